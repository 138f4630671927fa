import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ShareKind, SharePermission } from '../../../src/api/contract/shares';
import { files } from './files';
import { folders, projects } from './projects';
import { users } from './users';

/**
 * A share of one file or one folder (with everything under it): a public link carrying a
 * random token, or a named recipient (a user, or an address until it registers).
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ShareKind>().notNull(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'cascade' }),
    /** Link shares only: 256 random bits, base64url. */
    token: text('token'),
    permission: text('permission').$type<SharePermission>().notNull(),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased; kept after the recipient registers, for the sharer's list. */
    recipientEmail: text('recipient_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shares_token_unique').on(t.token),
    index('shares_file_id_idx').on(t.fileId),
    index('shares_folder_id_idx').on(t.folderId),
    index('shares_recipient_id_idx').on(t.recipientId),
    index('shares_recipient_email_idx').on(t.recipientEmail),
    index('shares_created_by_idx').on(t.createdBy),
    check('shares_one_target', sql`(${t.fileId} is null) <> (${t.folderId} is null)`),
  ],
);
