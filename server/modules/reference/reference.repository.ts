import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/languages';
import type { Db } from '../../db/client';
import {
  activitySectors,
  brands,
  categories,
  jobs,
  universities,
  universityFields,
  wilayas,
} from '../../db/schema/reference';

/** The tables whose rows carry a name in each language. */
export const namedTables = { jobs, activitySectors, universities, universityFields, categories };
export type NamedTable = (typeof namedTables)[keyof typeof namedTables];

const nameIn = (t: NamedTable | typeof wilayas, lng: Language) =>
  lng === 'ar' ? t.nameAr : lng === 'en' ? t.nameEn : t.nameFr;

/** A category as the API lists it, named in `lng`. */
const categoryColumns = (lng: Language) => ({
  id: categories.id,
  name: nameIn(categories, lng),
  parent_id: categories.parentId,
  icon: categories.icon,
});

export type Page = { page: number; per_page: number; q?: string; parent_id?: number };

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function referenceRepository(db: Db) {
  async function paged<T>(
    rows: (limit: number, offset: number) => Promise<T[]>,
    total: Promise<{ n: number }[]>,
    { page, per_page }: Page,
  ) {
    const [data, [counted]] = await Promise.all([rows(per_page, (page - 1) * per_page), total]);
    const n = counted?.n ?? 0;
    return {
      data,
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(n / per_page)),
        per_page,
        total: n,
      },
    };
  }

  return {
    wilayas: () => db.select().from(wilayas).orderBy(asc(wilayas.id)),
    async wilaya(id: number) {
      const [row] = await db.select().from(wilayas).where(eq(wilayas.id, id));
      return row;
    },
    /** Jobs, sectors, universities or fields, named in `lng`; curated lists keep their order. */
    named(table: Exclude<NamedTable, typeof categories>, lng: Language, byName = false) {
      return db
        .select({ id: table.id, name: nameIn(table, lng) })
        .from(table)
        .orderBy(byName ? asc(nameIn(table, lng)) : asc(table.id));
    },
    categories(lng: Language, parentId: number | null) {
      return db
        .select(categoryColumns(lng))
        .from(categories)
        .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId))
        .orderBy(asc(categories.id));
    },
    async category(id: number) {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row;
    },
    brands: () =>
      db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),

    filterSectors(lng: Language, p: Page) {
      const where = p.q ? ilike(nameIn(activitySectors, lng), escapeLike(p.q)) : undefined;
      return paged(
        (limit, offset) =>
          db
            .select({ id: activitySectors.id, name: nameIn(activitySectors, lng) })
            .from(activitySectors)
            .where(where)
            .orderBy(asc(activitySectors.id))
            .limit(limit)
            .offset(offset),
        db.select({ n: count() }).from(activitySectors).where(where),
        p,
      );
    },
    filterCategories(lng: Language, p: Page) {
      const conds: SQL[] = [];
      if (p.q) conds.push(ilike(nameIn(categories, lng), escapeLike(p.q)));
      if (p.parent_id !== undefined) conds.push(eq(categories.parentId, p.parent_id));
      const where = conds.length ? and(...conds) : undefined;
      return paged(
        (limit, offset) =>
          db
            .select(categoryColumns(lng))
            .from(categories)
            .where(where)
            .orderBy(asc(categories.id))
            .limit(limit)
            .offset(offset),
        db.select({ n: count() }).from(categories).where(where),
        p,
      );
    },
    filterBrands(p: Page) {
      const where = p.q ? ilike(brands.name, escapeLike(p.q)) : undefined;
      return paged(
        (limit, offset) =>
          db
            .select({ id: brands.id, name: brands.name })
            .from(brands)
            .where(where)
            .orderBy(asc(brands.name))
            .limit(limit)
            .offset(offset),
        db.select({ n: count() }).from(brands).where(where),
        p,
      );
    },

    /** Inserts unless the name exists (case-insensitive): `undefined` then. */
    async addBrand(name: string, userId: string) {
      const [row] = await db
        .insert(brands)
        .values({ name, createdBy: userId })
        .onConflictDoNothing()
        .returning({ id: brands.id, name: brands.name });
      return row;
    },
    /** A user's own university or field: the same name in the three languages. */
    async addNamed(
      table: typeof universities | typeof universityFields,
      name: string,
      userId: string,
    ) {
      const [row] = await db
        .insert(table)
        .values({ nameFr: name, nameEn: name, nameAr: name, createdBy: userId })
        .onConflictDoNothing()
        .returning({ id: table.id, name: table.nameFr });
      return row;
    },

    /** Which of `ids` exist in `table` (onboarding checks its references). */
    async existing(
      table: NamedTable | typeof brands | typeof wilayas,
      ids: number[],
    ): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    /** id → name in `lng`, for readable onboarding details. */
    async names(
      table: NamedTable | typeof wilayas,
      ids: number[],
      lng: Language,
    ): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: table.id, name: nameIn(table, lng) })
        .from(table)
        .where(inArray(table.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
    async brandNames(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: brands.id, name: brands.name })
        .from(brands)
        .where(inArray(brands.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },
  };
}

export type ReferenceRepository = ReturnType<typeof referenceRepository>;
