import { openDatabase } from './db/client';
import { ConfigError, loadConfig } from './config';
import { processingRunner } from './modules/models/processing-runner';
import { createStorage } from './storage/create-storage';
import pino from 'pino';

/**
 * `npm run worker`: an IFC processing worker alone, on the deployment's database and storage
 * (DATABASE_URL, S3_* or DATA_DIR), for API processes started with MODEL_WORKERS=0, or beside
 * them. Runs MODEL_WORKERS jobs at a time (at least one); Ctrl-C hands a job in progress back.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
  });
  await database.migrate();
  const runner = processingRunner({
    db: database.db,
    storage: createStorage(config),
    log,
    concurrency: Math.max(1, config.MODEL_WORKERS),
    leaseMs: config.MODEL_LEASE_SECONDS * 1000,
    retryMs: config.MODEL_RETRY_SECONDS * 1000,
  });
  await runner.start();
  log.info({ worker: runner.worker, database: database.kind }, 'model worker started');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'model worker stopping');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await runner.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
