import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { app as ouvrage } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import type { AppDeps } from '../../server/deps';
import { createMailer, type Mailer } from '../../server/mail/mailer';
import { seedReference } from '../../server/modules/reference/reference.seed';
import { localStorage } from '../../server/storage/local.storage';
import type { Storage } from '../../server/storage/storage';
import { openTestDatabase } from './test-db';

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database & { url?: string };
  config: Config;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * Builds the real app over a fresh database and a throw-away DATA_DIR. Pass `env` to set
 * configuration (SMTP_URL for a test SMTP peer, provider issuers…), or replace dependencies.
 */
export async function buildTestApp(
  opts: { env?: Record<string, string>; storage?: Storage; mailer?: Mailer } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ouvrage-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    STATIC_DIR: join(dataDir, 'no-dist'),
    ...opts.env,
  });
  const database = await openTestDatabase();
  await seedReference(database.db);
  const storage = opts.storage ?? localStorage(join(dataDir, 'storage'));
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      mailDir: join(dataDir, 'mail'),
      log: { info() {} },
    });
  const deps: AppDeps = { config, database, storage, mailer };
  const app = Fastify({ logger: false });
  await app.register(ouvrage, deps);
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      mailer.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
