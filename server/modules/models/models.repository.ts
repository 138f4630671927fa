import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileVersions, files } from '../../db/schema/files';
import { modelElements, modelVersions } from '../../db/schema/models';
import type { ProcessedElement, ProcessedModel } from './processing/process-model';

export type ModelVersionRow = typeof modelVersions.$inferSelect;

/** IFC content the processing reads (ifcXML is queued too: it fails with its reason). */
export const processableFormats = ['ifc', 'ifczip', 'ifcxml'];

const INSERT_CHUNK = 200;

export function modelsRepository(db: Db) {
  return {
    async state(versionId: string): Promise<ModelVersionRow | undefined> {
      const [row] = await db
        .select()
        .from(modelVersions)
        .where(eq(modelVersions.versionId, versionId));
      return row;
    },

    async states(versionIds: string[]): Promise<Map<string, ModelVersionRow>> {
      if (versionIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(modelVersions)
        .where(inArray(modelVersions.versionId, versionIds));
      return new Map(rows.map((r) => [r.versionId, r]));
    },

    /** The version to process: its stored object and where it belongs. */
    async source(versionId: string) {
      const [row] = await db
        .select({
          storageKey: fileVersions.storageKey,
          format: fileVersions.format,
          projectId: files.projectId,
        })
        .from(fileVersions)
        .innerJoin(files, eq(files.id, fileVersions.fileId))
        .where(eq(fileVersions.id, versionId));
      return row;
    },

    /** Queued again (or for the first time): the state users see. */
    async markQueued(tx: Db, versionId: string): Promise<void> {
      await tx
        .insert(modelVersions)
        .values({ versionId, state: 'queued', progress: 0 })
        .onConflictDoUpdate({
          target: modelVersions.versionId,
          set: {
            state: 'queued',
            progress: 0,
            errorCode: null,
            errorDetail: null,
            updatedAt: sql`now()`,
          },
        });
    },

    async markProcessing(versionId: string): Promise<void> {
      await db
        .insert(modelVersions)
        .values({ versionId, state: 'processing', progress: 0, startedAt: new Date() })
        .onConflictDoUpdate({
          target: modelVersions.versionId,
          set: {
            state: 'processing',
            progress: 0,
            errorCode: null,
            errorDetail: null,
            startedAt: sql`now()`,
            updatedAt: sql`now()`,
          },
        });
    },

    async progress(versionId: string, progress: number): Promise<void> {
      await db
        .update(modelVersions)
        .set({ progress, updatedAt: sql`now()` })
        .where(and(eq(modelVersions.versionId, versionId), eq(modelVersions.state, 'processing')));
    },

    /** Failed for good: no elements, no geometry (its object, if any, goes through the trigger). */
    async markFailed(
      tx: Db,
      versionId: string,
      code: string,
      detail: string | null,
    ): Promise<void> {
      await tx.delete(modelElements).where(eq(modelElements.versionId, versionId));
      await tx
        .update(modelVersions)
        .set({
          state: 'failed',
          progress: 0,
          errorCode: code,
          errorDetail: detail?.slice(0, 1000) ?? null,
          geometryKey: null,
          geometrySize: null,
          tree: null,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(modelVersions.versionId, versionId));
    },

    /** The whole result, in the caller's transaction (with the job's completion). */
    async saveResult(
      tx: Db,
      versionId: string,
      result: {
        model: ProcessedModel;
        geometryKey: string;
        processor: number;
        durationMs: number;
      },
    ): Promise<void> {
      const { model } = result;
      await tx.delete(modelElements).where(eq(modelElements.versionId, versionId));
      for (let i = 0; i < model.elements.length; i += INSERT_CHUNK) {
        await tx
          .insert(modelElements)
          .values(model.elements.slice(i, i + INSERT_CHUNK).map((e) => rowOf(versionId, e)));
      }
      await tx
        .update(modelVersions)
        .set({
          state: 'ready',
          progress: 1,
          errorCode: null,
          errorDetail: null,
          processor: result.processor,
          schema: model.schema,
          elementCount: model.elementCount,
          productCount: model.productCount,
          meshCount: model.meshCount,
          triangles: model.triangles,
          geometryKey: result.geometryKey,
          geometrySize: model.geometry.byteLength,
          tree: model.tree,
          durationMs: result.durationMs,
          finishedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(modelVersions.versionId, versionId));
    },

    /**
     * IFC versions never processed, or processed by an older processor: what the backfill
     * queues (their state rows are written by the caller).
     */
    async unprocessed(processor: number): Promise<string[]> {
      const rows = await db
        .select({ id: fileVersions.id })
        .from(fileVersions)
        .leftJoin(modelVersions, eq(modelVersions.versionId, fileVersions.id))
        .where(
          and(
            inArray(fileVersions.format, processableFormats),
            sql`(${isNull(modelVersions.versionId)} or (${modelVersions.state} = 'ready' and ${modelVersions.processor} < ${processor}))`,
          ),
        );
      return rows.map((r) => r.id);
    },
  };
}

function rowOf(versionId: string, e: ProcessedElement): typeof modelElements.$inferInsert {
  return {
    versionId,
    expressId: e.expressId,
    elementIndex: e.elementIndex,
    globalId: e.globalId,
    ifcClass: e.ifcClass,
    classes: e.classes,
    name: e.name,
    category: e.category,
    properties: e.properties,
    search: e.search,
    geometryHash: e.geometryHash,
    propertiesHash: e.propertiesHash,
  };
}
