import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, notifications } from '../../server/db/schema/messaging';
import type { UserRow } from '../../server/db/schema/users';
import type { Conversation } from '../../src/api/contract/messaging';
import type { Order } from '../../src/api/contract/orders';
import type { Product } from '../../src/api/contract/products';
import { createProduct } from '../support/catalogue';
import { actingAs, buildUser, guest } from '../support/factories';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

describe("an order's conversation (issues 20 and 21)", () => {
  let t: TestApp;
  let proUser: UserRow;
  let fabUser: UserRow;
  let pro: TestClient;
  let fab: TestClient;
  let otherFab: TestClient;
  let otherPro: TestClient;
  let anon: TestClient;
  let product: Product;
  let order: Order;
  let conversation: Conversation;

  const place = async (draft = false): Promise<Order> => {
    const res = await pro.post('/api/orders', {
      lines: [{ product_id: product.id, quantity: 10 }],
      draft,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Order;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    proUser = await buildUser(t, { firstName: 'Amina', lastName: 'Pro' });
    fabUser = await buildUser(t, { type: 'MANUFACTURER', firstName: 'Farid', lastName: 'Fab' });
    pro = await actingAs(t, proUser, 'en');
    fab = await actingAs(t, fabUser, 'en');
    otherFab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }), 'en');
    otherPro = await actingAs(t, await buildUser(t), 'en');
    anon = await guest(t, 'en');
    product = await createProduct(fab, {
      name_fr: 'Bloc béton',
      unit: 'piece',
      price_cents: 9_000,
      status: 'published',
    });
    order = await place();
  });
  afterAll(() => t.close());

  it('is opened once per order, even by concurrent opens of both parties', async () => {
    const opens = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? fab : pro).post(`/api/orders/${order.id}/conversation`),
      ),
    );
    expect(opens.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const ids = new Set(opens.map((r) => (r.json() as Conversation).id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.orderId, order.id));
    expect(rows).toHaveLength(1);
    conversation = opens[0]!.json() as Conversation;
    expect(conversation.order).toEqual({ id: order.id, number: order.number });
    expect((opens[1]!.json() as Conversation).participant.id).toBe(proUser.id);
    expect(conversation.participant.id).toBe(fabUser.id);
  });

  it('is apart from the direct conversation of the same two people and from other orders', async () => {
    const direct = await pro.post('/api/conversations', { participantId: fabUser.id });
    expect(direct.statusCode).toBe(201);
    expect(direct.json().id).not.toBe(conversation.id);
    expect(direct.json().order).toBeNull();
    const again = await fab.post('/api/conversations', { participantId: proUser.id });
    expect(again.json().id).toBe(direct.json().id);
    const second = await place();
    const other = await pro.post(`/api/orders/${second.id}/conversation`);
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(conversation.id);
  });

  it('carries messages between the parties, listed with the order and notified with its link', async () => {
    const sent = await pro.post(`/api/conversations/${conversation.id}/messages`, {
      body: 'Livraison possible le matin ?',
    });
    expect(sent.statusCode).toBe(201);
    const list = (await fab.get('/api/conversations')).json() as Conversation[];
    expect(list.find((c) => c.id === conversation.id)).toMatchObject({
      unread: 1,
      order: { id: order.id, number: order.number },
    });
    const page = (await fab.get(`/api/conversations/${conversation.id}/messages`)).json();
    expect(page.data.map((m: { body: string }) => m.body)).toEqual([
      'Livraison possible le matin ?',
    ]);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fabUser.id), eq(notifications.type, 'message_received')));
    expect(note).toMatchObject({
      type: 'message_received',
      link: `/fab/orders/${order.id}/order`,
    });
  });

  it('is nobody else’s: another manufacturer or professional gets 404, a guest 401', async () => {
    for (const outsider of [otherFab, otherPro]) {
      expect((await outsider.post(`/api/orders/${order.id}/conversation`)).statusCode).toBe(404);
      expect((await outsider.get(`/api/conversations/${conversation.id}`)).statusCode).toBe(404);
      expect(
        (await outsider.get(`/api/conversations/${conversation.id}/messages`)).statusCode,
      ).toBe(404);
      expect(
        (await outsider.post(`/api/conversations/${conversation.id}/messages`, { body: 'x' }))
          .statusCode,
      ).toBe(404);
      const theirs = (await outsider.get('/api/conversations')).json() as Conversation[];
      expect(theirs.some((c) => c.id === conversation.id)).toBe(false);
    }
    expect((await anon.post(`/api/orders/${order.id}/conversation`)).statusCode).toBe(401);
    expect((await anon.get(`/api/conversations/${conversation.id}/messages`)).statusCode).toBe(401);
    expect(
      (await pro.post('/api/orders/00000000-0000-4000-8000-000000000000/conversation')).statusCode,
    ).toBe(404);
  });

  it('waits for a draft to be sent: the manufacturer does not see it (404), its author gets 409', async () => {
    const draft = await place(true);
    expect((await fab.post(`/api/orders/${draft.id}/conversation`)).statusCode).toBe(404);
    expect((await pro.post(`/api/orders/${draft.id}/conversation`)).statusCode).toBe(409);
  });
});
