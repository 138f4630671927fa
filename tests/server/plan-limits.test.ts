import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planSchema, subscriptionSchema, usageSchema } from '../../src/api/contract/site';
import { files } from '../../server/db/schema/files';
import { plans, subscriptions } from '../../server/db/schema/site';
import type { UserRow } from '../../server/db/schema/users';
import { runSubscriptionLifecycle } from '../../server/modules/site/subscription-lifecycle';
import { seedSite } from '../../server/modules/site/site.seed';
import { createProduct } from '../support/catalogue';
import { actingAs, buildUser, guest } from '../support/factories';
import { createProject, multipart, PDF, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { withMailApp } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

const MiB = 1024 * 1024;
/** A PDF of exactly `size` bytes (its content check reads the head only). */
const pdfOf = (size: number) => Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 0x20)]);

describe('plan limits, enforced at their edges and explained by api/subscriptions/usage (issue 22)', () => {
  let t: TestApp;
  withMailApp(async (app) => {
    t = app;
    await seedSite(t.database.db);
    // The professionals' free plan with 1 MB of storage, so the edges are cheap to reach.
    await t.database.db
      .update(plans)
      .set({ limits: sql`jsonb_set(${plans.limits}, '{storage_mb}', '1')` })
      .where(eq(plans.code, 'pro-free'));
  });
  let planList: z.infer<typeof planSchema>[];
  beforeAll(async () => {
    planList = z.array(planSchema).parse((await t.app.inject('/api/plans')).json());
  });
  const plan = (code: string) => planList.find((p) => p.code === code)!;
  const usage = async (c: TestClient) =>
    usageSchema.parse((await c.get('/api/subscriptions/usage')).json());
  const used = async (c: TestClient, kind: string) =>
    (await usage(c)).limits.find((l) => l.kind === kind)!;
  const expectLimit = (res: { statusCode: number; json: () => unknown }, message: string) => {
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message });
  };

  it('storage: up to the last byte of the plan, then a 403 before anything is stored', async () => {
    const c = await actingAs(t, await buildUser(t), 'en');
    const project = await createProject(c);
    expect(await used(c, 'storage_mb')).toEqual({ kind: 'storage_mb', used: 0, limit: MiB });
    // limit - 1 byte, then the last byte's worth: exactly the limit.
    expect((await upload(c, project.root_folder_id, 'a.pdf', pdfOf(MiB - 200))).statusCode).toBe(
      201,
    );
    expect((await upload(c, project.root_folder_id, 'b.pdf', pdfOf(200))).statusCode).toBe(201);
    expect((await used(c, 'storage_mb')).used).toBe(MiB);
    // One more (limit + 1 and beyond): refused, nothing written.
    const over = await upload(c, project.root_folder_id, 'c.pdf', pdfOf(PDF.length + 1));
    expectLimit(
      over,
      'Your “Discovery” plan allows 1 MB of storage and this file would pass it. Delete old versions or move to a higher plan (Settings › Subscriptions); your files stay available.',
    );
    const rows = await t.database.db.select().from(files).where(eq(files.projectId, project.id));
    expect(rows.map((r) => r.name).sort()).toEqual(['a.pdf', 'b.pdf']);
  });

  it('storage: a file one byte past the room is refused while streaming, a larger one from its declared length; a new version too', async () => {
    const c = await actingAs(t, await buildUser(t), 'fr');
    const project = await createProject(c);
    const first = await upload(c, project.root_folder_id, 'plan.pdf', pdfOf(MiB / 2));
    expect(first.statusCode).toBe(201);
    const edge = await upload(c, project.root_folder_id, 'edge.pdf', pdfOf(MiB / 2 + 1));
    expect(edge.statusCode).toBe(403);
    const big = await upload(c, project.root_folder_id, 'big.pdf', pdfOf(3 * MiB));
    expect(big.statusCode).toBe(403);
    const { payload, headers } = multipart('plan.pdf', pdfOf(MiB / 2 + 1));
    const version = await c.post(`/api/files/${first.json().file.id}/versions`, payload, headers);
    expect(version.statusCode).toBe(403);
    expect((await used(c, 'storage_mb')).used).toBe(MiB / 2);
    const fits = multipart('plan.pdf', pdfOf(MiB / 2));
    expect(
      (await c.post(`/api/files/${first.json().file.id}/versions`, fits.payload, fits.headers))
        .statusCode,
    ).toBe(201);
  });

  it('collaborators per project: invitations count; the owner’s plan decides', async () => {
    const c = await actingAs(t, await buildUser(t), 'en');
    const project = await createProject(c);
    const invite = (n: number) =>
      c.post(`/api/projects/${project.id}/collaborators`, {
        email: `guest${n}-${project.id}@example.test`,
        role: 'viewer',
      });
    // pro-free: 3 collaborators per project.
    for (const n of [1, 2]) expect((await invite(n)).statusCode).toBe(201);
    expect(await used(c, 'collaborators')).toEqual({ kind: 'collaborators', used: 2, limit: 3 });
    expect((await invite(3)).statusCode).toBe(201);
    expectLimit(
      await invite(4),
      'Your “Discovery” plan allows at most 3 collaborators per project. Move to a higher plan (Settings › Subscriptions) to invite more; the current collaborators stay.',
    );
    // Another project has its own count.
    const other = await createProject(c, 'Other');
    expect(
      (
        await c.post(`/api/projects/${other.id}/collaborators`, {
          email: 'x@example.test',
          role: 'editor',
        })
      ).statusCode,
    ).toBe(201);
  });

  it('published products: creating, editing and bulk publishing stop at the plan’s number', async () => {
    const c = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }), 'en');
    // fab-free: 10 published products; drafts are free.
    const made = [];
    for (let i = 0; i < 9; i += 1) made.push(await createProduct(c, { status: 'published' }));
    expect(await used(c, 'products')).toEqual({ kind: 'products', used: 9, limit: 10 });
    const drafts = [await createProduct(c), await createProduct(c), await createProduct(c)];
    expect(
      (await c.patch(`/api/products/${drafts[0]!.id}`, { status: 'published' })).statusCode,
    ).toBe(200);
    const message =
      'Your “Showcase” plan allows at most 10 published products. Move to a higher plan (Settings › Subscriptions) to publish more; your products stay available.';
    expectLimit(
      await c.post('/api/products', { name_fr: 'Onze', reference: 'ELEVEN', status: 'published' }),
      message,
    );
    expectLimit(await c.patch(`/api/products/${drafts[1]!.id}`, { status: 'published' }), message);
    const bulk = await c.post('/api/products/bulk-status', {
      ids: [drafts[1]!.id, drafts[2]!.id],
      status: 'published',
    });
    expectLimit(bulk, message);
    expect((await used(c, 'products')).used).toBe(10);
    // Re-publishing what is already published adds nothing; archiving makes room.
    expect(
      (
        await c.post('/api/products/bulk-status', {
          ids: made.map((p) => p.id),
          status: 'published',
        })
      ).statusCode,
    ).toBe(200);
    await c.post('/api/products/bulk-status', { ids: [made[0]!.id], status: 'archived' });
    expect(
      (await c.patch(`/api/products/${drafts[1]!.id}`, { status: 'published' })).statusCode,
    ).toBe(200);
  });

  it('orders per month: sent orders count (a basket one per manufacturer), drafts only when sent', async () => {
    const fabs = [
      await buildUser(t, { type: 'MANUFACTURER' }),
      await buildUser(t, { type: 'MANUFACTURER' }),
    ];
    const products = await Promise.all(
      fabs.map(async (f) => createProduct(await actingAs(t, f), { status: 'published' })),
    );
    const c = await actingAs(t, await buildUser(t), 'en');
    const order = (draft = false) =>
      c.post('/api/orders', { lines: [{ product_id: products[0]!.id, quantity: 1 }], draft });
    // pro-free: 5 orders a month.
    for (let i = 0; i < 4; i += 1) expect((await order()).statusCode).toBe(201);
    const basket = await c.post('/api/orders/basket', {
      lines: products.map((p) => ({ product_id: p.id, quantity: 1 })),
    });
    const message =
      'Your “Discovery” plan allows at most 5 orders per month. Move to a higher plan (Settings › Subscriptions) to send more this month; your orders stay available.';
    expectLimit(basket, message);
    const draft = await order(true);
    expect(draft.statusCode).toBe(201);
    expect((await order()).statusCode).toBe(201);
    expect(await used(c, 'orders_per_month')).toEqual({
      kind: 'orders_per_month',
      used: 5,
      limit: 5,
    });
    expectLimit(await order(), message);
    expectLimit(await c.post(`/api/orders/${draft.json().id}/events`, { type: 'SEND' }), message);
    expect((await c.get(`/api/orders/${draft.json().id}`)).json().state).toBe('draft');
  });

  it('after a downgrade (the plan expires) everything stays readable, nothing is deleted, only growth is refused', async () => {
    const user: UserRow = await buildUser(t);
    const admin = await buildUser(t, { type: 'ADMIN' });
    const c = await actingAs(t, user, 'en');
    const made = subscriptionSchema.parse(
      (
        await c.post('/api/subscriptions', { plan_id: plan('pro-studio').id, period: 'monthly' })
      ).json(),
    );
    await (await actingAs(t, admin)).post(`/api/admin/subscriptions/${made.id}/confirm`);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createProject(c, `P${i}`)).id);
    expect(await used(c, 'projects')).toEqual({ kind: 'projects', used: 5, limit: 25 });

    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, made.id));
    await runSubscriptionLifecycle(
      {
        db: t.database.db,
        mailer: t.deps.mailer,
        config: { appUrl: 'http://ouvrage.example' },
        log: t.app.log,
      },
      new Date(+row!.endsAt! + 1000),
    );
    const now = await usage(c);
    expect(now.plan?.code).toBe('pro-free');
    expect(now.limits.find((l) => l.kind === 'projects')).toEqual({
      kind: 'projects',
      used: 5,
      limit: 3,
    });
    expect((await c.get('/api/projects')).json().meta.total).toBe(5);
    for (const id of ids) expect((await c.get(`/api/projects/${id}`)).statusCode).toBe(200);
    expect((await c.post('/api/projects', { name: 'Six' })).statusCode).toBe(403);
  });

  it('api/subscriptions/usage: the limits of the audience, for members only', async () => {
    const fab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }), 'en');
    const u = await usage(fab);
    expect(u.plan?.code).toBe('fab-free');
    expect(u.limits.map((l) => l.kind)).toEqual(['storage_mb', 'products']);
    expect((await (await guest(t)).get('/api/subscriptions/usage')).statusCode).toBe(401);
  });
});
