import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TakeoffMatchInput } from '../../../src/api/contract/takeoff';
import type { Db } from '../../db/client';
import { products, type ProductRow } from '../../db/schema/catalogue';
import { files, fileVersions } from '../../db/schema/files';
import { modelElements, modelVersions } from '../../db/schema/models';
import { takeoffMatches } from '../../db/schema/orders';
import { categories } from '../../db/schema/reference';

/** SQL of the take-off: remembered matches, candidate products, versions and element hashes. */
export function takeoffRepository(db: Db) {
  return {
    async matches(projectId: string) {
      return db
        .select()
        .from(takeoffMatches)
        .where(eq(takeoffMatches.projectId, projectId))
        .orderBy(desc(takeoffMatches.updatedAt), takeoffMatches.groupKey);
    },

    /** One statement: every match of the list written or replaced (by group key). */
    async upsert(projectId: string, userId: string, list: Required<TakeoffMatchInput>[], at: Date) {
      await db
        .insert(takeoffMatches)
        .values(
          list.map((m) => ({
            projectId,
            groupKey: m.group_key,
            productId: m.product_id,
            wastePercent: m.waste_percent,
            updatedBy: userId,
            updatedAt: at,
          })),
        )
        .onConflictDoUpdate({
          target: [takeoffMatches.projectId, takeoffMatches.groupKey],
          set: {
            productId: sql`excluded.product_id`,
            wastePercent: sql`excluded.waste_percent`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
    },

    async published(ids: string[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.status, 'published')));
    },

    async categoryIds(namesEn: readonly string[]): Promise<number[]> {
      if (namesEn.length === 0) return [];
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(inArray(categories.nameEn, [...namesEn]));
      return rows.map((r) => r.id);
    },

    /**
     * Published products of a fitting category, whose words meet the group's, or chosen before
     * in the project; with their categories' English names (at most 300).
     */
    async candidates(categoryIds: number[], words: string[], productIds: string[]) {
      const any: SQL[] = [];
      if (categoryIds.length)
        any.push(
          inArray(products.categoryId, categoryIds),
          inArray(products.subCategoryId, categoryIds),
        );
      if (words.length)
        any.push(
          sql`${products.searchDoc} @@ ${words.map((w) => `'${w}':*`).join(' | ')}::tsquery`,
        );
      if (productIds.length) any.push(inArray(products.id, productIds));
      if (any.length === 0) return [];
      return db
        .select({
          product: products,
          category: sql<
            string | null
          >`(select c.name_en from ${categories} c where c.id = ${products.categoryId})`,
          subCategory: sql<
            string | null
          >`(select c.name_en from ${categories} c where c.id = ${products.subCategoryId})`,
        })
        .from(products)
        .where(and(eq(products.status, 'published'), or(...any)))
        .orderBy(desc(products.publishedAt))
        .limit(300);
    },

    async file(fileId: string) {
      const [row] = await db.select().from(files).where(eq(files.id, fileId));
      return row;
    },

    /** The names of those of `ids` that still exist, by id (an order PDF's take-off lines). */
    async fileNames(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: files.id, name: files.name })
        .from(files)
        .where(inArray(files.id, ids));
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    async version(fileId: string, number: number) {
      const [row] = await db
        .select()
        .from(fileVersions)
        .where(and(eq(fileVersions.fileId, fileId), eq(fileVersions.number, number)));
      return row;
    },

    /** The file's newest version that still exists. */
    async latest(fileId: string) {
      const [row] = await db
        .select()
        .from(fileVersions)
        .where(eq(fileVersions.fileId, fileId))
        .orderBy(desc(fileVersions.number))
        .limit(1);
      return row;
    },

    async processed(versionId: string): Promise<boolean> {
      const [row] = await db
        .select({ state: modelVersions.state })
        .from(modelVersions)
        .where(eq(modelVersions.versionId, versionId));
      return row?.state === 'ready';
    },

    /** The fingerprints of the elements of `globalIds` in one processed version. */
    async fingerprints(versionId: string, globalIds: string[]) {
      if (globalIds.length === 0) return [];
      return db
        .select({
          globalId: modelElements.globalId,
          geometryHash: modelElements.geometryHash,
          propertiesHash: modelElements.propertiesHash,
        })
        .from(modelElements)
        .where(
          and(eq(modelElements.versionId, versionId), inArray(modelElements.globalId, globalIds)),
        );
    },
  };
}
