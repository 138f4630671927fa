import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/languages';
import type { LibraryFilters, LibraryPage } from '../../../src/api/contract/products';
import type { Db } from '../../db/client';
import { products, type ProductRow } from '../../db/schema/catalogue';
import { brands, categories, wilayas } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { queryTerms } from './search-text';

type Facets = LibraryPage['facets'];
type Facet = Facets['category'];

const wilayaOfMaker = sql<number | null>`(${users.onboarding}->>'wilaya_id')::int`;

/** Each query word matches as a word prefix, or within one typo for words of four letters or more. */
function termConditions(q: string | undefined): { where: SQL[]; rank: SQL } {
  const terms = q ? queryTerms(q) : [];
  const where: SQL[] = [];
  const ranks: SQL[] = [];
  for (const { word, keys } of terms) {
    const exact = `'${word}'`;
    const prefix = `'${word}':*`;
    const typo = keys.length
      ? sql` or ${products.searchKeys} && ${sql.param(keys)}::text[]`
      : sql``;
    where.push(sql`(${products.searchDoc} @@ ${prefix}::tsquery${typo})`);
    ranks.push(
      sql`(case when ${products.searchDoc} @@ ${exact}::tsquery then 2 when ${products.searchDoc} @@ ${prefix}::tsquery then 1 else 0.5 end)`,
    );
  }
  // Never a bare integer: ORDER BY 0 would name a select-list position (a query of no words).
  const rank = ranks.length ? sql.join(ranks, sql` + `) : sql`0::real`;
  return { where, rank };
}

/** The published products that match, with the count of each facet value over them. */
export function libraryRepository(db: Db) {
  function filters(f: LibraryFilters): { where: SQL | undefined; rank: SQL } {
    const { where, rank } = termConditions(f.q);
    const conds: (SQL | undefined)[] = [eq(products.status, 'published'), ...where];
    if (f.category_id?.length) conds.push(inArray(products.categoryId, f.category_id));
    if (f.sub_category_id?.length) conds.push(inArray(products.subCategoryId, f.sub_category_id));
    if (f.brand_id?.length) conds.push(inArray(products.brandId, f.brand_id));
    if (f.manufacturer_id) conds.push(eq(products.manufacturerId, f.manufacturer_id));
    if (f.wilaya_id?.length) conds.push(inArray(wilayaOfMaker, f.wilaya_id));
    if (f.has_bim) conds.push(eq(products.hasBim, f.has_bim === 'true'));
    if (f.format) conds.push(sql`${f.format} = any(${products.formats})`);
    return { where: and(...conds), rank };
  }

  async function groupCount<K extends number | string | boolean | null>(
    key: SQL<K>,
    where: SQL | undefined,
  ): Promise<{ key: K; n: number }[]> {
    return db
      .select({ key: sql<K>`${key}`.as('key'), n: count() })
      .from(products)
      .innerJoin(users, eq(users.id, products.manufacturerId))
      .where(where)
      .groupBy(sql`1`)
      .orderBy(desc(count()));
  }

  async function facets(where: SQL | undefined, lng: Language): Promise<Facets> {
    const nameCol = lng === 'ar' ? 'nameAr' : lng === 'en' ? 'nameEn' : 'nameFr';
    const [cat, sub, brand, maker, wil, bim, fmt] = await Promise.all([
      groupCount(sql<number | null>`${products.categoryId}`, where),
      groupCount(sql<number | null>`${products.subCategoryId}`, where),
      groupCount(sql<number | null>`${products.brandId}`, where),
      groupCount(sql<string>`${products.manufacturerId}`, where),
      groupCount(wilayaOfMaker, where),
      groupCount(sql<boolean>`${products.hasBim}`, where),
      db
        .select({ key: sql<string>`f`.as('key'), n: count() })
        .from(
          sql`${products} inner join ${users} on ${users.id} = ${products.manufacturerId} cross join lateral unnest(${products.formats}) as f`,
        )
        .where(where)
        .groupBy(sql`1`)
        .orderBy(desc(count())),
    ]);
    const catIds = [...cat, ...sub].map((c) => c.key).filter((k): k is number => k != null);
    const [catRows, brandRows, makerRows, wilRows] = await Promise.all([
      catIds.length ? db.select().from(categories).where(inArray(categories.id, catIds)) : [],
      brand.length
        ? db
            .select()
            .from(brands)
            .where(
              inArray(
                brands.id,
                brand.map((b) => b.key).filter((k): k is number => k != null),
              ),
            )
        : [],
      maker.length
        ? db
            .select()
            .from(users)
            .where(
              inArray(
                users.id,
                maker.map((m) => m.key),
              ),
            )
        : [],
      db.select().from(wilayas),
    ]);
    const named = <K>(rows: { key: K; n: number }[], name: (k: K) => string | undefined): Facet =>
      rows
        .filter((r) => r.key != null)
        .map((r) => ({
          id: r.key as number | string,
          name: name(r.key) ?? String(r.key),
          count: r.n,
        }));
    const catName = (id: number | null) => catRows.find((c) => c.id === id)?.[nameCol];
    return {
      category: named(cat, catName),
      sub_category: named(sub, catName),
      brand: named(brand, (id) => brandRows.find((b) => b.id === id)?.name),
      manufacturer: named(maker, (id) => {
        const u = makerRows.find((m) => m.id === id);
        return u ? (u.onboarding?.company ?? `${u.firstName} ${u.lastName}`) : undefined;
      }),
      wilaya: named(wil, (id) => wilRows.find((w) => w.id === id)?.[nameCol]),
      has_bim: bim.map((b) => ({ id: String(b.key), name: String(b.key), count: b.n })),
      format: named(fmt, (f) => f.toUpperCase()),
    };
  }

  return {
    async search(
      f: LibraryFilters,
      lng: Language,
      withFacets = true,
    ): Promise<{ rows: ProductRow[]; total: number; facets: Facets | null }> {
      const { where, rank } = filters(f);
      const order =
        f.sort === 'name'
          ? [asc(products.sortName)]
          : f.sort === 'newest' || !f.q
            ? [desc(products.publishedAt)]
            : [desc(rank), desc(products.publishedAt)];
      const [rows, [total], facetCounts] = await Promise.all([
        db
          .select({ p: products })
          .from(products)
          .innerJoin(users, eq(users.id, products.manufacturerId))
          .where(where)
          .orderBy(...order, asc(products.id))
          .limit(f.per_page)
          .offset((f.page - 1) * f.per_page),
        db
          .select({ n: count() })
          .from(products)
          .innerJoin(users, eq(users.id, products.manufacturerId))
          .where(where),
        withFacets ? facets(where, lng) : Promise.resolve(null),
      ]);
      return { rows: rows.map((r) => r.p), total: total?.n ?? 0, facets: facetCounts };
    },
  };
}
