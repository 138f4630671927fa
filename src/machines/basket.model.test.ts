import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiFailure } from '@/api/api-error';
import type { BasketBody, BasketResult, OrderCard } from '@/api/contract/orders';
import {
  basketGroups,
  basketLineKey,
  basketMachine,
  type BasketEmitted,
  type BasketItem,
} from './basket.machine';
import { coveringPaths } from './testing/covering-paths';
import { controlledActor, flush } from './testing/harness';

/**
 * What the basket does for a professional: products are added (the same one again adds to its
 * quantity), changed and removed; an empty basket or a line without a valid quantity cannot be
 * sent; sending freezes it; sent, it empties and names its orders; refused, it keeps every line.
 */
const spec = createMachine({
  id: 'basketSpec',
  initial: 'empty',
  states: {
    empty: { on: { ADD: 'filled', SEND_EMPTY: 'empty' } },
    filled: {
      on: {
        ADD_SAME: 'filled',
        ZERO_QUANTITY: 'invalid',
        REMOVE_ALL: 'empty',
        SEND: 'sending',
      },
    },
    invalid: { on: { SEND_INVALID: 'invalid', FIX_QUANTITY: 'filled' } },
    sending: { on: { EDIT_WHILE_SENDING: 'sending', ANSWER: 'sent', REFUSE: 'refused' } },
    sent: { on: { ADD: 'filled' } },
    refused: { on: { SEND: 'sending', REMOVE_ALL: 'empty' } },
  },
});

