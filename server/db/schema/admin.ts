import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AdminActionName, AdminTargetType } from '../../../src/api/contract/admin-audit';
import { users } from './users';

/**
 * Every administrator's action (issue 22): who, when, what, on which target, with its details.
 * Written in the same transaction as the action itself, so one never exists without the other.
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AdminActionName>().notNull(),
    targetType: text('target_type').$type<AdminTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_at_idx').on(t.at),
    index('admin_actions_actor_idx').on(t.actorId, t.at),
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.at),
  ],
);
export type AdminActionRow = typeof adminActions.$inferSelect;
