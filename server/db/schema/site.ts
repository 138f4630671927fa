import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BillingPeriod,
  Localized,
  PlanAudience,
  PlanLimits,
  SubscriptionState,
} from '../../../src/api/contract/site';
import { users } from './users';

/**
 * A subscription plan (issue 22), for professionals or manufacturers. Prices in DZD; a plan with
 * both prices at 0 is its audience's free plan. A retired plan keeps its subscribers and leaves
 * the public list.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    audience: text('audience').$type<PlanAudience>().notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    features: jsonb('features').$type<Localized[]>().notNull().default([]),
    priceMonthly: integer('price_monthly').notNull(),
    priceYearly: integer('price_yearly').notNull(),
    limits: jsonb('limits').$type<PlanLimits>().notNull(),
    highlighted: boolean('highlighted').notNull().default(false),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('plans_code_unique').on(t.code)],
);
export type PlanRow = typeof plans.$inferSelect;

/** One question and its answer in one language, for one audience or both (`all`). */
export const faqs = pgTable(
  'faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience').$type<PlanAudience | 'all'>().notNull(),
    language: text('language').$type<'fr' | 'en' | 'ar'>().notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_language_idx').on(t.language, t.audience, t.position)],
);
export type FaqRow = typeof faqs.$inferSelect;

/** A message sent through the contact form, kept for the administrators. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    type: text('type').notNull(),
    language: text('language').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The administrators' last answer, sent by e-mail (every answer is in the audit log). */
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * A subscription request: requested, then confirmed (running from `starts_at` to `ends_at`) or
 * rejected with a reason. Payment is offline; the user may attach a proof of it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id),
    period: text('period').$type<BillingPeriod>().notNull(),
    amount: integer('amount').notNull(),
    state: text('state').$type<SubscriptionState>().notNull().default('requested'),
    reason: text('reason'),
    proofKey: text('proof_key'),
    proofName: text('proof_name'),
    proofSize: integer('proof_size'),
    proofContentType: text('proof_content_type'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** When the renewal reminders went out (7 days and 1 day before `ends_at`), each once. */
    reminded7At: timestamp('reminded_7_at', { withTimezone: true }),
    reminded1At: timestamp('reminded_1_at', { withTimezone: true }),
    /** The invoice's number (`2026-0001`, per year), given when it is first issued. */
    invoiceNumber: text('invoice_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    index('subscriptions_state_idx').on(t.state),
    uniqueIndex('subscriptions_invoice_number_unique').on(t.invoiceNumber),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Every change of a request's state: who, when, what (the audit trail the user and admins see). */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    state: text('state').$type<SubscriptionState>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_events_sub_idx').on(t.subscriptionId)],
);
