import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a personal access token may do on the BCF-API: read, or read and write. */
export type AccessTokenScope = 'bcf:read' | 'bcf:write';

/**
 * Personal access tokens (issue 24): a user's Bearer credentials for the BCF-API (/bcf/*, never
 * /api/*). Only the SHA-256 of the secret is kept; the secret is shown once, at creation.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    scope: text('scope').$type<AccessTokenScope>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('personal_access_tokens_user_idx').on(t.userId)],
);

export type AccessTokenRow = typeof personalAccessTokens.$inferSelect;