const product = (
  n: number,
  maker: string,
  price: number | null,
): Omit<BasketItem, 'quantity' | 'note'> => ({
  product_id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Produit ${n}`,
  reference: `P-${n}`,
  unit: 'piece',
  manufacturer: { id: maker, name: `Fabricant ${maker}` },
  currency: 'DZD',
  price_cents: price,
});
const delivery = { wilaya_id: 16, commune: 'Alger', address: '1 rue A', message: null };
const card = (id: string) => ({ id, number: `FAB-2026-0000${id.slice(-1)}` }) as OrderCard;

function harness() {
  const send = controlledActor<BasketResult, BasketBody>();
  const actor = createActor(basketMachine.provide({ actors: { sendBasket: send.logic } }), {
    input: {},
  });
  const sent: BasketEmitted[] = [];
  actor.on('basket.sent', (e) => sent.push(e));
  actor.start();
  return { actor, send, sent };
}

describe('basket machine (model-based)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const h = harness();
      const snap = () => h.actor.getSnapshot();
      const items = () => snap().context.items;
      let quantity = 0;
      await path.test({
        states: {
          empty: () => {
            expect(snap().value).toBe('editing');
            expect(items()).toEqual([]);
          },
          filled: () => {
            expect(snap().value).toBe('editing');
            expect(items()[0]!.quantity).toBe(quantity);
          },
          invalid: () => expect(items()[0]!.quantity).toBe(0),
          sending: () => {
            expect(snap().value).toBe('sending');
            // One request with every line; the server groups them per manufacturer.
            expect(h.send.calls.at(-1)).toMatchObject({
              ...delivery,
              lines: items().map((i) => ({ product_id: i.product_id, quantity: i.quantity })),
            });
          },
          sent: () => {
            expect(snap().value).toBe('editing');
            expect(items()).toEqual([]);
            expect(h.sent.at(-1)!.orders.map((o) => o.id)).toEqual(['o1', 'o2']);
          },
          refused: () => {
            expect(snap().value).toBe('editing');
            expect(items().length).toBeGreaterThan(0);
            expect(snap().context.error).toMatchObject({ kind: 'validation' });
          },
        },
        events: {
          ADD: () => {
            quantity = 3;
            h.actor.send({ type: 'basket.add', item: product(1, 'a', 1200), quantity: 3 });
            h.actor.send({ type: 'basket.add', item: product(2, 'b', null), quantity: 1 });
          },
          ADD_SAME: () => {
            quantity += 2;
            h.actor.send({ type: 'basket.add', item: product(1, 'a', 1200), quantity: 2 });
            expect(items()).toHaveLength(2);
          },
          ZERO_QUANTITY: () =>
            h.actor.send({
              type: 'basket.quantity',
              key: product(1, 'a', 0).product_id,
              quantity: 0,
            }),
          FIX_QUANTITY: () => {
            quantity = 7;
            h.actor.send({
              type: 'basket.quantity',
              key: product(1, 'a', 0).product_id,
              quantity: 7,
            });
          },
          REMOVE_ALL: () => {
            for (const i of items()) h.actor.send({ type: 'basket.remove', key: basketLineKey(i) });
          },
          SEND: () => h.actor.send({ type: 'basket.send', delivery }),
          SEND_EMPTY: () => {
            const calls = h.send.calls.length;
            h.actor.send({ type: 'basket.send', delivery });
            expect(h.send.calls.length).toBe(calls);
            expect(snap().value).toBe('editing');
          },
          SEND_INVALID: () => {
            const calls = h.send.calls.length;
            h.actor.send({ type: 'basket.send', delivery });
            expect(h.send.calls.length).toBe(calls);
          },
          EDIT_WHILE_SENDING: () => {
            const before = items();
            h.actor.send({ type: 'basket.add', item: product(3, 'c', 10), quantity: 1 });
            h.actor.send({ type: 'basket.clear' });
            expect(items()).toBe(before);
          },
          ANSWER: () => h.send.resolve({ orders: [card('o1'), card('o2')] }),
          REFUSE: () =>
            h.send.reject(
              new ApiFailure({
                kind: 'validation',
                status: 422,
                message: 'Ce produit ne peut pas être commandé.',
                fields: [
                  {
                    field: 'lines.1.product_id',
                    messages: ['Ce produit ne peut pas être commandé.'],
                  },
                ],
                original: null,
              }),
            ),
        },
      });
      await flush();
      h.actor.stop();
    });
  }

  it('groups lines per manufacturer and currency, with a total only when every price is known', () => {
    const items: BasketItem[] = [
      { ...product(1, 'a', 1000), quantity: 2, note: null },
      { ...product(2, 'b', null), quantity: 1, note: null },
      { ...product(3, 'a', 250), quantity: 4, note: null },
    ];
    expect(
      basketGroups(items).map((g) => [g.manufacturer.id, g.items.length, g.total_cents]),
    ).toEqual([
      ['a', 2, 3000],
      ['b', 1, null],
    ]);
  });

  it('keeps a take-off line per product, file and group; measured again, it replaces its quantity', () => {
    const actor = createActor(basketMachine, { input: {} }).start();
    const source = (key: string, measured: number) => ({
      file_id: '2f1b5b0e-6c2c-4b8e-9a39-0c1d2e3f4a5b',
      version: 1,
      global_ids: ['2O2Fr$t4X7Zf8NOew3FLOH'],
      group: { ifc_class: 'IfcWall', name: key, key: `IfcWall|${key}` },
      quantity_kind: 'area' as const,
      measured,
      computed: false,
      waste_percent: 0,
    });
    const item = product(1, 'a', 100);
    actor.send({ type: 'basket.add', item, quantity: 3 });
    actor.send({ type: 'basket.add', item: { ...item, source: source('A', 10) }, quantity: 10 });
    actor.send({ type: 'basket.add', item: { ...item, source: source('B', 5) }, quantity: 5 });
    actor.send({ type: 'basket.add', item: { ...item, source: source('A', 12) }, quantity: 12 });
    const items = actor.getSnapshot().context.items;
    expect(items.map((i) => [i.source?.group.key ?? null, i.quantity])).toEqual([
      [null, 3],
      ['IfcWall|A', 12],
      ['IfcWall|B', 5],
    ]);
    actor.send({ type: 'basket.remove', key: basketLineKey(items[1]!) });
    expect(actor.getSnapshot().context.items).toHaveLength(2);
    actor.stop();
  });
});
