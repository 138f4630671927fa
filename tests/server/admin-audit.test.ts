import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditPageSchema } from '../../src/api/contract/admin-audit';
import { adminDashboardSchema, adminUserDetailSchema } from '../../src/api/contract/admin-area';
import { adminActions } from '../../server/db/schema/admin';
import { plans } from '../../server/db/schema/site';
import { seedDemoSite, seedSite } from '../../server/modules/site/site.seed';
import { seedDemoAdmin } from '../../server/modules/admin/admin.seed';
import { seedDemoAccounts } from '../../server/modules/identity/demo.seed';
import type { Seeder } from '../../server/seed';
import { adminContactsPageSchema } from '../../src/api/contract/admin-site';
import { routeAudiences } from '../support/route-audiences';
import { actingAs, buildUser, guest } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

const unknown = '00000000-0000-4000-8000-000000000000';
/** The routes of issue 22's administration, each with a path that reaches it. */
const adminRoutes = Object.entries(routeAudiences)
  .filter(([route, audience]) => audience === 'admin' && route.includes('/api/admin/'))
  .map(([route]) => {
    const [method, path] = route.split(' ') as [string, string];
    return { method, path: path.replace(/:\w+/g, unknown) };
  });

describe('the administration: audit log, dashboard, one account (issue 22)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedSite(t.database.db);
  });
  afterAll(() => t.close());

  it('answers 404 to professionals and manufacturers, 401 to guests, on every admin route', async () => {
    const pro = await actingAs(t, await buildUser(t));
    const fab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }));
    const nobody = await guest(t);
    for (const [c, status] of [
      [pro, 404],
      [fab, 404],
      [nobody, 401],
    ] as const)
      for (const r of adminRoutes) {
        const res = await c.request(r.method as 'GET', r.path, r.method === 'GET' ? undefined : {});
        expect(res.statusCode, `${r.method} ${r.path}`).toBe(status);
      }
  });

  it('records each account decision with its actor and reason, in the audit log', async () => {
    const admin = await buildUser(t, { type: 'ADMIN', email: 'audit-admin@example.test' });
    const target = await buildUser(t, { status: 'F', email: 'audit-target@example.test' });
    const a = await actingAs(t, admin, 'en');
    expect(
      (await a.post(`/api/admin/users/${target.id}/reject`, { reason: 'No company' })).statusCode,
    ).toBe(200);
    expect((await a.post(`/api/admin/users/${target.id}/approve`)).statusCode).toBe(200);
    expect((await a.post(`/api/admin/users/${target.id}/deactivate`, {})).statusCode).toBe(200);
    expect((await a.post(`/api/admin/users/${target.id}/reactivate`)).statusCode).toBe(200);

    const rows = await t.database.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.targetType, 'user'), eq(adminActions.targetId, target.id)));
    expect(rows.map((r) => r.action)).toEqual([
      'user.reject',
      'user.approve',
      'user.deactivate',
      'user.reactivate',
    ]);
    expect(rows.every((r) => r.actorId === admin.id)).toBe(true);
    expect(rows[0]!.details).toEqual({ reason: 'No company' });

    const page = adminAuditPageSchema.parse(
      (await a.get(`/api/admin/audit?target_type=user&target_id=${target.id}`)).json(),
    );
    expect(page.meta.total).toBe(4);
    expect(page.data[0]).toMatchObject({
      action: 'user.reactivate',
      target_label: 'audit-target@example.test',
      actor: { email: 'audit-admin@example.test' },
    });
    const byAction = adminAuditPageSchema.parse(
      (await a.get(`/api/admin/audit?action=user.reject&actor=${admin.id}`)).json(),
    );
    expect(byAction.data.map((d) => d.target_id)).toEqual([target.id]);
    expect((await a.get('/api/admin/audit?action=nothing')).statusCode).toBe(422);
  });

  it('records a subscription decision in the same transaction as the decision', async () => {
    const admin = await buildUser(t, { type: 'ADMIN' });
    const pro = await buildUser(t);
    const [studio] = await t.database.db.select().from(plans).where(eq(plans.code, 'pro-studio'));
    const c = await actingAs(t, pro);
    const made = await c.post('/api/subscriptions', { plan_id: studio!.id, period: 'monthly' });
    const id = made.json().id as string;
    const a = await actingAs(t, admin);
    expect(
      (await a.post(`/api/admin/subscriptions/${id}/reject`, { reason: 'No payment' })).statusCode,
    ).toBe(200);
    const page = adminAuditPageSchema.parse(
      (await a.get(`/api/admin/audit?target_type=subscription&target_id=${id}`)).json(),
    );
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({
      action: 'subscription.reject',
      details: { reason: 'No payment' },
      target_label: pro.email,
    });
  });

  it('GET api/admin/dashboard counts new accounts, pending reviews and requests, subscriptions by plan', async () => {
    const admin = await buildUser(t, { type: 'SUPER_ADMIN' });
    await buildUser(t, { status: 'F' });
    const a = await actingAs(t, admin, 'en');
    const d = adminDashboardSchema.parse((await a.get('/api/admin/dashboard')).json());
    expect(d.new_accounts_7d).toBeGreaterThanOrEqual(7);
    expect(d.new_accounts_30d).toBe(d.new_accounts_7d);
    expect(d.pending_reviews).toBeGreaterThanOrEqual(1);
    expect(d.subscriptions_by_plan.map((p) => p.name)).toContain('Studio');
    expect(d.storage_bytes).toBe(0);
    expect(d.unread_contacts).toBe(0);
  });

  it('GET api/admin/users/{id} opens one account: details, projects, subscriptions, admin actions', async () => {
    const admin = await buildUser(t, { type: 'ADMIN' });
    const a = await actingAs(t, admin, 'en');
    const target = await buildUser(t, { status: 'F', email: 'opened@example.test' });
    const owner = await actingAs(t, target);
    await a.post(`/api/admin/users/${target.id}/approve`);
    expect(
      (await owner.post('/api/projects', { name: 'Tour Alger', status: 'planned' })).statusCode,
    ).toBe(201);
    const d = adminUserDetailSchema.parse((await a.get(`/api/admin/users/${target.id}`)).json());
    expect(d.user.email).toBe('opened@example.test');
    expect(d.user.details.length).toBeGreaterThan(0);
    expect(d.projects.map((p) => p.name)).toEqual(['Tour Alger']);
    expect(d.actions.map((x) => x.action)).toEqual(['user.approve']);
    expect((await a.get(`/api/admin/users/${unknown}`)).statusCode).toBe(404);
    const found = await a.get('/api/admin/users?q=opened&type=DESIGN_OFFICE&status=A');
    expect(found.json().data.map((u: { email: string }) => u.email)).toEqual([
      'opened@example.test',
    ]);
    const none = await a.get('/api/admin/users?q=opened&type=MANUFACTURER');
    expect(none.json().data).toEqual([]);
  });

  it('the demo data gives the admin screens audit entries and contact messages, once', async () => {
    const log = { info() {}, warn() {} } as unknown as Parameters<Seeder>[0]['log'];
    const ctx = { config: t.config, database: t.database, storage: t.deps.storage, log };
    await t.database.db.delete(adminActions);
    for (let i = 0; i < 2; i++) {
      await seedDemoAccounts(ctx);
      await seedDemoSite(ctx);
      await seedDemoAdmin(ctx);
    }
    const admin = await buildUser(t, { type: 'ADMIN' });
    const a = await actingAs(t, admin, 'en');
    const audit = adminAuditPageSchema.parse((await a.get('/api/admin/audit')).json());
    expect(audit.data.map((d) => d.action).sort()).toEqual([
      ...Array(3).fill('subscription.confirm'),
      ...Array(3).fill('user.approve'),
    ]);
    const contacts = adminContactsPageSchema.parse(
      (await a.get('/api/admin/contact-messages?status=unread')).json(),
    );
    expect(contacts.data.map((c) => c.language).sort()).toEqual(['en', 'fr']);
  });
});
