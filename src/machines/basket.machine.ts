import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '@/api/api-error';
import type { BasketBody, BasketResult, OrderCard } from '@/api/contract/orders';
import { z } from 'zod';
import { productUnitSchema } from '@/api/contract/products';
import { takeoffSourceSchema } from '@/api/contract/takeoff';
import { apiErrorOf } from './api-error-of';

/**
 * A product in the basket, with what the basket page shows without asking the server; the
 * schema checks a basket read back from the browser's storage.
 */
export const basketItemSchema = z.object({
  product_id: z.uuid(),
  name: z.string(),
  reference: z.string(),
  unit: productUnitSchema,
  manufacturer: z.object({ id: z.uuid(), name: z.string() }),
  currency: z.string(),
  /** Null on quote. */
  price_cents: z.number().int().nullable(),
  quantity: z.number(),
  note: z.string().nullable(),
  /** Measured in a model (the viewer's take-off); a basket kept before take-offs has none. */
  source: takeoffSourceSchema.nullable().optional(),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

/**
 * A basket line's identity: the product alone for a line from the library; the product, file
 * and group for a take-off line, so the same product measured for two groups stays two lines.
 */
export const basketLineKey = (i: Pick<BasketItem, 'product_id' | 'source'>) =>
  i.source ? `${i.product_id}|${i.source.file_id}|${i.source.group.key}` : i.product_id;

/** Everything a basket's orders share. */
export type BasketDelivery = Omit<BasketBody, 'lines'>;

export type BasketEvent =
  /**
   * Adds a product, or adds to its quantity when it is already there; a take-off line (with a
   * `source`) measured again for the same product, file and group replaces the line's quantity
   * and source instead (the new measure supersedes the old one).
   */
  | { type: 'basket.add'; item: Omit<BasketItem, 'quantity' | 'note'>; quantity: number }
  /** `key` is basketLineKey(item). */
  | { type: 'basket.quantity'; key: string; quantity: number }
  | { type: 'basket.note'; key: string; note: string }
  | { type: 'basket.remove'; key: string }
  | { type: 'basket.clear' }
  | { type: 'basket.send'; delivery: BasketDelivery };

export type BasketEmitted = { type: 'basket.sent'; orders: OrderCard[] };

type Context = {
  items: BasketItem[];
  /** Why the last send failed (a 422 names the line: `lines.{i}.product_id`). */
  error: ApiError | null;
};

/** The basket's lines per manufacturer and currency, as its orders will be; totals when known. */
export function basketGroups(items: BasketItem[]) {
  const groups = new Map<
    string,
    { manufacturer: BasketItem['manufacturer']; currency: string; items: BasketItem[] }
  >();
  for (const item of items) {
    const key = `${item.manufacturer.id}:${item.currency}`;
    const group = groups.get(key) ?? {
      manufacturer: item.manufacturer,
      currency: item.currency,
      items: [],
    };
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({
    ...g,
    total_cents: g.items.every((i) => i.price_cents != null)
      ? g.items.reduce((sum, i) => sum + Math.round(i.quantity * i.price_cents!), 0)
      : null,
  }));
}

const validQuantity = (q: number) => Number.isFinite(q) && q > 0 && q <= 10_000_000;

/**
 * A professional's basket (issue 20): products of any manufacturers gathered from the library
 * (and, later, the model's take-off), edited, then sent as one order per manufacturer in one
 * step. While sending, the basket is frozen; sent, it empties and says which orders it made;
 * refused, it keeps every line and the reason.
 */
export const basketMachine = setup({
  types: {
    context: {} as Context,
    events: {} as BasketEvent,
    input: {} as { items?: BasketItem[] },
    emitted: {} as BasketEmitted,
  },
  actors: {
    sendBasket: fromPromise<BasketResult, BasketBody>(() => {
      throw new Error('sendBasket is provided by the app');
    }),
  },
  guards: {
    canSend: ({ context }) =>
      context.items.length > 0 && context.items.every((i) => validQuantity(i.quantity)),
  },
  actions: {
    add: assign(
      ({ context }, p: { item: Omit<BasketItem, 'quantity' | 'note'>; quantity: number }) => {
        if (!validQuantity(p.quantity)) return {};
        const key = basketLineKey(p.item);
        const there = context.items.find((i) => basketLineKey(i) === key);
        const quantity = (i: BasketItem) => (p.item.source ? p.quantity : i.quantity + p.quantity);
        return {
          error: null,
          items: there
            ? context.items.map((i) =>
                i === there ? { ...i, ...p.item, quantity: quantity(i) } : i,
              )
            : [...context.items, { ...p.item, quantity: p.quantity, note: null }],
        };
      },
    ),
    setQuantity: assign(({ context }, p: { key: string; quantity: number }) => ({
      error: null,
      items: context.items.map((i) =>
        basketLineKey(i) === p.key ? { ...i, quantity: p.quantity } : i,
      ),
    })),
    setNote: assign(({ context }, p: { key: string; note: string }) => ({
      items: context.items.map((i) =>
        basketLineKey(i) === p.key ? { ...i, note: p.note.trim() ? p.note : null } : i,
      ),
    })),
    remove: assign(({ context }, p: { key: string }) => ({
      error: null,
      items: context.items.filter((i) => basketLineKey(i) !== p.key),
    })),
    clear: assign({ items: [], error: null }),
  },
}).createMachine({
  id: 'basket',
  context: ({ input }) => ({ items: input.items ?? [], error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'basket.add': { actions: { type: 'add', params: ({ event }) => event } },
        'basket.quantity': { actions: { type: 'setQuantity', params: ({ event }) => event } },
        'basket.note': { actions: { type: 'setNote', params: ({ event }) => event } },
        'basket.remove': { actions: { type: 'remove', params: ({ event }) => event } },
        'basket.clear': { actions: 'clear' },
        'basket.send': { guard: 'canSend', target: 'sending' },
      },
    },
    sending: {
      invoke: {
        src: 'sendBasket',
        input: ({ context, event }) => ({
          ...(event as Extract<BasketEvent, { type: 'basket.send' }>).delivery,
          lines: context.items.map((i) => ({
            product_id: i.product_id,
            quantity: i.quantity,
            note: i.note,
            ...(i.source ? { source: i.source } : {}),
          })),
        }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ items: [], error: null }),
            emit(({ event }) => ({ type: 'basket.sent' as const, orders: event.output.orders })),
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => apiErrorOf(event.error) }),
        },
      },
    },
  },
});
