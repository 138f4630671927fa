import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
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
import type { FileFormat } from '../../../src/api/contract/files';
import { orders } from './orders';
import { users } from './users';

/**
 * A conversation between two users, stored once per pair: `user_low` is the smaller id, so the
 * unique index makes « find or open » race-free. A conversation about an order (`order_id`, its
 * two parties) is a separate one, once per order; the pair's uniqueness is for the others.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userLow: uuid('user_low')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userHigh: uuid('user_high')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whether the low/high user has read up to this instant (read receipts, unread counts). */
    lowReadAt: timestamp('low_read_at', { withTimezone: true }),
    highReadAt: timestamp('high_read_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The order it is about (its professional and manufacturer), or null: a direct conversation. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique')
      .on(t.userLow, t.userHigh)
      .where(sql`${t.orderId} is null`),
    uniqueIndex('conversations_order_unique').on(t.orderId),
    index('conversations_user_high_idx').on(t.userHigh),
    check('conversations_ordered_pair', sql`${t.userLow} < ${t.userHigh}`),
  ],
);

/** An attachment as a message carries it (the stored object is in `message_attachments`). */
export type AttachmentRef = { id: string; name: string; size: number; content_type: string };

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<AttachmentRef[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('messages_conversation_created_idx').on(t.conversationId, t.createdAt)],
);

/** An uploaded attachment: its uploader's until a message carries it (`message_id`). */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    format: text('format').$type<FileFormat>().notNull(),
    contentType: text('content_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_attachments_message_idx').on(t.messageId)],
);

/** `blocker_id` receives no more messages from `blocked_id`. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] })],
);

/** A message reported to the administrators. */
export const messageReports = pgTable('message_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  messageId: uuid('message_id')
    .notNull()
    .references(() => messages.id, { onDelete: 'cascade' }),
  reporterId: uuid('reporter_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One notification of one user: a type and its data, worded in the reader's language on display. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    /** The app path it is about (deep link), or null. */
    link: text('link'),
    /** Shown in the app (their preference when it was made); false: kept for the e-mail digest only. */
    inApp: boolean('in_app').notNull().default(true),
    /** Whether the user wants it by e-mail too (their preference when it was made). */
    byEmail: boolean('by_email').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Set once its digest was sent (and only then). */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** A digest run holds it until then (a crashed run's claim lapses; a failed send releases it). */
    digestClaimedUntil: timestamp('digest_claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.inApp}`),
    index('notifications_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.emailedAt} is null and ${t.byEmail}`),
  ],
);

/** Per type: shown in the app, sent by e-mail (digest). Absent types take the defaults. */
export type NotificationPrefs = Record<string, { app: boolean; email: boolean }>;

export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  prefs: jsonb('prefs').$type<NotificationPrefs>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The event stream's outbox: every event for one user, written before it is announced
 * (NOTIFY), so a tab that reconnects with Last-Event-ID gets what it missed. Kept a day.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_user_id_idx').on(t.userId, t.id)],
);
