import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bcfComments,
  bcfSnapshots,
  bcfTopicFiles,
  bcfTopics,
  type TopicRow,
} from '../../db/schema/viewer';

type NewTopic = typeof bcfTopics.$inferInsert;
type NewComment = typeof bcfComments.$inferInsert;

/** An imported or created topic with its comments and snapshot, written together. */
export type TopicBundle = {
  topic: NewTopic;
  comments: Omit<NewComment, 'topicId'>[];
  snapshot: Buffer | null;
  /** The other files of an imported topic's BCF (all snapshots, bitmaps, documents, snippet). */
  files?: Map<string, Uint8Array>;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function insertOne(tx: Tx, b: TopicBundle): Promise<TopicRow> {
  const [topic] = await tx.insert(bcfTopics).values(b.topic).returning();
  if (b.comments.length > 0) {
    await tx.insert(bcfComments).values(b.comments.map((c) => ({ ...c, topicId: topic!.id })));
  }
  if (b.snapshot) await tx.insert(bcfSnapshots).values({ topicId: topic!.id, png: b.snapshot });
  const files = [...(b.files ?? [])];
  if (files.length > 0) {
    await tx
      .insert(bcfTopicFiles)
      .values(
        files.map(([key, bytes]) => ({ topicId: topic!.id, key, bytes: Buffer.from(bytes) })),
      );
  }
  return topic!;
}

/** SQL for BCF topics, their comments and snapshots. */
export function topicsRepository(db: Db) {
  async function commentCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ topicId: bcfComments.topicId, n: count() })
      .from(bcfComments)
      .where(inArray(bcfComments.topicId, ids))
      .groupBy(bcfComments.topicId);
    return new Map(rows.map((r) => [r.topicId, Number(r.n)]));
  }

  async function snapshotsOf(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ topicId: bcfSnapshots.topicId })
      .from(bcfSnapshots)
      .where(inArray(bcfSnapshots.topicId, ids));
    return new Set(rows.map((r) => r.topicId));
  }

  return {
    commentCounts,
    snapshotsOf,
    list: (versionId: string) =>
      db
        .select()
        .from(bcfTopics)
        .where(eq(bcfTopics.versionId, versionId))
        .orderBy(asc(bcfTopics.createdAt)),
    get: async (id: string): Promise<TopicRow | undefined> =>
      (await db.select().from(bcfTopics).where(eq(bcfTopics.id, id)))[0],
    comments: (topicIds: string[]) =>
      topicIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(bcfComments)
            .where(inArray(bcfComments.topicId, topicIds))
            .orderBy(asc(bcfComments.createdAt)),
    snapshot: async (topicId: string) =>
      (await db.select().from(bcfSnapshots).where(eq(bcfSnapshots.topicId, topicId)))[0]?.png ??
      null,
    /** Writes topics with their comments and snapshots in one transaction. */
    insert: (bundles: TopicBundle[]): Promise<TopicRow[]> =>
      db.transaction(async (tx) => {
        const out: TopicRow[] = [];
        for (const b of bundles) out.push(await insertOne(tx, b));
        return out;
      }),
    /**
     * Imports topics: one already on the version (same BCF guid) is replaced by the imported one.
     * Answers the rows and the GUIDs that were already there (updated rather than imported).
     */
    replace: (
      versionId: string,
      bundles: TopicBundle[],
    ): Promise<{ rows: TopicRow[]; updated: Set<string> }> =>
      db.transaction(async (tx) => {
        const guids = bundles.map((b) => b.topic.guid).filter((g): g is string => !!g);
        const updated = new Set<string>();
        if (guids.length > 0) {
          const gone = await tx
            .delete(bcfTopics)
            .where(and(eq(bcfTopics.versionId, versionId), inArray(bcfTopics.guid, guids)))
            .returning({ guid: bcfTopics.guid });
          for (const g of gone) updated.add(g.guid);
        }
        const rows: TopicRow[] = [];
        for (const b of bundles) rows.push(await insertOne(tx, b));
        return { rows, updated };
      }),
    /** The files of topics' BCF, by topic id then key. */
    files: async (topicIds: string[]): Promise<Map<string, Map<string, Uint8Array>>> => {
      const out = new Map<string, Map<string, Uint8Array>>();
      if (topicIds.length === 0) return out;
      const rows = await db
        .select()
        .from(bcfTopicFiles)
        .where(inArray(bcfTopicFiles.topicId, topicIds));
      for (const r of rows) {
        const m = out.get(r.topicId) ?? new Map<string, Uint8Array>();
        m.set(r.key, new Uint8Array(r.bytes));
        out.set(r.topicId, m);
      }
      return out;
    },
    update: async (id: string, patch: Partial<NewTopic>) =>
      (
        await db
          .update(bcfTopics)
          .set({ ...patch, modifiedAt: new Date() })
          .where(eq(bcfTopics.id, id))
          .returning()
      )[0]!,
    remove: (id: string) => db.delete(bcfTopics).where(eq(bcfTopics.id, id)),
    comment: async (id: string) =>
      (await db.select().from(bcfComments).where(eq(bcfComments.id, id)))[0],
    addComment: async (row: NewComment) => {
      const [comment] = await db.insert(bcfComments).values(row).returning();
      await db
        .update(bcfTopics)
        .set({ modifiedAt: new Date() })
        .where(eq(bcfTopics.id, row.topicId));
      return comment!;
    },
    updateComment: async (id: string, text: string) =>
      (
        await db
          .update(bcfComments)
          .set({ text, modifiedAt: new Date() })
          .where(eq(bcfComments.id, id))
          .returning()
      )[0]!,
    removeComment: (id: string) => db.delete(bcfComments).where(eq(bcfComments.id, id)),
  };
}
