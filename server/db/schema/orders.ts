import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderEventType, OrderSide, OrderState } from '../../../src/api/contract/orders';
import type { ProductUnit } from '../../../src/api/contract/products';
import type { TakeoffGroup, TakeoffQuantityKind } from '../../../src/api/contract/takeoff';
import { products } from './catalogue';
import { projects } from './projects';
import { wilayas } from './reference';
import { users } from './users';

/**
 * An order (issue 20): one professional to one manufacturer, numbered per manufacturer and year
 * (`order_counters`). `state` only changes through src/machines/order.machine.ts, with a row in
 * `order_events` in the same transaction.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    state: text('state').$type<OrderState>().notNull(),
    currency: text('currency').notNull().default('DZD'),
    wilayaId: integer('wilaya_id').references(() => wilayas.id),
    commune: text('commune'),
    address: text('address'),
    wishedDate: date('wished_date', { mode: 'string' }),
    message: text('message'),
    /** The manufacturer's answer when accepting. */
    leadTimeDays: integer('lead_time_days'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    /** Why it was refused or cancelled. */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_manufacturer_number_unique').on(t.manufacturerId, t.number),
    index('orders_professional_idx').on(t.professionalId, t.updatedAt),
    index('orders_manufacturer_idx').on(t.manufacturerId, t.updatedAt),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** A line: the product as it was when ordered (names, reference, unit), its quantity and price. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    nameFr: text('name_fr'),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    reference: text('reference').notNull(),
    unit: text('unit').$type<ProductUnit>().notNull(),
    quantity: doublePrecision('quantity').notNull(),
    /** Minor unit; the catalogue's price when ordered, the confirmed one once accepted. */
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }),
    note: text('note'),
    /**
     * The take-off the quantity was measured from (all null for a line from the library): the
     * file (no foreign key: a deleted file is reported, not forgotten), its version number, the
     * elements' GlobalIds, the viewer's group, the kind and SI figure measured, whether it was
     * computed from geometry, and the waste added.
     */
    sourceFileId: uuid('source_file_id'),
    sourceVersion: integer('source_version'),
    sourceGlobalIds: text('source_global_ids').array(),
    sourceGroup: jsonb('source_group').$type<TakeoffGroup>(),
    sourceKind: text('source_kind').$type<TakeoffQuantityKind>(),
    sourceMeasured: doublePrecision('source_measured'),
    sourceComputed: boolean('source_computed'),
    sourceWastePercent: doublePrecision('source_waste_percent'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);
export type OrderLineRow = typeof orderLines.$inferSelect;

/**
 * The order's history: its creation and every step, who took it and what it carried.
 * `notified_at` stays null until the other party was told (e-mail now, notifications later):
 * the rows are the outbox a sender reads.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order the steps were taken in (two steps may share a timestamp). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').$type<OrderEventType | 'CREATE'>().notNull(),
    fromState: text('from_state').$type<OrderState>(),
    toState: text('to_state').$type<OrderState>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').$type<OrderSide>().notNull(),
    reason: text('reason'),
    note: text('note'),
    leadTimeDays: integer('lead_time_days'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.seq)],
);
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The last number given per manufacturer and year (FAB-2026-00042), taken by an upsert. */
export const orderCounters = pgTable(
  'order_counters',
  {
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.manufacturerId, t.year] })],
);

/** The catalogue product chosen for a take-off group, remembered per project (issue 20). */
export const takeoffMatches = pgTable(
  'takeoff_matches',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    wastePercent: doublePrecision('waste_percent').notNull().default(0),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.groupKey] })],
);
export type TakeoffMatchRow = typeof takeoffMatches.$inferSelect;
