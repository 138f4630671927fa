import {
  customType,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShownViewpoint, ViewpointData, Vec3 } from '../../../src/api/contract/viewer';
import type { StoredBcfComment, StoredBcfTopic } from '../../lib/bcf/stored';
import { fileVersions } from './files';
import { users } from './users';

const versionId = () =>
  uuid('version_id')
    .notNull()
    .references(() => fileVersions.id, { onDelete: 'cascade' });
const authorId = () => uuid('author_id').references(() => users.id, { onDelete: 'set null' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A pin with text on a file version's model. */
export const viewerAnnotations = pgTable(
  'viewer_annotations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: versionId(),
    position: jsonb('position').$type<Vec3>().notNull(),
    element: text('element'),
    text: text('text').notNull(),
    authorId: authorId(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('viewer_annotations_version_idx').on(t.versionId)],
);

/** A named view of a file version's model (camera, planes, visibility, selection). */
export const viewerViewpoints = pgTable(
  'viewer_viewpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: versionId(),
    name: text('name').notNull(),
    data: jsonb('data').$type<ViewpointData>().notNull(),
    authorId: authorId(),
    createdAt: createdAt(),
  },
  (t) => [index('viewer_viewpoints_version_idx').on(t.versionId)],
);

/** A BCF topic raised on a file version; `guid` is its BCF identity (kept through import/export). */
export const bcfTopics = pgTable(
  'bcf_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: versionId(),
    guid: uuid('guid').notNull().defaultRandom(),
    title: text('title').notNull(),
    topicType: text('topic_type').notNull(),
    topicStatus: text('topic_status').notNull(),
    priority: text('priority'),
    assignedTo: text('assigned_to'),
    dueDate: text('due_date'),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    description: text('description'),
    authorId: authorId(),
    /** BCF's CreationAuthor (an e-mail address), also for topics imported from elsewhere. */
    authorLabel: text('author_label').notNull(),
    viewpoint: jsonb('viewpoint').$type<ShownViewpoint>(),
    /** Everything else the topic's BCF carried (all viewpoints, documents, header files…), as read. */
    bcf: jsonb('bcf').$type<StoredBcfTopic>(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }),
  },
  (t) => [
    index('bcf_topics_version_idx').on(t.versionId),
    uniqueIndex('bcf_topics_version_guid_unique').on(t.versionId, t.guid),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * A topic's snapshot image (PNG, a few hundred kB). Kept in the database beside its topic rather
 * than in file storage: it goes when the topic or the version goes, with nothing to clean up.
 */
export const bcfSnapshots = pgTable('bcf_snapshots', {
  topicId: uuid('topic_id')
    .primaryKey()
    .references(() => bcfTopics.id, { onDelete: 'cascade' }),
  png: bytea('png').notNull(),
});

/**
 * The files a topic's BCF carried besides its markup: every viewpoint's snapshot, bitmaps, internal
 * documents and BIM snippets (`key`: `snapshot:<viewpoint guid>`, `bitmap:<path>`, `document:<guid>`,
 * `snippet`). They go with their topic.
 */
export const bcfTopicFiles = pgTable(
  'bcf_topic_files',
  {
    topicId: uuid('topic_id')
      .notNull()
      .references(() => bcfTopics.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.key] })],
);

export const bcfComments = pgTable(
  'bcf_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topicId: uuid('topic_id')
      .notNull()
      .references(() => bcfTopics.id, { onDelete: 'cascade' }),
    guid: uuid('guid').notNull().defaultRandom(),
    text: text('text').notNull(),
    authorId: authorId(),
    authorLabel: text('author_label').notNull(),
    viewpoint: jsonb('viewpoint').$type<ShownViewpoint>(),
    /** The comment as BCF carried it (its viewpoint's GUID, dates as written, 2.0's status). */
    bcf: jsonb('bcf').$type<StoredBcfComment>(),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }),
  },
  (t) => [index('bcf_comments_topic_idx').on(t.topicId)],
);

/** A task on a file version: who does what by when, on which elements. */
export const viewerTasks = pgTable(
  'viewer_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    versionId: versionId(),
    title: text('title').notNull(),
    assignee: text('assignee'),
    dueDate: text('due_date'),
    status: text('status').$type<'todo' | 'in_progress' | 'done'>().notNull(),
    elements: jsonb('elements').$type<string[]>().notNull().default([]),
    authorId: authorId(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('viewer_tasks_version_idx').on(t.versionId)],
);

export type AnnotationRow = typeof viewerAnnotations.$inferSelect;
export type ViewpointRow = typeof viewerViewpoints.$inferSelect;
export type TopicRow = typeof bcfTopics.$inferSelect;
export type CommentRow = typeof bcfComments.$inferSelect;
export type TaskRow = typeof viewerTasks.$inferSelect;
