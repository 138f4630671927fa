import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { storageOrphans } from '../../db/schema/files';
import type { Storage } from '../../storage/storage';

/** An upload in progress protects its object this long; past it, a crashed upload's object is swept. */
const UPLOAD_GRACE_MS = 24 * 3_600_000;
const RETRY_BASE_MS = 60_000;
/** A temporary file this old belongs to no write in progress (a crash left it). */
const TEMP_MAX_AGE_MS = 3_600_000;

/**
 * Stored objects are deleted through a table: their keys are written in the transaction that
 * removes the rows pointing at them (so a crash cannot lose them), then deleted; a failure is
 * retried by `sweep` with a growing delay.
 */
export function storageOrphanage(
  db: Db,
  storage: Pick<Storage, 'delete' | 'sweepTemporary'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  async function removeOne(key: string): Promise<boolean> {
    try {
      await storage.delete(key);
      await db.delete(storageOrphans).where(eq(storageOrphans.key, key));
      return true;
    } catch (err) {
      log.warn({ err, key }, 'stored object not deleted; will retry');
      await db
        .update(storageOrphans)
        .set({
          attempts: sql`${storageOrphans.attempts} + 1`,
          lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
          notBefore: sql`now() + (${RETRY_BASE_MS} * power(2, least(${storageOrphans.attempts}, 10))) * interval '1 millisecond'`,
        })
        .where(eq(storageOrphans.key, key));
      return false;
    }
  }

  return {
    /** Before an upload: its object is an orphan unless the upload's rows commit (`adopt`). */
    async reserve(key: string): Promise<void> {
      await db
        .insert(storageOrphans)
        .values({ key, notBefore: new Date(Date.now() + UPLOAD_GRACE_MS) });
    },
    /** In the transaction that commits the upload's rows. */
    async adopt(tx: Db, key: string): Promise<void> {
      await tx.delete(storageOrphans).where(eq(storageOrphans.key, key));
    },
    /** In the transaction that deletes the rows referencing `keys`. */
    async enqueue(tx: Db, keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await tx
        .insert(storageOrphans)
        .values(keys.map((key) => ({ key })))
        .onConflictDoUpdate({ target: storageOrphans.key, set: { notBefore: sql`now()` } });
    },
    /** Deletes these objects now (after a failed upload, or right after `enqueue` committed). */
    async discard(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(storageOrphans)
        .set({ notBefore: sql`now()` })
        .where(inArray(storageOrphans.key, keys));
      for (const key of keys) await removeOne(key);
    },
    /** Retries every orphan that is due, and removes temporary files a crash left; returns how many orphans are left. */
    async sweep(): Promise<number> {
      await storage.sweepTemporary?.(new Date(Date.now() - TEMP_MAX_AGE_MS));
      const due = await db
        .select({ key: storageOrphans.key })
        .from(storageOrphans)
        .where(lte(storageOrphans.notBefore, new Date()))
        .limit(500);
      let left = 0;
      for (const { key } of due) if (!(await removeOne(key))) left += 1;
      return left;
    },
    async pending(keys?: string[]): Promise<string[]> {
      const rows = await db
        .select({ key: storageOrphans.key })
        .from(storageOrphans)
        .where(keys ? and(inArray(storageOrphans.key, keys)) : undefined);
      return rows.map((r) => r.key);
    },
  };
}

export type StorageOrphanage = ReturnType<typeof storageOrphanage>;
