import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/languages';
import type { LibraryFilters, LibraryPage } from '../../../src/api/contract/products';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import type { ShownProductRow } from './products.dto';
import { brands, categories, wilayas } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { sqlRows } from '../projects/sql-rows';
import { queryTerms } from './search-text';

type Facets = LibraryPage['facets'];

/** A product's columns but its search index (a tsvector and the typo keys: most of a row's bytes). */
const { searchDoc: _doc, searchKeys: _keys, ...shownColumns } = getTableColumns(products);

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

  /**
   * The total and every facet's counts with their names, in one statement: the matches' facet
   * columns are read once (a materialised CTE), then grouped seven ways. One scan of the matches
   * instead of eight, and no look-up of names afterwards (issue 19's benchmark: 200 searches/s).
   */
  async function facets(
    db: Db,
    where: SQL | undefined,
    lng: Language,
  ): Promise<{ total: number; facets: Facets }> {
    const col = lng === 'ar' ? 'name_ar' : lng === 'en' ? 'name_en' : 'name_fr';
    const name = (table: typeof categories | typeof wilayas, key: string) =>
      sql`(select t.${sql.raw(col)} from ${table} t where t.id = m.${sql.raw(key)})`;
    const rows = await sqlRows<{
      facet: keyof Facets | 'total';
      key: string | null;
      name: string | null;
      n: number;
    }>(
      db,
      sql`
      with m as materialized (
        select ${products.categoryId} as category_id, ${products.subCategoryId} as sub_category_id,
          ${products.brandId} as brand_id, ${products.manufacturerId} as manufacturer_id,
          ${wilayaOfMaker} as wilaya_id, ${products.hasBim} as has_bim, ${products.formats} as formats
        from ${products} inner join ${users} on ${users.id} = ${products.manufacturerId}
        where ${where}
      )
      select 'total' as facet, null as key, null as name, count(*)::int as n from m
      union all
      select 'category', m.category_id::text, ${name(categories, 'category_id')}, count(*)::int
        from m where m.category_id is not null group by m.category_id
      union all
      select 'sub_category', m.sub_category_id::text, ${name(categories, 'sub_category_id')}, count(*)::int
        from m where m.sub_category_id is not null group by m.sub_category_id
      union all
      select 'brand', m.brand_id::text, (select b.name from ${brands} b where b.id = m.brand_id), count(*)::int
        from m where m.brand_id is not null group by m.brand_id
      union all
      select 'manufacturer', m.manufacturer_id::text,
          (select coalesce(u.onboarding->>'company', u.first_name || ' ' || u.last_name)
             from ${users} u where u.id = m.manufacturer_id),
          count(*)::int
        from m group by m.manufacturer_id
      union all
      select 'wilaya', m.wilaya_id::text, ${name(wilayas, 'wilaya_id')}, count(*)::int
        from m where m.wilaya_id is not null group by m.wilaya_id
      union all
      select 'has_bim', m.has_bim::text, m.has_bim::text, count(*)::int from m group by m.has_bim
      union all
      select 'format', f, upper(f), count(*)::int from m cross join lateral unnest(m.formats) as f group by f
      order by 4 desc, 2
    `,
    );
    const result: Facets = {
      category: [],
      sub_category: [],
      brand: [],
      manufacturer: [],
      wilaya: [],
      has_bim: [],
      format: [],
    };
    let total = 0;
    const numeric = new Set<string>(['category', 'sub_category', 'brand', 'wilaya']);
    for (const r of rows) {
      if (r.facet === 'total') {
        total = Number(r.n);
        continue;
      }
      const id = numeric.has(r.facet) ? Number(r.key) : r.key!;
      result[r.facet].push({ id, name: r.name ?? String(r.key), count: Number(r.n) });
    }
    return { total, facets: result };
  }

  /**
   * A statement over the words' matches, through their GIN indexes. PostgreSQL misjudges how many
   * rows a word prefix or a typo key matches (« beton » in 17,000 of 100,000 products, guessed
   * 73,000) and then reads every row's search document instead (5 s against 0.2 s): with words,
   * the statement runs where a sequential scan of the products is not an option.
   */
  function byTerms<T>(f: LibraryFilters, run: (db: Db) => PromiseLike<T>): Promise<T> {
    if (!f.q || queryTerms(f.q).length === 0) return Promise.resolve(run(db));
    return db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return run(tx as unknown as Db);
    });
  }

  return {
    async search(
      f: LibraryFilters,
      lng: Language,
      withFacets = true,
    ): Promise<{ rows: ShownProductRow[]; total: number; facets: Facets | null }> {
      const { where, rank } = filters(f);
      const order =
        f.sort === 'name'
          ? [asc(products.sortName)]
          : f.sort === 'newest' || !f.q
            ? [desc(products.publishedAt)]
            : [desc(rank), desc(products.publishedAt)];
      const [rows, counted] = await Promise.all([
        byTerms(f, (db) =>
          db
            .select(shownColumns)
            .from(products)
            .innerJoin(users, eq(users.id, products.manufacturerId))
            .where(where)
            .orderBy(...order, asc(products.id))
            .limit(f.per_page)
            .offset((f.page - 1) * f.per_page),
        ),
        byTerms<{ total: number; facets: Facets | null }>(f, (db) =>
          withFacets
            ? facets(db, where, lng)
            : db
                .select({ n: count() })
                .from(products)
                .innerJoin(users, eq(users.id, products.manufacturerId))
                .where(where)
                .then(([r]) => ({ total: r?.n ?? 0, facets: null })),
        ),
      ]);
      return { rows, ...counted };
    },
  };
}
