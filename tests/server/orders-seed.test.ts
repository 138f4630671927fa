import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/modules/catalogue/catalogue.seed';
import { seedDemoAccounts } from '../../server/modules/identity/demo.seed';
import { seedDemoOrders } from '../../server/modules/orders/orders.seed';
import { seedDemoProjects } from '../../server/modules/projects/demo.seed';
import { usersRepository } from '../../server/modules/identity/users.repository';
import type { Conversation } from '../../src/api/contract/messaging';
import type { Order, OrdersPage } from '../../src/api/contract/orders';
import { actingAs } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('demo orders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const log = { info() {}, warn() {} } as unknown as Parameters<typeof seedDemoOrders>[0]['log'];
    const ctx = { config: t.config, database: t.database, storage: t.deps.storage, log };
    await seedDemoAccounts(ctx);
    await seedDemoProjects(ctx);
    await seedDemoCatalogue(ctx);
    await seedDemoOrders(ctx);
    await seedDemoOrders(ctx); // idempotent
  }, 120_000);
  afterAll(() => t.close());

  it('gives pro@ and fab@ orders in every state, with their histories', async () => {
    const users = usersRepository(t.database.db);
    const pro = await actingAs(t, (await users.findByEmail('pro@ouvrage.test'))!, 'en');
    const fab = await actingAs(t, (await users.findByEmail('fab@ouvrage.test'))!, 'en');
    const mine = (await pro.get('/api/orders')).json() as OrdersPage;
    expect(mine.meta.total).toBe(8);
    expect(Object.values(mine.state_counts).every((n) => n === 1)).toBe(true);
    const received = (await fab.get('/api/orders')).json() as OrdersPage;
    expect(received.meta.total).toBe(7); // not the draft
    const delivered = (await pro.get('/api/orders?state=delivered')).json() as OrdersPage;
    const order = (await fab.get(`/api/orders/${delivered.data[0]!.id}`)).json() as Order;
    expect(order.history.map((h) => h.type)).toEqual([
      'CREATE',
      'SEND',
      'START_TREATMENT',
      'ACCEPT',
      'SHIP',
      'DELIVER',
    ]);
    expect(order.total_cents).toBeGreaterThan(0);
    expect(order.project).not.toBeNull();
    const times = order.history.map((h) => Date.parse(h.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    // Two orders have a few messages in their conversation, the same for both parties.
    const talks = (await fab.get('/api/conversations')).json() as Conversation[];
    expect(talks.filter((c) => c.order)).toHaveLength(2);
    const shipped = (await pro.get('/api/orders?state=shipped')).json() as OrdersPage;
    const opened = await pro.post(`/api/orders/${shipped.data[0]!.id}/conversation`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().order.number).toBe(shipped.data[0]!.number);
    const said = (await fab.get(`/api/conversations/${opened.json().id}/messages`)).json();
    expect(said.data).toHaveLength(3);

    // The accepted order was measured in « Résidence Les Oliviers »'s model (take-off).
    const accepted = (await pro.get('/api/orders?state=accepted')).json() as OrdersPage;
    const measured = (await fab.get(`/api/orders/${accepted.data[0]!.id}`)).json() as Order;
    expect(measured.lines.map((l) => l.source?.quantity_kind)).toEqual(['volume', 'area']);
    // Room walls: (6 + 6 + 4.1 + 4.1) m × 0.2 m × 3 m = 12.12 m³, + 5 % → 12.73 m³ ordered.
    expect(measured.lines[0]).toMatchObject({ unit: 'm3', quantity: 12.73 });
    expect(measured.lines[0]!.source).toMatchObject({ measured: 12.12, element_count: 4 });
    // Office walls: (4 + 4.1 + 4) m × 3 m = 36.3 m², + 10 % → 39.93 m².
    expect(measured.lines[1]).toMatchObject({ unit: 'm2', quantity: 39.93 });
    const takeoff = await pro.get(
      `/api/orders/${measured.id}/lines/${measured.lines[0]!.id}/takeoff`,
    );
    expect(takeoff.json().global_ids).toHaveLength(4);
  });
});
