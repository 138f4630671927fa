import { languageSchema } from './languages';
import { z } from 'zod';
import { nullableText } from './text';
import { productUnitSchema } from './products';
import { pageMetaSchema } from './reference';
import { orderLineSourceSchema, takeoffSourceSchema } from './takeoff';

/**
 * Issue 20: an order from a professional to one manufacturer, its lines and its life. The states
 * and who may send which event are src/machines/order.machine.ts; these are their names.
 */
export const orderStates = [
  'draft',
  'sent',
  'in_treatment',
  'accepted',
  'refused',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export const orderStateSchema = z.enum(orderStates);
export type OrderState = z.infer<typeof orderStateSchema>;

export const orderEventTypes = [
  'SEND',
  'START_TREATMENT',
  'ACCEPT',
  'REFUSE',
  'SHIP',
  'DELIVER',
  'CANCEL',
] as const;
export type OrderEventType = (typeof orderEventTypes)[number];

/** The two parties: the ordering professional and the manufacturer. */
export const orderSides = ['pro', 'fab'] as const;
export type OrderSide = (typeof orderSides)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), 'validation.date');
const optionalDate = isoDate.nullable().optional();

export const orderLineInputSchema = z.object({
  product_id: z.uuid(),
  quantity: z.number().positive().max(10_000_000),
  note: nullableText(500),
  /** Where the quantity was measured in a model (take-off): the server checks that the file
   * belongs to the order's project and that the professional may read that version. */
  source: takeoffSourceSchema.nullable().optional(),
});
export type OrderLineInput = z.output<typeof orderLineInputSchema>;

export const createOrderBodySchema = z.object({
  /** One manufacturer per order: every product must be of the same one. */
  lines: z.array(orderLineInputSchema).min(1).max(100),
  project_id: z.uuid().nullable().optional(),
  wilaya_id: z.number().int().min(1).max(58).nullable().optional(),
  commune: nullableText(120),
  address: nullableText(500),
  wished_date: optionalDate,
  message: nullableText(5000),
  /** Kept as a draft instead of sent at once. */
  draft: z.boolean().default(false),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

/**
 * A basket: products of any manufacturers, sent as one order per manufacturer (and currency) in
 * one step, all with the same delivery, project and message.
 */
export const basketBodySchema = createOrderBodySchema.omit({ draft: true }).extend({
  lines: z.array(orderLineInputSchema).min(1).max(200),
});
export type BasketBody = z.input<typeof basketBodySchema>;

const note = nullableText(2000);
/** The machine's own events, with what each carries. */
export const orderEventBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SEND'), note }),
  z.object({ type: z.literal('START_TREATMENT'), note }),
  z.object({
    type: z.literal('ACCEPT'),
    /** The manufacturer's confirmed unit prices (minor unit), per line id. */
    lines: z
      .array(
        z.object({
          id: z.uuid(),
          unit_price_cents: z.number().int().min(0).max(1e13).nullable(),
        }),
      )
      .max(100)
      .default([]),
    lead_time_days: z.number().int().min(0).max(3650).nullable().optional(),
    delivery_date: optionalDate,
    note,
  }),
  z.object({
    type: z.literal('REFUSE'),
    reason: z.string().trim().min(1, 'validation.required').max(2000, 'validation.too_long'),
  }),
  z.object({ type: z.literal('SHIP'), note }),
  z.object({ type: z.literal('DELIVER'), note }),
  z.object({ type: z.literal('CANCEL'), reason: nullableText(2000) }),
]);
export type OrderEventBody = z.input<typeof orderEventBodySchema>;

export const orderPartySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: z.string().nullable(),
});
export type OrderParty = z.infer<typeof orderPartySchema>;

export const orderLineSchema = z.object({
  id: z.uuid(),
  product_id: z.uuid().nullable(),
  name: z.string(),
  reference: z.string(),
  unit: productUnitSchema,
  quantity: z.number(),
  /** The price the line was ordered at (catalogue) or confirmed at (accepted); null on quote. */
  unit_price_cents: z.number().int().nullable(),
  total_cents: z.number().int().nullable(),
  note: z.string().nullable(),
  /** The take-off it was measured from (no GlobalIds: see orderLineTakeoffSchema). */
  source: orderLineSourceSchema.nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderHistoryEntrySchema = z.object({
  id: z.uuid(),
  /** `CREATE` for the order's creation, else the event. */
  type: z.enum(['CREATE', ...orderEventTypes]),
  from_state: orderStateSchema.nullable(),
  to_state: orderStateSchema,
  actor: orderPartySchema.nullable(),
  side: z.enum(orderSides),
  at: z.string(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  lead_time_days: z.number().int().nullable(),
  delivery_date: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderCardSchema = z.object({
  id: z.uuid(),
  number: z.string(),
  state: orderStateSchema,
  /** The reader's side of this order. */
  side: z.enum(orderSides),
  professional: orderPartySchema,
  manufacturer: orderPartySchema,
  project: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  line_count: z.number().int(),
  first_line: z.string().nullable(),
  currency: z.string(),
  /** Null when a line has no known price. */
  total_cents: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OrderCard = z.infer<typeof orderCardSchema>;

/** POST api/orders/basket: the orders made, one per manufacturer. */
export const basketResultSchema = z.object({ orders: z.array(orderCardSchema) });
export type BasketResult = z.infer<typeof basketResultSchema>;

export const orderSchema = orderCardSchema.extend({
  lines: z.array(orderLineSchema),
  wilaya_id: z.number().int().nullable(),
  wilaya: z.string().nullable(),
  commune: z.string().nullable(),
  address: z.string().nullable(),
  wished_date: z.string().nullable(),
  message: z.string().nullable(),
  lead_time_days: z.number().int().nullable(),
  delivery_date: z.string().nullable(),
  /** Why it was refused or cancelled. */
  reason: z.string().nullable(),
  history: z.array(orderHistoryEntrySchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSorts = ['recent', 'oldest', 'number'] as const;
export const ordersQuerySchema = z.object({
  state: orderStateSchema.optional(),
  /** Number, product or the other party's name. */
  q: z.string().trim().max(100, 'validation.too_long').optional(),
  project_id: z.uuid().optional(),
  sort: z.enum(orderSorts).default('recent'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type OrdersQuery = z.input<typeof ordersQuerySchema>;

export const ordersPageSchema = z.object({
  data: z.array(orderCardSchema),
  meta: pageMetaSchema,
  /** How many of the reader's orders are in each state (whatever the state filter). */
  state_counts: z.record(orderStateSchema, z.number().int()),
});
export type OrdersPage = z.infer<typeof ordersPageSchema>;

/** GET api/orders/{id}/pdf: the document in `lang` (else the request's Accept-Language). */
export const orderPdfQuerySchema = z.object({ lang: languageSchema.optional() });
