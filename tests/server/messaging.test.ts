import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../server/db/schema/messaging';
import type { UserRow } from '../../server/db/schema/users';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../server/modules/identity/demo.seed';
import { seedDemoMessaging } from '../../server/modules/messaging/messaging.seed';
import { actingAs, buildUser, guest } from '../support/factories';
import { multipart, PNG } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('messages: conversations between two users of either area', () => {
  let t: TestApp;
  let pro: UserRow;
  let fab: UserRow;
  let other: UserRow;
  let asPro: TestClient;
  let asFab: TestClient;
  let asOther: TestClient;
  let conversation: string;

  beforeAll(async () => {
    t = await buildTestApp();
    pro = await buildUser(t, { firstName: 'Amina', lastName: 'Pro' });
    fab = await buildUser(t, { type: 'MANUFACTURER', firstName: 'Farid', lastName: 'Fab' });
    other = await buildUser(t);
    asPro = await actingAs(t, pro);
    asFab = await actingAs(t, fab);
    asOther = await actingAs(t, other);
  });
  afterAll(() => t.close());

  it('finds or opens the conversation with a participant, once per pair', async () => {
    const opened = await asPro.post('/api/conversations', { participantId: fab.id });
    expect(opened.statusCode).toBe(201);
    conversation = opened.json().id;
    expect(opened.json().participant).toMatchObject({ id: fab.id, first_name: 'Farid' });
    const again = await asFab.post('/api/conversations', { participant_id: pro.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(conversation);
    expect((await asPro.post('/api/conversations', { participantId: pro.id })).statusCode).toBe(
      422,
    );
    const pending = await buildUser(t, { status: 'F' });
    expect((await asPro.post('/api/conversations', { participantId: pending.id })).statusCode).toBe(
      422,
    );
  });

  it('sends plain text, counts it unread for the other, and gives read receipts', async () => {
    const sent = await asPro.post(`/api/conversations/${conversation}/messages`, {
      body: 'Bonjour, <b>le</b> catalogue https://example.test',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      body: 'Bonjour, <b>le</b> catalogue https://example.test',
      read: false,
    });
    const list = (await asFab.get('/api/conversations')).json();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: conversation, unread: 1, participant: { id: pro.id } });
    expect((await asPro.get('/api/conversations')).json()[0].unread).toBe(0);

    expect((await asFab.post(`/api/conversations/${conversation}/read`)).statusCode).toBe(204);
    expect((await asFab.get('/api/conversations')).json()[0].unread).toBe(0);
    const page = (await asPro.get(`/api/conversations/${conversation}/messages`)).json();
    expect(page.data[0]).toMatchObject({ id: sent.json().id, read: true });
  });

  it('pages back through history without gaps or repeats, and searches inside', async () => {
    for (let i = 0; i < 7; i += 1)
      await asFab.post(`/api/conversations/${conversation}/messages`, { body: `ligne ${i}` });
    const first = (await asPro.get(`/api/conversations/${conversation}/messages?limit=3`)).json();
    expect(first.has_more).toBe(true);
    const seen: string[] = first.data.map((m: { body: string }) => m.body);
    let before = first.data.at(-1).id;
    for (;;) {
      const page = (
        await asPro.get(`/api/conversations/${conversation}/messages?limit=3&before=${before}`)
      ).json();
      seen.push(...page.data.map((m: { body: string }) => m.body));
      if (!page.has_more) break;
      before = page.data.at(-1).id;
    }
    expect(seen).toHaveLength(8);
    expect(seen.slice(0, 7)).toEqual([6, 5, 4, 3, 2, 1, 0].map((i) => `ligne ${i}`));
    const found = (
      await asPro.get(`/api/conversations/${conversation}/messages?q=LIGNE%203`)
    ).json();
    expect(found.data.map((m: { body: string }) => m.body)).toEqual(['ligne 3']);
  });

  it('answers 404 to anyone outside the conversation', async () => {
    const mine = (await asPro.get(`/api/conversations/${conversation}/messages`)).json().data[0];
    for (const res of [
      await asOther.get(`/api/conversations/${conversation}`),
      await asOther.get(`/api/conversations/${conversation}/messages`),
      await asOther.post(`/api/conversations/${conversation}/messages`, { body: 'intrus' }),
      await asOther.post(`/api/conversations/${conversation}/read`),
      await asOther.post(`/api/conversations/${conversation}/block`),
      await asOther.patch(`/api/messages/${mine.id}`, { body: 'changé' }),
      await asOther.delete(`/api/messages/${mine.id}`),
      await asOther.post(`/api/messages/${mine.id}/report`, { reason: 'spam' }),
    ])
      expect(res.statusCode).toBe(404);
    expect((await (await guest(t)).get('/api/conversations')).statusCode).toBe(401);
    const unfinished = await actingAs(t, await buildUser(t, { status: 'F' }));
    expect((await unfinished.get('/api/conversations')).json().reason).toBe('approval_pending');
  });

  it('lets the sender edit or delete within 15 minutes only', async () => {
    const m = (
      await asPro.post(`/api/conversations/${conversation}/messages`, { body: 'brouillon' })
    ).json();
    const edited = await asPro.patch(`/api/messages/${m.id}`, { body: 'version finale' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'version finale' });
    expect(edited.json().edited_at).not.toBeNull();
    expect((await asFab.patch(`/api/messages/${m.id}`, { body: 'pas à moi' })).statusCode).toBe(
      403,
    );

    await t.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(messages.id, m.id));
    const late = await asPro.patch(`/api/messages/${m.id}`, { body: 'trop tard' });
    expect(late.statusCode).toBe(403);
    expect((await asPro.delete(`/api/messages/${m.id}`)).statusCode).toBe(403);

    const recent = (
      await asPro.post(`/api/conversations/${conversation}/messages`, { body: 'oups' })
    ).json();
    expect((await asPro.delete(`/api/messages/${recent.id}`)).statusCode).toBe(204);
    const page = (await asFab.get(`/api/conversations/${conversation}/messages?limit=1`)).json();
    expect(page.data[0]).toMatchObject({ id: recent.id, deleted: true, body: '' });
  });

  it('stops messages from a blocked user, and lets them through again once unblocked', async () => {
    const blocked = await asFab.post(`/api/conversations/${conversation}/block`);
    expect(blocked.json()).toMatchObject({ blocked: true, blocked_by_them: false });
    expect((await asPro.get(`/api/conversations/${conversation}`)).json().blocked_by_them).toBe(
      true,
    );
    const refused = await asPro.post(`/api/conversations/${conversation}/messages`, {
      body: 'allô ?',
    });
    expect(refused.statusCode).toBe(403);
    // The one who blocked may still write.
    expect(
      (await asFab.post(`/api/conversations/${conversation}/messages`, { body: 'non' })).statusCode,
    ).toBe(201);
    await asFab.delete(`/api/conversations/${conversation}/block`);
    expect(
      (await asPro.post(`/api/conversations/${conversation}/messages`, { body: 'merci' }))
        .statusCode,
    ).toBe(201);
  });

  it('carries attachments that only the participants may download', async () => {
    const file = multipart('plan.png', PNG);
    const up = await asPro.post('/api/messages/attachments', file.payload, file.headers);
    expect(up.statusCode).toBe(201);
    const a = up.json();
    // Someone else cannot send another's upload.
    expect(
      (await asFab.post(`/api/conversations/${conversation}/messages`, { attachments: [a.id] }))
        .statusCode,
    ).toBe(422);
    const sent = await asPro.post(`/api/conversations/${conversation}/messages`, {
      attachments: [a.id],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().attachments).toEqual([expect.objectContaining({ name: 'plan.png' })]);
    const got = await asFab.get(`${a.url}?disposition=inline`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(PNG)).toBe(true);
    expect((await asOther.get(a.url)).statusCode).toBe(404);
    const bad = multipart('notes.exe', Buffer.from('MZ'));
    expect(
      (await asPro.post('/api/messages/attachments', bad.payload, bad.headers)).statusCode,
    ).toBe(422);
  });

  it('finds contacts by name, company or e-mail, never oneself or unfinished accounts', async () => {
    const byName = (await asPro.get('/api/messages/contacts/search?q=farid')).json();
    expect(byName.map((c: { id: string }) => c.id)).toEqual([fab.id]);
    const byCompany = (await asFab.get('/api/messages/contacts/search?q=test%20sarl')).json();
    expect(byCompany.map((c: { id: string }) => c.id)).toContain(pro.id);
    expect(byCompany.map((c: { id: string }) => c.id)).not.toContain(fab.id);
    const byEmail = (
      await asPro.get(`/api/messages/contacts/search?q=${encodeURIComponent(other.email)}`)
    ).json();
    expect(byEmail).toHaveLength(1);
  });

  it('takes a report of a message to the administrators', async () => {
    const m = (await asPro.get(`/api/conversations/${conversation}/messages?limit=1`)).json()
      .data[0];
    expect(
      (await asFab.post(`/api/messages/${m.id}/report`, { reason: 'Démarchage' })).statusCode,
    ).toBe(204);
    expect((await asFab.post(`/api/messages/${m.id}/report`, { reason: '' })).statusCode).toBe(422);
    expect((await asOther.post(`/api/messages/${m.id}/report`, { reason: 'x' })).statusCode).toBe(
      404,
    );

    // The administrators see it with who reported whom; nobody else sees the list.
    expect((await asFab.get('/api/admin/message-reports')).statusCode).toBe(404);
    const admin = await actingAs(t, await buildUser(t, { type: 'ADMIN' }));
    const reports = await admin.get('/api/admin/message-reports');
    expect(reports.statusCode).toBe(200);
    expect(reports.json()[0]).toMatchObject({
      reason: 'Démarchage',
      reporter: { id: fab.id },
      message: {
        id: m.id,
        conversation_id: conversation,
        body: m.body,
        sender: { id: m.sender_id },
      },
    });
  });
});

describe('demo conversations', () => {
  it('gives pro@ two conversations, one with unread answers from fab@, and an unread notification', async () => {
    const t = await buildTestApp();
    try {
      const ctx = {
        config: t.config,
        database: t.database,
        storage: t.deps.storage,
        log: { info() {} } as unknown as Parameters<typeof seedDemoAccounts>[0]['log'],
      };
      await seedDemoAccounts(ctx);
      await seedDemoMessaging(ctx);
      await seedDemoMessaging(ctx);
      const c = await guest(t);
      await c.post('/api/login', { email: 'pro@ouvrage.test', password: DEMO_PASSWORD });
      const list = (await c.get('/api/conversations')).json();
      expect(list).toHaveLength(2);
      expect(list[0]).toMatchObject({ unread: 2, participant: { email: 'fab@ouvrage.test' } });
      expect((await c.get('/api/notifications/unread-count')).json().unread).toBe(1);
    } finally {
      await t.close();
    }
  }, 120_000);
});
