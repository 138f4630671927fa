import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sqlRows } from '../modules/projects/sql-rows';
import { backgroundJobs } from '../db/schema/background-jobs';

export type Job = typeof backgroundJobs.$inferSelect;

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).slice(0, 2000);

/**
 * A job queue in the database, served the same way by PGlite and PostgreSQL: a worker claims the
 * oldest due job with FOR UPDATE SKIP LOCKED (two workers never take the same one) under a
 * lease it renews while it works; when a worker dies, its lease runs out and the job is due
 * again. Completing a job deletes it in the caller's transaction, with the job's results, so a
 * job either leaves its whole result or none.
 */
export function jobQueue(db: Db) {
  return {
    /**
     * Queues a job once per (queue, key), in the caller's transaction. `again` queues it anew
     * even if it is there (a new attempt count, due now); a job being worked on is left alone.
     */
    async enqueue(
      tx: Db,
      job: { queue: string; key: string; payload?: Record<string, unknown>; maxAttempts?: number },
      again = false,
    ): Promise<void> {
      const insert = tx.insert(backgroundJobs).values({
        queue: job.queue,
        key: job.key,
        payload: job.payload ?? {},
        maxAttempts: job.maxAttempts ?? 5,
      });
      if (!again) {
        await insert.onConflictDoNothing();
        return;
      }
      await insert.onConflictDoUpdate({
        target: [backgroundJobs.queue, backgroundJobs.key],
        set: {
          state: 'queued',
          attempts: 0,
          runAfter: sql`now()`,
          lastError: null,
          payload: job.payload ?? {},
          updatedAt: sql`now()`,
        },
        setWhere: sql`${backgroundJobs.state} <> 'running' or ${backgroundJobs.lockedUntil} < now()`,
      });
    },

    /** Takes the oldest due job of `queue` (queued and due, or running with its lease run out). */
    async claim(queue: string, worker: string, leaseMs: number): Promise<Job | null> {
      return db.transaction(async (tx) => {
        const due = await sqlRows<{ id: string }>(
          tx,
          sql`
          select id from background_jobs
          where queue = ${queue}
            and ((state = 'queued' and run_after <= now())
              or (state = 'running' and locked_until < now()))
          order by run_after
          limit 1
          for update skip locked`,
        );
        const id = due[0]?.id;
        if (!id) return null;
        const [job] = await tx
          .update(backgroundJobs)
          .set({
            state: 'running',
            attempts: sql`${backgroundJobs.attempts} + 1`,
            lockedBy: worker,
            lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
            updatedAt: sql`now()`,
          })
          .where(eq(backgroundJobs.id, id))
          .returning();
        return job ?? null;
      });
    },

    /** Renews the lease; false when the job is no longer this worker's (its lease was lost). */
    async heartbeat(id: string, worker: string, leaseMs: number): Promise<boolean> {
      const rows = await db
        .update(backgroundJobs)
        .set({ lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'` })
        .where(
          and(
            eq(backgroundJobs.id, id),
            eq(backgroundJobs.lockedBy, worker),
            eq(backgroundJobs.state, 'running'),
          ),
        )
        .returning({ id: backgroundJobs.id });
      return rows.length > 0;
    },

    /**
     * Ends a job in the transaction that writes its result; throws (rolling the result back)
     * when the job is no longer this worker's.
     */
    async complete(tx: Db, id: string, worker: string, keep = false): Promise<void> {
      const mine = and(eq(backgroundJobs.id, id), eq(backgroundJobs.lockedBy, worker));
      const rows = keep
        ? await tx
            .update(backgroundJobs)
            .set({ state: 'done', lockedBy: null, lockedUntil: null, updatedAt: sql`now()` })
            .where(mine)
            .returning({ id: backgroundJobs.id })
        : await tx.delete(backgroundJobs).where(mine).returning({ id: backgroundJobs.id });
      if (rows.length === 0) throw new LeaseLostError(id);
    },

    /** Due again after `delayMs` (an error worth retrying). */
    async retry(id: string, worker: string, err: unknown, delayMs: number): Promise<void> {
      await db
        .update(backgroundJobs)
        .set({
          state: 'queued',
          runAfter: sql`now() + ${delayMs} * interval '1 millisecond'`,
          lockedBy: null,
          lockedUntil: null,
          lastError: errorText(err),
          updatedAt: sql`now()`,
        })
        .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.lockedBy, worker)));
    },

    /** Given up: kept as failed, with its last error. */
    async fail(tx: Db, id: string, err: unknown): Promise<void> {
      await tx
        .update(backgroundJobs)
        .set({
          state: 'failed',
          lockedBy: null,
          lockedUntil: null,
          lastError: errorText(err),
          updatedAt: sql`now()`,
        })
        .where(eq(backgroundJobs.id, id));
    },

    async get(queue: string, key: string): Promise<Job | undefined> {
      const [job] = await db
        .select()
        .from(backgroundJobs)
        .where(and(eq(backgroundJobs.queue, queue), eq(backgroundJobs.key, key)));
      return job;
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;

export class LeaseLostError extends Error {
  constructor(id: string) {
    super(`job ${id} is no longer held by this worker`);
  }
}

/** Exponential backoff: base, 2×, 4×… capped at an hour. */
export const backoff = (attempt: number, baseMs: number) =>
  Math.min(3_600_000, baseMs * 2 ** Math.max(0, attempt - 1));
