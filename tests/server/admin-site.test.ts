import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  adminContactSchema,
  adminContactsPageSchema,
  adminFaqSchema,
  adminPlanSchema,
} from '../../src/api/contract/admin-site';
import { adminAuditPageSchema } from '../../src/api/contract/admin-audit';
import { faqSchema, planSchema } from '../../src/api/contract/site';
import { seedSite } from '../../server/modules/site/site.seed';
import { actingAs, buildUser, guest } from '../support/factories';
import { withMailApp, type SmtpPeer } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

const f = (fr: string, en: string, ar: string) => ({ fr, en, ar });
const planBody = {
  code: 'pro-school',
  audience: 'pro',
  name: f('École', 'School', 'مدرسة'),
  description: f('Pour les écoles.', 'For schools.', 'للمدارس.'),
  features: [f('Visionneuse', 'Viewer', 'العارض')],
  price_monthly: 1000,
  price_yearly: 10000,
  limits: {
    projects: 10,
    storage_mb: 2048,
    collaborators: null,
    products: null,
    orders_per_month: 0,
  },
  highlighted: false,
  position: 5,
};

describe('the administrators edit plans, the FAQ and answer contact messages (issue 22)', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  withMailApp(async (app, peer) => {
    t = app;
    smtp = peer;
    await seedSite(t.database.db);
  });
  const admin = async () => actingAs(t, await buildUser(t, { type: 'ADMIN' }), 'en');
  const actions = async (a: Awaited<ReturnType<typeof admin>>, target: string) =>
    adminAuditPageSchema
      .parse((await a.get(`/api/admin/audit?target_id=${target}`)).json())
      .data.map((d) => d.action);

  it('creates, edits and retires a plan; a retired plan is no longer offered nor requested', async () => {
    const a = await admin();
    const made = await a.post('/api/admin/plans', planBody);
    expect(made.statusCode).toBe(201);
    const plan = adminPlanSchema.parse(made.json());
    expect((await a.post('/api/admin/plans', planBody)).json().errors).toEqual({
      code: ['This value already exists.'],
    });
    const bad = await a.post('/api/admin/plans', { ...planBody, code: 'x', price_monthly: -1 });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'price_monthly']);

    const edited = await a.put(`/api/admin/plans/${plan.id}`, { ...planBody, price_monthly: 1500 });
    expect(adminPlanSchema.parse(edited.json()).price_monthly).toBe(1500);
    const offered = z.array(planSchema).parse((await t.app.inject('/api/plans')).json());
    expect(offered.find((p) => p.code === 'pro-school')?.price_monthly).toBe(1500);

    const pro = await actingAs(t, await buildUser(t));
    const asked = await pro.post('/api/subscriptions', { plan_id: plan.id, period: 'monthly' });
    expect(asked.statusCode).toBe(201);
    await a.post(`/api/admin/subscriptions/${asked.json().id}/confirm`);

    const retired = adminPlanSchema.parse(
      (await a.post(`/api/admin/plans/${plan.id}/retire`)).json(),
    );
    expect(retired.retired_at).not.toBeNull();
    expect(retired.subscribers).toBe(1);
    expect((await a.post(`/api/admin/plans/${plan.id}/retire`)).statusCode).toBe(409);
    const after = z.array(planSchema).parse((await t.app.inject('/api/plans')).json());
    expect(after.map((p) => p.code)).not.toContain('pro-school');
    const other = await actingAs(t, await buildUser(t));
    const refused = await other.post('/api/subscriptions', { plan_id: plan.id, period: 'monthly' });
    expect(refused.statusCode).toBe(422);
    // The subscriber keeps the plan.
    expect((await pro.get('/api/subscriptions')).json().current.plan.code).toBe('pro-school');

    const all = z.array(adminPlanSchema).parse((await a.get('/api/admin/plans')).json());
    expect(all.at(-1)?.code).toBe('pro-school');
    expect(await actions(a, plan.id)).toEqual(['plan.retire', 'plan.update', 'plan.create']);
    expect(
      (await a.put(`/api/admin/plans/00000000-0000-4000-8000-000000000000`, planBody)).statusCode,
    ).toBe(404);
  });

  it('adds, edits and deletes FAQ entries; the public FAQ shows them', async () => {
    const a = await admin();
    const made = await a.post('/api/admin/faqs', {
      audience: 'fab',
      language: 'ar',
      question: 'هل يمكنني استيراد كتالوج؟',
      answer: 'نعم، من ملف CSV.',
      position: 0,
    });
    expect(made.statusCode).toBe(201);
    const entry = adminFaqSchema.parse(made.json());
    const c = await guest(t, 'ar');
    const shown = z.array(faqSchema).parse((await c.get('/api/faqs?audience=fab')).json());
    expect(shown.map((x) => x.question)).toContain('هل يمكنني استيراد كتالوج؟');
    const edited = await a.put(`/api/admin/faqs/${entry.id}`, {
      ...entry,
      id: undefined,
      question: 'هل يمكنني استيراد كتالوج كامل؟',
    });
    expect(edited.statusCode).toBe(200);
    const list = z
      .array(adminFaqSchema)
      .parse((await a.get('/api/admin/faqs?lang=ar&audience=fab')).json());
    expect(list.map((x) => x.question)).toContain('هل يمكنني استيراد كتالوج كامل؟');
    expect((await a.delete(`/api/admin/faqs/${entry.id}`)).statusCode).toBe(204);
    expect((await c.get(`/api/faqs/${entry.id}`)).statusCode).toBe(404);
    expect(await actions(a, entry.id)).toEqual(['faq.delete', 'faq.update', 'faq.create']);
    const empty = await a.post('/api/admin/faqs', {
      audience: 'all',
      language: 'fr',
      question: ' ',
      answer: '',
      position: 0,
    });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['answer', 'question']);
  });

  it('lists contact messages by state, marks one read, answers it in the sender’s language, archives it', async () => {
    const sender = await guest(t, 'fr');
    await sender.post('/api/contact/send', {
      name: 'Samia Benali',
      email: 'samia@example.dz',
      subject: 'Tarifs école',
      message: 'Proposez-vous une formule pour une école ?',
      type: 'pro',
    });
    const a = await admin();
    const unread = adminContactsPageSchema.parse(
      (await a.get('/api/admin/contact-messages?status=unread')).json(),
    );
    const msg = unread.data.find((m) => m.email === 'samia@example.dz')!;
    expect(msg).toMatchObject({ status: 'unread', language: 'fr' });
    const opened = adminContactSchema.parse(
      (await a.get(`/api/admin/contact-messages/${msg.id}`)).json(),
    );
    expect(opened.status).toBe('read');
    const read = adminContactsPageSchema.parse(
      (await a.get('/api/admin/contact-messages?status=read')).json(),
    );
    expect(read.data.map((m) => m.id)).toContain(msg.id);

    const answered = await a.post(`/api/admin/contact-messages/${msg.id}/answer`, {
      message: 'Oui : la formule Studio à moitié prix.',
    });
    expect(answered.statusCode).toBe(200);
    expect(adminContactSchema.parse(answered.json()).answer).toBe(
      'Oui : la formule Studio à moitié prix.',
    );
    const mail = smtp.last('samia@example.dz');
    expect(mail.subject).toBe('Réponse : Tarifs école');
    expect(mail.text).toContain('Oui : la formule Studio à moitié prix.');
    expect(
      (await a.post(`/api/admin/contact-messages/${msg.id}/answer`, { message: '' })).statusCode,
    ).toBe(422);

    const archived = adminContactSchema.parse(
      (await a.post(`/api/admin/contact-messages/${msg.id}/archive`)).json(),
    );
    expect(archived.status).toBe('archived');
    const inArchive = adminContactsPageSchema.parse(
      (await a.get('/api/admin/contact-messages?status=archived')).json(),
    );
    expect(inArchive.data.map((m) => m.id)).toEqual([msg.id]);
    expect(await actions(a, msg.id)).toEqual(['contact.archive', 'contact.answer']);
    expect(
      (await a.get('/api/admin/contact-messages/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
  });
});
