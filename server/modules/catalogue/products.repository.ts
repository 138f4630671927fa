import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MyProductsFilters, ProductStatus } from '../../../src/api/contract/products';
import type { Db } from '../../db/client';
import { productFiles, products, type ProductRow } from '../../db/schema/catalogue';
import { storageOrphans } from '../../db/schema/files';
import { brands, categories } from '../../db/schema/reference';
import { searchColumns } from './search-columns';

export type ProductValues = Partial<
  Omit<typeof products.$inferInsert, 'id' | 'searchDoc' | 'searchKeys' | 'sortName'>
>;

const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The manufacturer's products, and the writes that keep each row's search columns true. */
export function productsRepository(db: Db) {
  /** Recomputes the search text, BIM flag and formats of a product from its row and files. */
  async function refresh(tx: Db, id: string): Promise<void> {
    const [p] = await tx.select().from(products).where(eq(products.id, id));
    if (!p) return;
    const catIds = [p.categoryId, p.subCategoryId].filter((c): c is number => c != null);
    const cats = catIds.length
      ? await tx.select().from(categories).where(inArray(categories.id, catIds))
      : [];
    const [brand] = p.brandId ? await tx.select().from(brands).where(eq(brands.id, p.brandId)) : [];
    const files = await tx
      .select({ kind: productFiles.kind, format: productFiles.format })
      .from(productFiles)
      .where(eq(productFiles.productId, id));
    await tx
      .update(products)
      .set(
        searchColumns(p, {
          brand: brand?.name,
          categories: cats.flatMap((c) => [c.nameFr, c.nameEn, c.nameAr]),
          files,
        }),
      )
      .where(eq(products.id, id));
  }

  return {
    refresh: (id: string) => refresh(db, id),

    async insert(manufacturerId: string, values: ProductValues): Promise<ProductRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(products)
          .values({
            ...values,
            reference: values.reference!,
            manufacturerId,
            publishedAt: values.status === 'published' ? new Date() : null,
          })
          .returning();
        await refresh(tx as unknown as Db, row!.id);
        return row!;
      });
    },

    async update(row: ProductRow, values: ProductValues): Promise<void> {
      const publishing = values.status === 'published' && row.status !== 'published';
      await db.transaction(async (tx) => {
        await tx
          .update(products)
          .set({
            ...values,
            updatedAt: new Date(),
            ...(publishing ? { publishedAt: new Date() } : {}),
          })
          .where(eq(products.id, row.id));
        await refresh(tx as unknown as Db, row.id);
      });
    },

    /** The row, when it is this manufacturer's (null for anyone else's: they get 404). */
    async owned(manufacturerId: string, id: string): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.manufacturerId, manufacturerId)));
      return row ?? null;
    },

    async published(id: string): Promise<ProductRow | null> {
      const [row] = await db
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.status, 'published')));
      return row ?? null;
    },

    async byId(id: string): Promise<ProductRow | null> {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      return row ?? null;
    },

    /** Deletes the product; its files' objects go to the orphanage in the same transaction. */
    async remove(id: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const files = await tx
          .select({ key: productFiles.storageKey, thumb: productFiles.thumbKey })
          .from(productFiles)
          .where(eq(productFiles.productId, id));
        const keys = files.flatMap((f) => [f.key, f.thumb]).filter((k): k is string => !!k);
        if (keys.length)
          await tx
            .insert(storageOrphans)
            .values(keys.map((key) => ({ key })))
            .onConflictDoUpdate({ target: storageOrphans.key, set: { notBefore: sql`now()` } });
        await tx.delete(products).where(eq(products.id, id));
        return keys;
      });
    },

    async setStatus(manufacturerId: string, ids: string[], status: ProductStatus): Promise<number> {
      const rows = await db
        .update(products)
        .set({
          status,
          updatedAt: new Date(),
          ...(status === 'published'
            ? { publishedAt: sql`coalesce(${products.publishedAt}, now())` }
            : {}),
        })
        .where(and(eq(products.manufacturerId, manufacturerId), inArray(products.id, ids)))
        .returning({ id: products.id });
      return rows.length;
    },

    async list(manufacturerId: string, q: MyProductsFilters) {
      const filters: (SQL | undefined)[] = [eq(products.manufacturerId, manufacturerId)];
      if (q.status) filters.push(eq(products.status, q.status));
      if (q.category_id)
        filters.push(
          or(eq(products.categoryId, q.category_id), eq(products.subCategoryId, q.category_id)),
        );
      if (q.q) {
        const like = escapeLike(q.q);
        filters.push(
          or(
            ilike(products.nameFr, like),
            ilike(products.nameEn, like),
            ilike(products.nameAr, like),
            ilike(products.reference, like),
          ),
        );
      }
      const where = and(...filters);
      const order =
        q.sort === 'name'
          ? [asc(products.sortName)]
          : q.sort === 'reference'
            ? [asc(sql`lower(${products.reference})`)]
            : q.sort === 'created_at'
              ? [desc(products.createdAt)]
              : [desc(products.updatedAt)];
      const [rows, [total], byStatus] = await Promise.all([
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(...order, asc(products.id))
          .limit(q.per_page)
          .offset((q.page - 1) * q.per_page),
        db.select({ n: count() }).from(products).where(where),
        db
          .select({ status: products.status, n: count() })
          .from(products)
          .where(eq(products.manufacturerId, manufacturerId))
          .groupBy(products.status),
      ]);
      const statusCounts = { draft: 0, published: 0, archived: 0 };
      for (const s of byStatus) statusCounts[s.status] = s.n;
      return { rows, total: total?.n ?? 0, statusCounts };
    },
  };
}
