import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
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
import type {
  Characteristic,
  ProductFileFormat,
  ProductFileKind,
  ProductStatus,
  ProductUnit,
} from '../../../src/api/contract/products';
import { brands, categories } from './reference';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A manufacturer's product (issue 19). Names and descriptions in fr, en and ar (at least one).
 * `search_doc` and `search_keys` are written with the row by the catalogue service from the
 * normalised text (accents, case, Arabic diacritics, plurals): a `simple` tsvector for words and
 * prefixes, and one-deletion keys for typo tolerance (server/modules/catalogue/search-text.ts).
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    manufacturerId: uuid('manufacturer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameFr: text('name_fr'),
    nameEn: text('name_en'),
    nameAr: text('name_ar'),
    descriptionFr: text('description_fr'),
    descriptionEn: text('description_en'),
    descriptionAr: text('description_ar'),
    reference: text('reference').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subCategoryId: integer('sub_category_id').references(() => categories.id, {
      onDelete: 'set null',
    }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    unit: text('unit').$type<ProductUnit>().notNull().default('piece'),
    /** In the currency's minor unit (centimes); null when the price is on quote. */
    priceCents: bigint('price_cents', { mode: 'number' }),
    currency: text('currency').notNull().default('DZD'),
    onQuote: boolean('on_quote').notNull().default(false),
    leadTimeDays: integer('lead_time_days'),
    characteristics: jsonb('characteristics').$type<Characteristic[]>().notNull().default([]),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').$type<ProductStatus>().notNull().default('draft'),
    hasBim: boolean('has_bim').notNull().default(false),
    /** Formats of its files, for the library's format filter. */
    formats: text('formats')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    searchDoc: tsvector('search_doc'),
    searchKeys: text('search_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Normalised name, for sorting by name whatever the language. */
    sortName: text('sort_name').notNull().default(''),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_manufacturer_idx').on(t.manufacturerId, t.updatedAt),
    uniqueIndex('products_manufacturer_reference_unique').on(
      t.manufacturerId,
      sql`lower(${t.reference})`,
    ),
    index('products_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.status} = 'published'`),
    index('products_search_doc_idx').using('gin', t.searchDoc),
    index('products_search_keys_idx').using('gin', t.searchKeys),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
  ],
);
export type ProductRow = typeof products.$inferSelect;

/** A product's file in storage (key under `products/{id}/`); removed with the product. */
export const productFiles = pgTable(
  'product_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ProductFileKind>().notNull(),
    format: text('format').$type<ProductFileFormat>().notNull(),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key'),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    contentType: text('content_type').notNull(),
    position: integer('position').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_files_product_idx').on(t.productId, t.position)],
);
export type ProductFileRow = typeof productFiles.$inferSelect;

export const favoriteKinds = ['product', 'manufacturer', 'professional'] as const;
export type FavoriteKind = (typeof favoriteKinds)[number];

/** A star: a product, a manufacturer or a professional, kept by one user. */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FavoriteKind>().notNull(),
    targetId: uuid('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.targetId] }),
    index('favorites_target_idx').on(t.kind, t.targetId),
  ],
);
