import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Names in the three languages; the API answers `name` in the request's language. */
const names = {
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
};

/** The 58 official Algerian wilayas; `id` is the official number, `code` its two-digit form. */
export const wilayas = pgTable('wilayas', {
  id: integer('id').primaryKey(),
  code: text('code').notNull(),
  ...names,
});

export const jobs = pgTable('jobs', { id: serial('id').primaryKey(), ...names }, (t) => [
  uniqueIndex('jobs_name_fr_unique').on(t.nameFr),
]);

export const activitySectors = pgTable(
  'activity_sectors',
  { id: serial('id').primaryKey(), ...names },
  (t) => [uniqueIndex('activity_sectors_name_fr_unique').on(t.nameFr)],
);

/** Building-product categories: top level (parent_id null) and their sub-categories. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    icon: text('icon'),
    ...names,
  },
  (t) => [
    uniqueIndex('categories_parent_name_unique').on(sql`coalesce(${t.parentId}, 0)`, t.nameFr),
  ],
);

/** Brands are proper names (one spelling in every language); users may add them. */
export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brands_name_unique').on(sql`lower(${t.name})`)],
);

/** Universities and schools; users may add theirs (then the three names are the same). */
export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    ...names,
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('universities_name_unique').on(sql`lower(${t.nameFr})`)],
);

export const universityFields = pgTable(
  'university_fields',
  {
    id: serial('id').primaryKey(),
    ...names,
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('university_fields_name_unique').on(sql`lower(${t.nameFr})`)],
);
