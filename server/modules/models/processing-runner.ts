import { hostname } from 'node:os';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { backoff, jobQueue, type Job } from '../../jobs/job-queue';
import { loggableError } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import type { Storage } from '../../storage/storage';
import { storageOrphanage } from '../files/orphans';
import { modelsRepository } from './models.repository';
import {
  MODELS_QUEUE,
  processingQueued,
  runBackfill,
  queueBackfill,
  type ModelJob,
} from './processing-queue';
import { processInThread, type ThreadRun } from './processing/process-in-thread';
import type { ProcessOutcome } from './processing/process-model';
import { PROCESSOR } from './processing/processor';

export type RunnerOptions = {
  db: Db;
  storage: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Jobs run side by side, each in its own thread. */
  concurrency: number;
  /** How long a claimed job is held without news from its worker (renewed every third of it). */
  leaseMs: number;
  /** First retry delay after an error worth retrying (doubling after each). */
  retryMs: number;
  pollMs?: number;
  /** Stands in for the processing thread (tests). */
  run?: (bytes: Uint8Array, progress: (p: number) => void) => ThreadRun;
};

/** Errors that processing again cannot change: the file is what it is. */
const permanent = new Set(['unsupported-schema', 'unsupported-format', 'corrupt', 'out-of-memory']);

async function readAll(storage: Storage, key: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Takes model jobs from the database queue and runs them: any number of runners, in API
 * processes (`npm start`) or alone (`npm run worker`), share one queue. A version's result (its
 * element rows, state and geometry key) commits in one transaction with the job's end, the
 * geometry object being written before and adopted there: a crash at any point leaves either the
 * whole result or none, and the job is taken again once its lease runs out.
 */
export function processingRunner(options: RunnerOptions) {
  const { db, storage, log } = options;
  const worker = `${hostname()}:${process.pid}:${randomToken(4)}`;
  const queue = jobQueue(db);
  const repo = modelsRepository(db);
  const orphans = storageOrphanage(db, storage, log);
  const run = options.run ?? processInThread;
  const pollMs = options.pollMs ?? 1000;
  let stopping = false;
  const sleeping = new Set<() => void>();
  const loops: Promise<void>[] = [];
  const current = new Set<ThreadRun>();
  const wake = () => sleeping.forEach((fn) => fn());

  async function processVersion(job: Job, versionId: string): Promise<void> {
    const source = await repo.source(versionId);
    if (!source) {
      // The version was deleted meanwhile: nothing to do.
      await db.transaction((tx) => queue.complete(tx, job.id, worker));
      return;
    }
    await repo.markProcessing(versionId);
    const started = Date.now();
    const bytes = await readAll(storage, source.storageKey);
    let lastProgress = 0;
    let lost = false;
    const thread = run(bytes, (p) => {
      if (Date.now() - lastProgress < 1000) return;
      lastProgress = Date.now();
      void repo.progress(versionId, p).catch(() => undefined);
    });
    current.add(thread);
    const heartbeat = setInterval(() => {
      void queue.heartbeat(job.id, worker, options.leaseMs).then((mine) => {
        if (!mine && !lost) {
          lost = true;
          void thread.kill();
        }
      });
    }, options.leaseMs / 3);
    let outcome: ProcessOutcome;
    try {
      outcome = await thread.result;
    } finally {
      clearInterval(heartbeat);
      current.delete(thread);
    }
    if (!outcome.ok) {
      const { code, detail } = outcome.error;
      if (!permanent.has(code)) throw new Error(`${code}: ${detail ?? ''}`);
      await db.transaction(async (tx) => {
        await modelsRepository(tx).markFailed(tx, versionId, code, detail ?? null);
        await queue.complete(tx, job.id, worker);
      });
      log.info({ versionId, code }, 'model processing failed');
      return;
    }
    const key = `projects/${source.projectId}/${randomToken(18)}.geometry`;
    await orphans.reserve(key);
    try {
      await storage.put(key, Readable.from([Buffer.from(outcome.model.geometry)]), {
        contentType: 'application/octet-stream',
      });
      await db.transaction(async (tx) => {
        await modelsRepository(tx).saveResult(tx, versionId, {
          model: outcome.model,
          geometryKey: key,
          processor: PROCESSOR,
          durationMs: Date.now() - started,
        });
        await orphans.adopt(tx, key);
        await queue.complete(tx, job.id, worker);
      });
    } catch (err) {
      await orphans.discard([key]);
      throw err;
    }
    log.info(
      { versionId, ms: Date.now() - started, elements: outcome.model.productCount },
      'model processed',
    );
  }

  async function handle(job: Job): Promise<void> {
    const payload = job.payload as ModelJob;
    try {
      if (job.attempts > job.maxAttempts) throw new GiveUp('worker-crashed');
      if (payload.kind === 'backfill') {
        await db.transaction(async (tx) => {
          const n = await runBackfill(tx);
          await queue.complete(tx, job.id, worker, true);
          if (n > 0) log.info({ versions: n }, 'model backfill queued');
        });
        return;
      }
      await processVersion(job, payload.versionId);
    } catch (err) {
      if (stopping && !(err instanceof GiveUp)) {
        // Shutting down: the job is due again at once, for the next runner.
        await queue.retry(job.id, worker, err, 0).catch(() => undefined);
        return;
      }
      const last = err instanceof GiveUp || job.attempts >= job.maxAttempts;
      log.warn(
        { err: loggableError(err), job: job.key, attempt: job.attempts, last },
        'model job failed',
      );
      if (payload.kind === 'process' && last) {
        const code = err instanceof GiveUp ? err.code : 'processing-failed';
        await db.transaction(async (tx) => {
          await modelsRepository(tx).markFailed(tx, payload.versionId, code, errorText(err));
          await queue.fail(tx, job.id, err);
        });
      } else if (last) {
        await queue.fail(db, job.id, err);
      } else {
        if (payload.kind === 'process')
          await db.transaction((tx) => modelsRepository(tx).markQueued(tx, payload.versionId));
        await queue.retry(job.id, worker, err, backoff(job.attempts, options.retryMs));
      }
    }
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      let job: Job | null = null;
      try {
        job = await queue.claim(MODELS_QUEUE, worker, options.leaseMs);
        if (job) await handle(job);
      } catch (err) {
        log.error({ err: loggableError(err) }, 'model runner error');
      }
      if (!job && !stopping)
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            sleeping.delete(done);
            resolve();
          };
          const timer = setTimeout(done, pollMs);
          sleeping.add(done);
        });
    }
  }

  return {
    worker,
    /** Queues the backfill (done once) and starts `concurrency` loops. */
    async start(): Promise<void> {
      await queueBackfill(db);
      processingQueued.on('queued', wake);
      for (let i = 0; i < options.concurrency; i++) loops.push(loop());
    },
    /** Claims and runs one due job, if any (tests); true when there was one. */
    async runOnce(): Promise<boolean> {
      const job = await queue.claim(MODELS_QUEUE, worker, options.leaseMs);
      if (job) await handle(job);
      return job !== null;
    },
    /** Stops taking jobs; a job in progress is stopped and handed back to the queue. */
    async stop(): Promise<void> {
      stopping = true;
      processingQueued.off('queued', wake);
      wake();
      await Promise.all([...current].map((t) => t.kill()));
      await Promise.all(loops);
    },
  };
}

export type ProcessingRunner = ReturnType<typeof processingRunner>;

class GiveUp extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
