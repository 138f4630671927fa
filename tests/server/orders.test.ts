import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import {
  basketResultSchema,
  orderStates,
  type Order,
  type OrderEventBody,
  type OrderSide,
  type OrderState,
} from '../../src/api/contract/orders';
import type { Product } from '../../src/api/contract/products';
import {
  allowedOrderEvents,
  everyOrderEvent,
  orderMachine,
  type OrderMachineEvent,
} from '../../src/machines/order.machine';
import { createProduct } from '../support/catalogue';
import { actingAs, buildUser, guest } from '../support/factories';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

/** What each event carries when a test sends it (a reason where one may be needed). */
const bodyOf = (type: OrderMachineEvent['type']): OrderEventBody => {
  switch (type) {
    case 'ACCEPT':
      return { type, lines: [], lead_time_days: 12, delivery_date: '2026-12-20' };
    case 'REFUSE':
      return { type, reason: 'Rupture de stock' };
    case 'CANCEL':
      return { type, reason: 'Projet reporté' };
    default:
      return { type };
  }
};

describe('orders (issue 20)', () => {
  let t: TestApp;
  let fab: TestClient;
  let otherFab: TestClient;
  let pro: TestClient;
  let otherPro: TestClient;
  let anon: TestClient;
  let priced: Product;
  let onQuote: Product;
  let draftProduct: Product;
  let foreign: Product;
  const sides: Record<OrderSide, () => TestClient> = { pro: () => pro, fab: () => fab };

  beforeAll(async () => {
    t = await buildTestApp();
    const maker = await buildUser(t, { type: 'MANUFACTURER', firstName: 'Fab', lastName: 'One' });
    fab = await actingAs(t, maker, 'en');
    otherFab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }), 'en');
    pro = await actingAs(t, await buildUser(t, { firstName: 'Pro', lastName: 'One' }), 'en');
    otherPro = await actingAs(t, await buildUser(t), 'en');
    anon = await guest(t, 'en');
    priced = await createProduct(fab, {
      name_fr: 'Bloc béton creux 20',
      name_en: 'Hollow concrete block 20',
      unit: 'piece',
      price_cents: 12_050,
      status: 'published',
    });
    onQuote = await createProduct(fab, {
      name_fr: 'Poutre sur mesure',
      unit: 'm',
      on_quote: true,
      status: 'published',
    });
    draftProduct = await createProduct(fab, { name_fr: 'Pas encore publié' });
    foreign = await createProduct(otherFab, { name_fr: 'Autre fabricant', status: 'published' });
  });
  afterAll(() => t.close());

  async function place(body: Record<string, unknown> = {}): Promise<Order> {
    const res = await pro.post('/api/orders', {
      lines: [{ product_id: priced.id, quantity: 100 }],
      wilaya_id: 16,
      commune: 'Bab Ezzouar',
      address: '12 rue des Frères',
      wished_date: '2026-12-15',
      message: 'Livraison le matin',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Order;
  }

  it('places an order: sent at once, numbered, priced from the catalogue, with its history', async () => {
    const o = await place({
      lines: [
        { product_id: priced.id, quantity: 100, note: 'Palette filmée' },
        { product_id: priced.id, quantity: 2.5 },
      ],
    });
    expect(o).toMatchObject({
      state: 'sent',
      side: 'pro',
      currency: 'DZD',
      wilaya_id: 16,
      commune: 'Bab Ezzouar',
      wished_date: '2026-12-15',
      professional: { name: 'Pro One', company: 'Test SARL' },
      manufacturer: { name: 'Fab One' },
      line_count: 2,
      first_line: 'Hollow concrete block 20',
    });
    expect(o.number).toMatch(/^TES-\d{4}-\d{5}$/);
    expect(o.lines.map((l) => [l.quantity, l.unit, l.unit_price_cents, l.total_cents])).toEqual([
      [100, 'piece', 12_050, 1_205_000],
      [2.5, 'piece', 12_050, 30_125],
    ]);
    expect(o.total_cents).toBe(1_235_125);
    expect(o.history.map((h) => [h.type, h.from_state, h.to_state, h.side])).toEqual([
      ['CREATE', null, 'draft', 'pro'],
      ['SEND', 'draft', 'sent', 'pro'],
    ]);
    const seen = await fab.get(`/api/orders/${o.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ id: o.id, side: 'fab', state: 'sent' });
  });

  it('has no total while a line is on quote, until the manufacturer confirms its price', async () => {
    const o = await place({
      lines: [
        { product_id: priced.id, quantity: 10 },
        { product_id: onQuote.id, quantity: 12.5 },
      ],
    });
    expect(o.lines[1]!.unit_price_cents).toBeNull();
    expect(o.total_cents).toBeNull();
    const res = await fab.post(`/api/orders/${o.id}/events`, {
      type: 'ACCEPT',
      lines: [{ id: o.lines[1]!.id, unit_price_cents: 80_000 }],
      lead_time_days: 10,
      delivery_date: '2026-12-30',
      note: 'Prix confirmé',
    });
    expect(res.statusCode, res.body).toBe(200);
    const accepted = res.json() as Order;
    expect(accepted).toMatchObject({
      state: 'accepted',
      lead_time_days: 10,
      delivery_date: '2026-12-30',
      total_cents: 120_500 + 1_000_000,
    });
    expect(accepted.history.at(-1)).toMatchObject({
      type: 'ACCEPT',
      from_state: 'sent',
      to_state: 'accepted',
      side: 'fab',
      actor: { name: 'Fab One' },
      lead_time_days: 10,
      note: 'Prix confirmé',
    });
  });

  it('keeps a draft for the professional alone until it is sent', async () => {
    const o = await place({ draft: true });
    expect(o.state).toBe('draft');
    expect((await fab.get(`/api/orders/${o.id}`)).statusCode).toBe(404);
    const fabList = (await fab.get('/api/orders?per_page=100')).json();
    expect(fabList.data.map((c: { id: string }) => c.id)).not.toContain(o.id);
    const sent = await pro.post(`/api/orders/${o.id}/events`, { type: 'SEND' });
    expect(sent.json().state).toBe('sent');
    expect((await fab.get(`/api/orders/${o.id}`)).statusCode).toBe(200);
  });

  it('refuses what cannot be ordered: other manufacturers mixed in, unpublished products, a project not mine', async () => {
    const two = await pro.post('/api/orders', {
      lines: [
        { product_id: priced.id, quantity: 1 },
        { product_id: foreign.id, quantity: 1 },
      ],
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.lines[0]).toMatch(/one manufacturer/);
    const unpublished = await pro.post('/api/orders', {
      lines: [{ product_id: draftProduct.id, quantity: 1 }],
    });
    expect(unpublished.statusCode).toBe(422);
    expect(unpublished.json().errors['lines.0.product_id'][0]).toBe(
      'This product cannot be ordered.',
    );
    const project = await otherPro.post('/api/projects', { name: 'Chantier B' });
    expect(project.statusCode, project.body).toBe(201);
    const notMine = await pro.post('/api/orders', {
      lines: [{ product_id: priced.id, quantity: 1 }],
      project_id: project.json().id,
    });
    expect(notMine.statusCode).toBe(422);
    expect(notMine.json().errors).toHaveProperty('project_id');
    const mine = await pro.post('/api/projects', { name: 'Chantier A' });
    const o = await place({ project_id: mine.json().id });
    expect(o.project).toEqual({ id: mine.json().id, name: 'Chantier A' });
    const bad = await pro.post('/api/orders', { lines: [{ product_id: priced.id, quantity: 0 }] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['lines.0.quantity']).toBeDefined();
    // Manufacturers do not place orders.
    expect(
      (await fab.post('/api/orders', { lines: [{ product_id: priced.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(403);
  });

  it('shows an order to its two parties only: 404 for another professional or manufacturer, 401 for a guest', async () => {
    const o = await place();
    for (const stranger of [otherPro, otherFab]) {
      expect((await stranger.get(`/api/orders/${o.id}`)).statusCode).toBe(404);
      for (const e of everyOrderEvent)
        expect(
          (await stranger.post(`/api/orders/${o.id}/events`, bodyOf(e.type))).statusCode,
          e.type,
        ).toBe(404);
      const list = (await stranger.get('/api/orders')).json();
      expect(list.data.map((c: { id: string }) => c.id)).not.toContain(o.id);
    }
    expect((await anon.get(`/api/orders/${o.id}`)).statusCode).toBe(401);
    expect((await anon.get('/api/orders')).statusCode).toBe(401);
    expect((await anon.post(`/api/orders/${o.id}/events`, { type: 'CANCEL' })).statusCode).toBe(
      401,
    );
    expect((await anon.post('/api/orders', { lines: [] })).statusCode).toBe(401);
    expect((await pro.get('/api/orders/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
  });

  it('gives both parties the order as a PDF in their language, Arabic too; nobody else', async () => {
    const o = await place({ message: 'Livraison le matin, باب المخزن' });
    for (const [client, lng, title] of [
      [pro, 'en', 'Purchase order'],
      [fab, 'fr', 'Bon de commande'],
      [pro, 'ar', null],
    ] as const) {
      const res = await client.get(`/api/orders/${o.id}/pdf?lang=${lng}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${o.number}.pdf`);
      const pdf = res.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toContain(`/Lang (${lng})`);
      if (title) expect(pdf).toContain(`(${title} ${o.number})`);
    }
    // Without `lang`, the request's language (the test clients speak English).
    expect((await pro.get(`/api/orders/${o.id}/pdf`)).rawPayload.toString('latin1')).toContain(
      `(Purchase order ${o.number})`,
    );
    for (const stranger of [otherPro, otherFab])
      expect((await stranger.get(`/api/orders/${o.id}/pdf`)).statusCode).toBe(404);
    expect((await anon.get(`/api/orders/${o.id}/pdf`)).statusCode).toBe(401);
    expect((await pro.get(`/api/orders/${o.id}/pdf?lang=de`)).statusCode).toBe(422);
  });

  it('sends a basket as one order per manufacturer in one step, or nothing at all', async () => {
    const count = async () => (await pro.get('/api/orders?per_page=100')).json().meta.total;
    const before = await count();
    const res = await pro.post('/api/orders/basket', {
      lines: [
        { product_id: priced.id, quantity: 10 },
        { product_id: foreign.id, quantity: 3, note: 'Coloris gris' },
        { product_id: onQuote.id, quantity: 2 },
      ],
      wilaya_id: 31,
      commune: 'Oran',
      address: '3 boulevard de la Soummam',
      message: 'Un seul chantier',
    });
    expect(res.statusCode, res.body).toBe(201);
    const made = basketResultSchema.parse(res.json()).orders;
    expect(made.map((o) => [o.manufacturer.name, o.line_count, o.state])).toEqual([
      ['Fab One', 2, 'sent'],
      [expect.any(String), 1, 'sent'],
    ]);
    expect(made[1]!.manufacturer.id).not.toBe(made[0]!.manufacturer.id);
    // Each manufacturer sees its own, with the basket's delivery; the on-quote line has no total.
    const mine = (await fab.get(`/api/orders/${made[0]!.id}`)).json() as Order;
    expect(mine).toMatchObject({ commune: 'Oran', message: 'Un seul chantier', total_cents: null });
    expect(mine.lines.map((l) => l.quantity)).toEqual([10, 2]);
    expect((await fab.get(`/api/orders/${made[1]!.id}`)).statusCode).toBe(404);
    const theirs = (await otherFab.get(`/api/orders/${made[1]!.id}`)).json() as Order;
    expect(theirs.lines).toMatchObject([{ quantity: 3, note: 'Coloris gris' }]);
    expect(await count()).toBe(before + 2);

    // One line that cannot be ordered: 422 on that line, and no order is written.
    const refused = await pro.post('/api/orders/basket', {
      lines: [
        { product_id: priced.id, quantity: 1 },
        { product_id: draftProduct.id, quantity: 1 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty(['lines.1.product_id']);
    expect(await count()).toBe(before + 2);
    expect(
      (await fab.post('/api/orders/basket', { lines: [{ product_id: priced.id, quantity: 1 }] }))
        .statusCode,
    ).toBe(403);
  });

  it('lists each side its orders with state counts, search, filters and pages', async () => {
    const o = await place();
    await fab.post(`/api/orders/${o.id}/events`, { type: 'START_TREATMENT' });
    for (const [client, side] of [
      [pro, 'pro'],
      [fab, 'fab'],
    ] as const) {
      const all = (await client.get('/api/orders?per_page=100')).json();
      expect(all.data.length).toBe(all.meta.total);
      expect(all.data.every((c: { side: string }) => c.side === side)).toBe(true);
      const counted = Object.values(all.state_counts as Record<string, number>).reduce(
        (a, b) => a + b,
        0,
      );
      expect(counted).toBe(all.meta.total);
      const inTreatment = (await client.get('/api/orders?state=in_treatment')).json();
      expect(inTreatment.data.map((c: { id: string }) => c.id)).toContain(o.id);
      expect(inTreatment.data.every((c: { state: string }) => c.state === 'in_treatment')).toBe(
        true,
      );
      expect(inTreatment.state_counts).toEqual(all.state_counts);
      const byNumber = (await client.get(`/api/orders?q=${o.number}`)).json();
      expect(byNumber.data.map((c: { id: string }) => c.id)).toEqual([o.id]);
      const page = (await client.get('/api/orders?per_page=1&page=2')).json();
      expect(page.data).toHaveLength(1);
      expect(page.meta).toMatchObject({ current_page: 2, per_page: 1 });
    }
    const byProduct = (await fab.get('/api/orders?q=creux')).json();
    expect(byProduct.meta.total).toBeGreaterThan(0);
    const byCustomer = (await fab.get('/api/orders?q=pro%20one')).json();
    expect(byCustomer.meta.total).toBe((await fab.get('/api/orders')).json().meta.total);
  });

  describe('every path of the order machine, through the API (model-based)', () => {
    const model = createTestModel(orderMachine, {
      events: (snapshot) => everyOrderEvent.filter((e) => snapshot.can(e)),
    });
    const checked = new Set<OrderState>();
    for (const path of model.getSimplePaths()) {
      it(path.description, async () => {
        let order = await place({ draft: true });
        const check = async (state: OrderState) => {
          expect(order.state).toBe(state);
          if (checked.has(state)) return;
          checked.add(state);
          // Every event the state does not take from a side: 409, said in words, nothing written.
          for (const { type, side } of everyOrderEvent) {
            if (allowedOrderEvents(state, side).includes(type)) continue;
            const res = await sides[side]().post(`/api/orders/${order.id}/events`, bodyOf(type));
            // A draft is the professional's own: the manufacturer does not see it yet.
            if (state === 'draft' && side === 'fab') {
              expect(res.statusCode, `${side} ${type} in ${state}`).toBe(404);
              continue;
            }
            expect(res.statusCode, `${side} ${type} in ${state}`).toBe(409);
            expect(res.json().message).toMatch(/^This order.*: it is /);
          }
          const again = (await pro.get(`/api/orders/${order.id}`)).json() as Order;
          expect(again.state).toBe(state);
          expect(again.history).toHaveLength(order.history.length);
        };
        await path.test({
          states: Object.fromEntries(orderStates.map((s) => [s, () => check(s)])),
          events: Object.fromEntries(
            everyOrderEvent.map((e) => [
              e.type,
              async (step: { event: { type: string } }) => {
                const { type, side } = step.event as OrderMachineEvent;
                const res = await sides[side]().post(
                  `/api/orders/${order.id}/events`,
                  bodyOf(type),
                );
                expect(res.statusCode, `${side} ${type} from ${order.state}: ${res.body}`).toBe(
                  200,
                );
                const next = res.json() as Order;
                expect(next.history.at(-1)).toMatchObject({ type, side, from_state: order.state });
                order = next;
              },
            ]),
          ),
        });
      });
    }
  });

  it('says why in the reader language, and wants a reason when the manufacturer cancels or refuses', async () => {
    const o = await place();
    const noReason = await fab.post(`/api/orders/${o.id}/events`, { type: 'CANCEL' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty('reason');
    const refuseEmpty = await fab.post(`/api/orders/${o.id}/events`, {
      type: 'REFUSE',
      reason: ' ',
    });
    expect(refuseEmpty.statusCode).toBe(422);
    await fab.post(`/api/orders/${o.id}/events`, { type: 'REFUSE', reason: 'Rupture de stock' });
    fab.lang = 'fr';
    const fr = await fab.post(`/api/orders/${o.id}/events`, bodyOf('ACCEPT'));
    expect(fr.statusCode).toBe(409);
    expect(fr.json().message).toBe('Cette commande ne peut pas être acceptée : elle est refusée.');
    fab.lang = 'ar';
    const ar = await fab.post(`/api/orders/${o.id}/events`, bodyOf('SHIP'));
    expect(ar.json().message).toBe('لا يمكن شحن هذا الطلب: إنه مرفوضة.');
    fab.lang = 'en';
    expect((await pro.get(`/api/orders/${o.id}`)).json().reason).toBe('Rupture de stock');
  });

  it('tells the other party of each step by a notification, in their language, linked to the order', async () => {
    const o = await place();
    const received = (await fab.get('/api/notifications')).json();
    const told = received.data.find(
      (n: { type: string; link: string }) => n.type === 'order_step' && n.link.includes(o.id),
    );
    expect(told).toMatchObject({
      link: `/fab/orders/${o.id}/order`,
      data: { order: o.number, step: 'envoyée' },
    });
    await fab.post(`/api/orders/${o.id}/events`, bodyOf('ACCEPT'));
    const back = (await pro.get('/api/notifications')).json();
    expect(
      back.data.find((n: { link: string }) => n.link === `/pro/orders/${o.id}/order`),
    ).toMatchObject({ data: { order: o.number, step: 'acceptée' } });
  });

  it('lets one of two concurrent steps win; the other gets 409 and nothing half-written', async () => {
    const o = await place();
    const [a, b] = await Promise.all([
      fab.post(`/api/orders/${o.id}/events`, bodyOf('ACCEPT')),
      pro.post(`/api/orders/${o.id}/events`, bodyOf('CANCEL')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = (await pro.get(`/api/orders/${o.id}`)).json() as Order;
    expect(after.history).toHaveLength(3);
    expect(after.state).toBe(a.statusCode === 200 ? 'accepted' : 'cancelled');
    if (a.statusCode !== 200) expect(after.lead_time_days).toBeNull();
  });

  it('numbers orders per manufacturer without gaps or repeats, even placed at once', async () => {
    const before = (await fab.get('/api/orders?per_page=1&sort=number')).json();
    const last = Number(before.data[0].number.slice(-5));
    const made = await Promise.all(Array.from({ length: 6 }, () => place()));
    const numbers = made.map((o) => Number(o.number.slice(-5))).sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((i) => last + i));
    // Another manufacturer counts on its own (from 1, or from its last order).
    const theirs = (await otherFab.get('/api/orders?per_page=1&sort=number')).json().data;
    const lastOther = theirs.length ? Number(theirs[0].number.slice(-5)) : 0;
    const other = await pro.post('/api/orders', {
      lines: [{ product_id: foreign.id, quantity: 1 }],
    });
    expect(Number(other.json().number.slice(-5))).toBe(lastOther + 1);
  });
});
