import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Storage } from '../../storage/storage';
import { processingRunner } from './processing-runner';

/** Starts `count` processing loops with the app (none when 0) and stops them before it closes. */
export function startRunner(
  fastify: FastifyInstance,
  deps: { config: Config; database: Database; storage: Storage; count: number },
): void {
  if (deps.count <= 0) return;
  const runner = processingRunner({
    db: deps.database.db,
    storage: deps.storage,
    log: fastify.log,
    concurrency: deps.count,
    leaseMs: deps.config.MODEL_LEASE_SECONDS * 1000,
    retryMs: deps.config.MODEL_RETRY_SECONDS * 1000,
  });
  fastify.addHook('onReady', async () => {
    await runner.start();
  });
  fastify.addHook('preClose', async () => {
    await runner.stop();
  });
}
