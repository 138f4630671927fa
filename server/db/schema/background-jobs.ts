import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/**
 * Work queued in the database (server/jobs): claimed with FOR UPDATE SKIP LOCKED by any process,
 * held under a lease its worker renews; a lease that runs out (the worker died) lets another
 * worker take the job again. `key` makes enqueueing idempotent (one job per version to process).
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    queue: text('queue').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    state: text('state').$type<JobState>().notNull().default('queued'),
    /** Claims so far (a crashed run counts). */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('background_jobs_queue_key_unique').on(t.queue, t.key),
    index('background_jobs_due_idx')
      .on(t.queue, t.runAfter)
      .where(sql`${t.state} in ('queued', 'running')`),
  ],
);
