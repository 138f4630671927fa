import { and, asc, count, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { modelElements } from '../../db/schema/models';

const summary = {
  globalId: modelElements.globalId,
  expressId: modelElements.expressId,
  elementIndex: modelElements.elementIndex,
  ifcClass: modelElements.ifcClass,
  name: modelElements.name,
  category: modelElements.category,
};

/** The element rows of processed versions. */
export function elementsRepository(db: Db) {
  return {
    async page(
      versionId: string,
      where: SQL | undefined,
      opts: { page: number; perPage: number; properties: boolean },
    ) {
      const filter = and(eq(modelElements.versionId, versionId), where);
      const [total] = await db.select({ n: count() }).from(modelElements).where(filter);
      const rows = await db
        .select(opts.properties ? { ...summary, properties: modelElements.properties } : summary)
        .from(modelElements)
        .where(filter)
        .orderBy(sql`${modelElements.elementIndex} asc nulls last`, asc(modelElements.expressId))
        .limit(opts.perPage)
        .offset((opts.page - 1) * opts.perPage);
      return { rows, total: total?.n ?? 0 };
    },

    async byGlobalId(versionId: string, globalId: string) {
      const [row] = await db
        .select({ ...summary, properties: modelElements.properties })
        .from(modelElements)
        .where(and(eq(modelElements.versionId, versionId), eq(modelElements.globalId, globalId)))
        .limit(1);
      return row;
    },

    /** Elements with geometry, by their index in it (the viewer's element index). */
    async index(versionId: string) {
      return db
        .select({
          expressId: modelElements.expressId,
          elementIndex: modelElements.elementIndex,
          ifcClass: modelElements.ifcClass,
          name: modelElements.name,
          globalId: modelElements.globalId,
        })
        .from(modelElements)
        .where(and(eq(modelElements.versionId, versionId), isNotNull(modelElements.elementIndex)))
        .orderBy(asc(modelElements.elementIndex));
    },

    async matching(versionId: string, where: SQL | undefined) {
      return db
        .select({ globalId: modelElements.globalId, elementIndex: modelElements.elementIndex })
        .from(modelElements)
        .where(and(eq(modelElements.versionId, versionId), where))
        .orderBy(asc(modelElements.expressId));
    },

    /** What compare needs of every element with a GlobalId. */
    async fingerprints(versionId: string) {
      return db
        .select({
          globalId: modelElements.globalId,
          ifcClass: modelElements.ifcClass,
          name: modelElements.name,
          elementIndex: modelElements.elementIndex,
          geometryHash: modelElements.geometryHash,
          propertiesHash: modelElements.propertiesHash,
        })
        .from(modelElements)
        .where(and(eq(modelElements.versionId, versionId), isNotNull(modelElements.globalId)))
        .orderBy(asc(modelElements.expressId));
    },

    async properties(versionId: string, globalIds: string[]) {
      const out = [];
      for (let i = 0; i < globalIds.length; i += 1000) {
        out.push(
          ...(await db
            .select({ globalId: modelElements.globalId, properties: modelElements.properties })
            .from(modelElements)
            .where(
              and(
                eq(modelElements.versionId, versionId),
                inArray(modelElements.globalId, globalIds.slice(i, i + 1000)),
              ),
            )),
        );
      }
      return out;
    },
  };
}
