import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Discipline, FileKind } from '../../../src/api/contract/files';
import { folders, projects } from './projects';
import { users } from './users';

/** A named document in a folder; its content is its versions, the highest number being current. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<FileKind>().notNull(),
    discipline: text('discipline').$type<Discipline>(),
    /** The last number handed out: numbers are never reused, even after a version is deleted. */
    lastVersion: integer('last_version').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('files_folder_name_unique').on(t.folderId, sql`lower(${t.name})`),
    index('files_project_id_idx').on(t.projectId),
  ],
);

/**
 * One uploaded content of a file. `id` is stable for the life of the version: annotations,
 * viewpoints and BCF topics of the viewer hang on it.
 */
export const fileVersions = pgTable(
  'file_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    storageKey: text('storage_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    format: text('format').notNull(),
    originalName: text('original_name').notNull(),
    sha256: text('sha256').notNull(),
    comment: text('comment'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_versions_file_number_unique').on(t.fileId, t.number)],
);

/** Who follows a file: told of each new version another user adds (`file_version` notifications). */
export const fileFollows = pgTable(
  'file_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.fileId] }),
    index('file_follows_file_idx').on(t.fileId),
  ],
);

/**
 * Stored objects to delete: written in the same transaction as the rows that referenced them
 * (or before an upload starts), removed once the object is gone; a sweeper retries the rest.
 */
export const storageOrphans = pgTable(
  'storage_orphans',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not swept before this time (an upload in progress protects its object this way). */
    notBefore: timestamp('not_before', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storage_orphans_not_before_idx').on(t.notBefore)],
);
