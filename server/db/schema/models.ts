import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ElementProperties, TreeNode } from '../../../src/api/contract/element-data';
import type { ProcessingState, SearchEntry } from '../../../src/api/contract/models';
import { fileVersions } from './files';
import { projects } from './projects';
import { users } from './users';

/**
 * The processing of one IFC version (server/modules/models): its state as users see it, and once
 * ready, the stored geometry (an object beside the file) and the spatial tree. Deleting the row
 * (with its version) queues the geometry object for deletion (a trigger, see the migration).
 */
export const modelVersions = pgTable('model_versions', {
  versionId: uuid('version_id')
    .primaryKey()
    .references(() => fileVersions.id, { onDelete: 'cascade' }),
  state: text('state').$type<ProcessingState>().notNull().default('queued'),
  /** 0…1 while processing. */
  progress: real('progress').notNull().default(0),
  errorCode: text('error_code'),
  errorDetail: text('error_detail'),
  /** The geometry format and reading rules it was made with (a newer processor redoes it). */
  processor: integer('processor').notNull().default(0),
  schema: text('schema'),
  /** IfcElement instances (openings aside): the count a model's manifest gives. */
  elementCount: integer('element_count'),
  productCount: integer('product_count'),
  /** Elements with geometry. */
  meshCount: integer('mesh_count'),
  triangles: bigint('triangles', { mode: 'number' }),
  geometryKey: text('geometry_key'),
  geometrySize: bigint('geometry_size', { mode: 'number' }),
  tree: jsonb('tree').$type<TreeNode[]>(),
  durationMs: integer('duration_ms'),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every IfcProduct of a processed version: what the property panels show, the entries searches
 * match (`search`, lower-cased), the classes it is an instance of (`classes`: its own and every
 * supertype, lower-cased), and fingerprints of its geometry and properties for compare.
 */
export const modelElements = pgTable(
  'model_elements',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => fileVersions.id, { onDelete: 'cascade' }),
    expressId: integer('express_id').notNull(),
    /** Its index in the stored geometry (null: no geometry). */
    elementIndex: integer('element_index'),
    globalId: text('global_id'),
    ifcClass: text('ifc_class').notNull(),
    classes: text('classes').array().notNull(),
    name: text('name').notNull(),
    /** element (IfcElement but openings), spatial (site, storey, space…), feature, other. */
    category: text('category').notNull(),
    properties: jsonb('properties').$type<ElementProperties>().notNull(),
    search: jsonb('search').$type<SearchEntry[]>().notNull(),
    geometryHash: text('geometry_hash'),
    propertiesHash: text('properties_hash').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.expressId] }),
    index('model_elements_global_id_idx').on(t.versionId, t.globalId),
    index('model_elements_index_idx').on(t.versionId, t.elementIndex),
    index('model_elements_classes_idx').using('gin', t.classes),
    index('model_elements_search_idx').using('gin', t.search.op('jsonb_path_ops')),
  ],
);

/** A search of a project's models kept under a name, shown in the viewer as a colour filter. */
export const modelSearches = pgTable(
  'model_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('model_searches_project_idx').on(t.projectId, sql`lower(${t.name})`)],
);
