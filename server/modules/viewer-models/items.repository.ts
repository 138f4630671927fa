import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { viewerAnnotations, viewerTasks, viewerViewpoints } from '../../db/schema/viewer';

type NewAnnotation = typeof viewerAnnotations.$inferInsert;
type NewViewpoint = typeof viewerViewpoints.$inferInsert;
type NewTask = typeof viewerTasks.$inferInsert;

/** SQL for the viewer's simple items: annotations, saved viewpoints and tasks. */
export function itemsRepository(db: Db) {
  return {
    annotations: {
      list: (versionId: string) =>
        db
          .select()
          .from(viewerAnnotations)
          .where(eq(viewerAnnotations.versionId, versionId))
          .orderBy(asc(viewerAnnotations.createdAt)),
      get: async (id: string) =>
        (await db.select().from(viewerAnnotations).where(eq(viewerAnnotations.id, id)))[0],
      create: async (row: NewAnnotation) =>
        (await db.insert(viewerAnnotations).values(row).returning())[0]!,
      update: async (id: string, patch: Partial<NewAnnotation>) =>
        (
          await db
            .update(viewerAnnotations)
            .set({ ...patch, updatedAt: new Date() })
            .where(eq(viewerAnnotations.id, id))
            .returning()
        )[0]!,
      remove: (id: string) => db.delete(viewerAnnotations).where(eq(viewerAnnotations.id, id)),
    },
    viewpoints: {
      list: (versionId: string) =>
        db
          .select()
          .from(viewerViewpoints)
          .where(eq(viewerViewpoints.versionId, versionId))
          .orderBy(asc(viewerViewpoints.createdAt)),
      get: async (id: string) =>
        (await db.select().from(viewerViewpoints).where(eq(viewerViewpoints.id, id)))[0],
      create: async (row: NewViewpoint) =>
        (await db.insert(viewerViewpoints).values(row).returning())[0]!,
      rename: async (id: string, name: string) =>
        (
          await db
            .update(viewerViewpoints)
            .set({ name })
            .where(eq(viewerViewpoints.id, id))
            .returning()
        )[0]!,
      remove: (id: string) => db.delete(viewerViewpoints).where(eq(viewerViewpoints.id, id)),
    },
    tasks: {
      list: (versionId: string) =>
        db
          .select()
          .from(viewerTasks)
          .where(eq(viewerTasks.versionId, versionId))
          .orderBy(asc(viewerTasks.createdAt)),
      get: async (id: string) =>
        (await db.select().from(viewerTasks).where(eq(viewerTasks.id, id)))[0],
      create: async (row: NewTask) => (await db.insert(viewerTasks).values(row).returning())[0]!,
      update: async (id: string, patch: Partial<NewTask>) =>
        (
          await db
            .update(viewerTasks)
            .set({ ...patch, updatedAt: new Date() })
            .where(eq(viewerTasks.id, id))
            .returning()
        )[0]!,
      remove: (id: string) => db.delete(viewerTasks).where(eq(viewerTasks.id, id)),
    },
  };
}
