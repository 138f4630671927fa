import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mySubscriptionsSchema, planSchema, subscriptionSchema } from '../../src/api/contract/site';
import { notifications } from '../../server/db/schema/messaging';
import { subscriptionEvents, subscriptions } from '../../server/db/schema/site';
import type { UserRow } from '../../server/db/schema/users';
import { runSubscriptionLifecycle } from '../../server/modules/site/subscription-lifecycle';
import { seedSite } from '../../server/modules/site/site.seed';
import { actingAs, buildUser, guest } from '../support/factories';
import { pdfText } from '../support/pdf-text';
import { APP_URL, withMailApp, type SmtpPeer } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

const DAY = 86_400_000;

describe('subscriptions over time: reminders, expiry back to the free plan, invoices (issue 22)', () => {
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
  const run = (now: Date) =>
    runSubscriptionLifecycle(
      { db: t.database.db, mailer: t.deps.mailer, config: { appUrl: APP_URL }, log: t.app.log },
      now,
    );

  /** A confirmed subscription of a new user of `type` to `code`. */
  async function subscribed(code: string, opts: { type?: UserRow['type']; lang?: string } = {}) {
    const user = await buildUser(t, {
      type: opts.type ?? 'DESIGN_OFFICE',
      firstName: 'Amel',
      lastName: 'Benali',
    });
    const c = await actingAs(t, user, opts.lang ?? 'en');
    const made = subscriptionSchema.parse(
      (await c.post('/api/subscriptions', { plan_id: plan(code).id, period: 'monthly' })).json(),
    );
    const admin = await actingAs(t, await buildUser(t, { type: 'ADMIN' }));
    expect((await admin.post(`/api/admin/subscriptions/${made.id}/confirm`)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, made.id));
    return { user, c, admin, row: row!, endsAt: row!.endsAt! };
  }
  const mailsTo = (email: string) =>
    smtp.messages.filter((m) => m.to.includes(email.toLowerCase()));

  it('reminds 7 days and 1 day before the end, each once, by e-mail and notification', async () => {
    const { user, endsAt } = await subscribed('pro-studio');
    const before = mailsTo(user.email).length;
    expect((await run(new Date(+endsAt - 8 * DAY))).reminded).toBe(0);
    let mark = smtp.messages.length;
    expect((await run(new Date(+endsAt - 7 * DAY + 1000))).reminded).toBe(1);
    expect((await run(new Date(+endsAt - 6 * DAY))).reminded).toBe(0);
    expect((await smtp.waitFor(user.email, mark)).subject).toMatch(
      /^Votre formule Studio se termine le /,
    );
    mark = smtp.messages.length;
    expect((await run(new Date(+endsAt - DAY + 1000))).reminded).toBe(1);
    expect((await run(new Date(+endsAt - 3_600_000))).reminded).toBe(0);
    await smtp.waitFor(user.email, mark);
    expect(mailsTo(user.email).length).toBe(before + 2);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, user.id));
    expect(row!.reminded7At).not.toBeNull();
    expect(row!.reminded1At).not.toBeNull();
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(notes.filter((n) => n.type === 'subscription_ending')).toHaveLength(2);
  });

  it('a late run sends only the nearest reminder', async () => {
    const { user, endsAt } = await subscribed('pro-studio');
    const before = mailsTo(user.email).length;
    const mark = smtp.messages.length;
    await run(new Date(+endsAt - 12 * 3_600_000));
    await run(new Date(+endsAt - 6 * 3_600_000));
    await smtp.waitFor(user.email, mark);
    expect(mailsTo(user.email).length).toBe(before + 1);
  });

  it('on expiry the account is back on its free plan (state expired), told by e-mail and notification', async () => {
    const { user, c, row, endsAt } = await subscribed('fab-catalogue', {
      type: 'MANUFACTURER',
      lang: 'fr',
    });
    const stateNow = async () =>
      (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, row.id)))[0]!
        .state;
    await run(new Date(+endsAt - 1000));
    expect(await stateNow()).toBe('confirmed');
    const before = smtp.messages.length;
    expect((await run(new Date(+endsAt + 1000))).expired).toBeGreaterThanOrEqual(1);
    expect(await stateNow()).toBe('expired');
    const mine = mySubscriptionsSchema.parse((await c.get('/api/subscriptions')).json());
    expect(mine.current.plan?.code).toBe('fab-free');
    expect(mine.current.subscription).toBeNull();
    expect(mine.data[0]!.state).toBe('expired');
    const events = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, row.id));
    expect(events.map((e) => e.state)).toEqual(['requested', 'confirmed', 'expired']);
    const mail = await smtp.waitFor(user.email, before);
    expect(mail.subject).toBe('Votre formule Catalogue est terminée');
    expect(mail.text).toContain('formule gratuite');
    // Once only.
    await run(new Date(+endsAt + 2000));
    expect(mailsTo(user.email).filter((m) => m.subject.includes('terminée'))).toHaveLength(1);
  });

  it('the invoice of a confirmed subscription: numbered per year, in the reader’s language, owner and admins only', async () => {
    const { c, admin, row } = await subscribed('pro-agency');
    const en = await c.get(`/api/subscriptions/${row.id}/invoice?lang=en`);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    const year = row.decidedAt!.getUTCFullYear();
    const text = pdfText(en.rawPayload);
    expect(text).toMatch(new RegExp(`Invoice[\\s\\S]*No\\. ${year}-\\d{4}`));
    expect(text).toContain('Amel Benali');
    expect(text).toContain('Agency plan, monthly subscription');
    expect(text).toMatch(/DZD\s*7,900\.00|7,900\.00\s*DZD/);
    // The same number every time; French and Arabic too.
    const fr = pdfText((await c.get(`/api/subscriptions/${row.id}/invoice?lang=fr`)).rawPayload);
    const number = /No\. (\d{4}-\d{4})/.exec(text)![1]!;
    expect(fr).toContain(`Facture`);
    expect(fr).toContain(number);
    expect(fr).toMatch(/7\s900,00/);
    const ar = await admin.get(`/api/subscriptions/${row.id}/invoice?lang=ar`);
    expect(ar.statusCode).toBe(200);
    expect(ar.rawPayload.toString('latin1')).toContain('/Lang (ar)');
    expect(pdfText(ar.rawPayload)).toContain(number);
    // Someone else: 404; a request not confirmed: 404; a guest: 401.
    const other = await actingAs(t, await buildUser(t));
    expect((await other.get(`/api/subscriptions/${row.id}/invoice`)).statusCode).toBe(404);
    const pending = subscriptionSchema.parse(
      (
        await other.post('/api/subscriptions', { plan_id: plan('pro-studio').id, period: 'yearly' })
      ).json(),
    );
    expect((await other.get(`/api/subscriptions/${pending.id}/invoice`)).statusCode).toBe(404);
    expect((await (await guest(t)).get(`/api/subscriptions/${row.id}/invoice`)).statusCode).toBe(
      401,
    );
  });
});
