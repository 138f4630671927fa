import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminSubscriptionSchema,
  faqSchema,
  mySubscriptionsSchema,
  planSchema,
  subscriptionSchema,
} from '../../src/api/contract/site';
import { notifications } from '../../server/db/schema/messaging';
import { contactMessages, subscriptionEvents } from '../../server/db/schema/site';
import { seedSite } from '../../server/modules/site/site.seed';
import { actingAs, buildUser, guest } from '../support/factories';
import { multipart, PNG } from '../support/files';
import { withMailApp, type SmtpPeer } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

describe('the public site: plans, FAQ, contact; subscriptions and their decisions (issue 22)', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  withMailApp(async (app, peer) => {
    t = app;
    smtp = peer;
    await seedSite(t.database.db);
  });

  let plans: z.infer<typeof planSchema>[];
  beforeAll(async () => {
    plans = z.array(planSchema).parse((await t.app.inject('/api/plans')).json());
  });
  const plan = (code: string) => plans.find((p) => p.code === code)!;

  it('GET api/plans lists the plans of both audiences to a guest, in DZD, with their limits', async () => {
    expect(plans.map((p) => p.code)).toEqual([
      'fab-free',
      'fab-catalogue',
      'fab-industry',
      'pro-free',
      'pro-studio',
      'pro-agency',
    ]);
    expect(plan('pro-studio')).toMatchObject({ price_monthly: 2900, price_yearly: 29000 });
    expect(plan('fab-free').limits.products).toBe(10);
    const pro = await t.app.inject('/api/plans?audience=pro');
    expect(pro.json().map((p: { audience: string }) => p.audience)).toEqual(['pro', 'pro', 'pro']);
    expect((await t.app.inject('/api/plans?audience=nobody')).statusCode).toBe(422);
  });

  it('GET api/faqs answers in the language asked, per audience, searchable; api/faqs/{id} one entry', async () => {
    const c = await guest(t, 'ar');
    const ar = z.array(faqSchema).parse((await c.get('/api/faqs')).json());
    expect(ar.length).toBe(7);
    expect(ar.every((f) => f.language === 'ar')).toBe(true);
    const fabEn = z.array(faqSchema).parse((await c.get('/api/faqs?lang=en&audience=fab')).json());
    expect(fabEn.map((f) => f.audience).sort()).toEqual(['all', 'all', 'all', 'fab', 'fab']);
    const found = z.array(faqSchema).parse((await c.get('/api/faqs?lang=fr&q=chèque')).json());
    expect(found.map((f) => f.question)).toEqual(['Comment payer un abonnement ?']);
    expect((await c.get('/api/faqs?lang=fr&q=%25')).json()).toEqual([]);
    const one = await c.get(`/api/faqs/${found[0]!.id}`);
    expect(faqSchema.parse(one.json()).answer).toContain('CCP');
    expect((await c.get('/api/faqs/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('POST api/contact/send stores the message, mails the administrators and acknowledges the sender in their language', async () => {
    const admin = await buildUser(t, { type: 'ADMIN', email: 'admin-contact@example.test' });
    const c = await guest(t, 'en');
    const body = {
      name: 'Karim Ould',
      email: 'karim@example.dz',
      subject: 'Prices for a school',
      message: 'Do you offer a plan for an architecture school?',
      type: 'pro',
    };
    const res = await c.post('/api/contact/send', body);
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toBe('Your message has been sent. We will answer you by e-mail.');
    const [stored] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'karim@example.dz'));
    expect(stored).toMatchObject({ subject: 'Prices for a school', language: 'en' });
    expect(smtp.last(admin.email).text).toContain(
      'Do you offer a plan for an architecture school?',
    );
    expect(smtp.last('karim@example.dz').subject).toBe('We have received your message');

    // The honeypot: the same answer, nothing kept, nothing sent.
    const bot = await c.post('/api/contact/send', {
      ...body,
      email: 'bot@example.dz',
      website: 'http://spam.example',
    });
    expect(bot.statusCode).toBe(202);
    const kept = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'bot@example.dz'));
    expect(kept).toEqual([]);

    const invalid = await (
      await guest(t, 'fr')
    ).post('/api/contact/send', {
      ...body,
      email: 'nope',
      message: 'short',
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['email', 'message']);
  });

  it('POST api/contact/send is rate-limited per address', async () => {
    const c = await guest(t, 'fr');
    const body = {
      name: 'Flood',
      email: 'flood@example.dz',
      subject: 'Again and again',
      message: 'The same message over and over.',
      type: 'other',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await c.post('/api/contact/send', body)).statusCode);
    // Two were sent by the previous test from the same address.
    expect(statuses.slice(0, 3)).toEqual([202, 202, 202]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('a professional requests a plan with a proof; an admin confirms; the user sees it, is mailed and notified', async () => {
    const pro = await buildUser(t, { email: 'pro-sub@example.test' });
    const admin = await buildUser(t, { type: 'ADMIN' });
    const c = await actingAs(t, pro, 'fr');

    const before = mySubscriptionsSchema.parse((await c.get('/api/subscriptions')).json());
    expect(before.current.plan?.code).toBe('pro-free');
    expect(before.data).toEqual([]);

    // Not a manufacturer's plan, not the free plan.
    const wrong = await c.post('/api/subscriptions', {
      plan_id: plan('fab-catalogue').id,
      period: 'monthly',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.plan_id).toEqual([
      "Cette formule n'est pas proposée pour votre type de compte.",
    ]);
    const free = await c.post('/api/subscriptions', {
      plan_id: plan('pro-free').id,
      period: 'monthly',
    });
    expect(free.statusCode).toBe(422);

    const made = await c.post('/api/subscriptions', {
      plan_id: plan('pro-studio').id,
      period: 'yearly',
    });
    expect(made.statusCode).toBe(201);
    const request = subscriptionSchema.parse(made.json());
    expect(request).toMatchObject({ state: 'requested', amount: 29000, period: 'yearly' });

    // One open request at a time.
    const again = await c.post('/api/subscriptions', {
      plan_id: plan('pro-agency').id,
      period: 'monthly',
    });
    expect(again.statusCode).toBe(409);

    const { payload, headers } = multipart('virement.png', PNG);
    const proof = await c.request(
      'POST',
      `/api/subscriptions/${request.id}/proof`,
      payload,
      headers,
    );
    expect(proof.statusCode).toBe(200);
    expect(subscriptionSchema.parse(proof.json()).proof).toEqual({
      name: 'virement.png',
      size: PNG.length,
    });
    const txt = multipart('notes.txt', Buffer.from('hello'));
    const bad = await c.request(
      'POST',
      `/api/subscriptions/${request.id}/proof`,
      txt.payload,
      txt.headers,
    );
    expect(bad.statusCode).toBe(422);

    const a = await actingAs(t, admin, 'en');
    const queue = z
      .array(adminSubscriptionSchema)
      .parse((await a.get('/api/admin/subscriptions?state=requested')).json());
    expect(queue.find((s) => s.id === request.id)?.user.email).toBe('pro-sub@example.test');
    const file = await a.get(`/api/admin/subscriptions/${request.id}/proof`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG)).toBe(true);

    const confirmed = await a.post(`/api/admin/subscriptions/${request.id}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const done = subscriptionSchema.parse(confirmed.json());
    expect(done.state).toBe('confirmed');
    const days = (Date.parse(done.ends_at!) - Date.parse(done.starts_at!)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    // Decided once only.
    expect((await a.post(`/api/admin/subscriptions/${request.id}/confirm`)).statusCode).toBe(409);

    expect(smtp.last('pro-sub@example.test').subject).toBe('Votre abonnement Studio est confirmé');
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, pro.id));
    expect(notes.map((n) => n.type)).toEqual(['subscription_decision']);

    const after = mySubscriptionsSchema.parse((await c.get('/api/subscriptions')).json());
    expect(after.current.plan?.code).toBe('pro-studio');
    expect(after.current.subscription?.id).toBe(request.id);
    expect(after.data.map((s) => s.state)).toEqual(['confirmed']);
    const history = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, request.id));
    expect(history.map((h) => h.state)).toEqual(['requested', 'confirmed']);
  });

  it('an admin rejects with a reason; the manufacturer is told and may ask again', async () => {
    const fab = await buildUser(t, { type: 'MANUFACTURER', email: 'fab-sub@example.test' });
    const admin = await buildUser(t, { type: 'SUPER_ADMIN' });
    const c = await actingAs(t, fab, 'en');
    const made = subscriptionSchema.parse(
      (
        await c.post('/api/subscriptions', { plan_id: plan('fab-catalogue').id, period: 'monthly' })
      ).json(),
    );
    expect(made.amount).toBe(4900);
    const a = await actingAs(t, admin, 'en');
    expect(
      (await a.post(`/api/admin/subscriptions/${made.id}/reject`, { reason: '' })).statusCode,
    ).toBe(422);
    const rejected = await a.post(`/api/admin/subscriptions/${made.id}/reject`, {
      reason: 'No transfer received.',
    });
    expect(subscriptionSchema.parse(rejected.json())).toMatchObject({
      state: 'rejected',
      reason: 'No transfer received.',
    });
    const mail = smtp.last('fab-sub@example.test');
    // In the user's own language (fr here), whatever the administrator's.
    expect(mail.subject).toBe("Votre demande d'abonnement Catalogue n'a pas été acceptée");
    expect(mail.text).toContain('No transfer received.');
    // A decided request's proof no longer changes.
    const { payload, headers } = multipart('late.png', PNG);
    expect(
      (await c.request('POST', `/api/subscriptions/${made.id}/proof`, payload, headers)).statusCode,
    ).toBe(422);
    const mine = mySubscriptionsSchema.parse((await c.get('/api/subscriptions')).json());
    expect(mine.current.plan?.code).toBe('fab-free');
    expect(
      (await c.post('/api/subscriptions', { plan_id: plan('fab-industry').id, period: 'yearly' }))
        .statusCode,
    ).toBe(201);
  });

  it("answers 404 to a signed-in non-administrator on the admin routes, and hides others' requests", async () => {
    const pro = await buildUser(t);
    const other = await buildUser(t);
    const c = await actingAs(t, pro);
    const made = subscriptionSchema.parse(
      (
        await c.post('/api/subscriptions', { plan_id: plan('pro-studio').id, period: 'monthly' })
      ).json(),
    );
    for (const who of [c, await actingAs(t, other)]) {
      expect((await who.get('/api/admin/subscriptions')).statusCode).toBe(404);
      expect((await who.post(`/api/admin/subscriptions/${made.id}/confirm`)).statusCode).toBe(404);
      expect(
        (await who.post(`/api/admin/subscriptions/${made.id}/reject`, { nonsense: 1 })).statusCode,
      ).toBe(404);
    }
    const { payload, headers } = multipart('x.png', PNG);
    const theirs = await (
      await actingAs(t, other)
    ).request('POST', `/api/subscriptions/${made.id}/proof`, payload, headers);
    expect(theirs.statusCode).toBe(404);
    const nobody = await guest(t);
    expect((await nobody.get('/api/subscriptions')).statusCode).toBe(401);
    expect((await nobody.post(`/api/admin/subscriptions/${made.id}/confirm`)).statusCode).toBe(401);
    // An admin does not decide on their own request.
    const admin = await buildUser(t, { type: 'ADMIN' });
    const ac = await actingAs(t, admin);
    const own = subscriptionSchema.parse(
      (
        await ac.post('/api/subscriptions', { plan_id: plan('pro-studio').id, period: 'monthly' })
      ).json(),
    );
    expect((await ac.post(`/api/admin/subscriptions/${own.id}/confirm`)).statusCode).toBe(404);
  });

  it("refuses a project past the plan's number with a clear 403, and allows more once a bigger plan is confirmed", async () => {
    const pro = await buildUser(t);
    const admin = await buildUser(t, { type: 'ADMIN' });
    const c = await actingAs(t, pro, 'en');
    // pro-free allows 3 projects.
    for (const name of ['One', 'Two', 'Three'])
      expect((await c.post('/api/projects', { name })).statusCode).toBe(201);
    const fourth = await c.post('/api/projects', { name: 'Four' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toBe(
      'Your “Discovery” plan allows at most 3 projects. Move to a higher plan (Settings › Subscriptions) to create more; your existing projects stay available.',
    );
    expect((await c.get('/api/projects')).json().meta.total).toBe(3);

    const made = subscriptionSchema.parse(
      (
        await c.post('/api/subscriptions', { plan_id: plan('pro-studio').id, period: 'monthly' })
      ).json(),
    );
    await (await actingAs(t, admin)).post(`/api/admin/subscriptions/${made.id}/confirm`);
    expect((await c.post('/api/projects', { name: 'Four' })).statusCode).toBe(201);
  });
});
