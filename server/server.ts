import { join } from 'node:path';
import Fastify from 'fastify';
import { app } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedReference } from './modules/reference/reference.seed';
import { purgeExpired } from './purge';
import { seed } from './seed';
import { createMailer } from './mail/mailer';
import { createStorage } from './storage/create-storage';
import { startRunner } from './modules/models/start-runner';

/** The listener: configuration, database and migrations, then the app on PORT; Ctrl-C closes cleanly. */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const fastify = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: 10 * 1024 * 1024,
    // Only behind a proxy that sets X-Forwarded-For may the per-address rate limits trust it.
    trustProxy: config.TRUST_PROXY ?? false,
  });
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
  });
  await database.migrate();
  fastify.log.info({ database: database.kind }, 'database migrated');
  const storage = createStorage(config);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    mailDir: join(config.dataDir, 'mail'),
    log: fastify.log,
  });
  // Reference data (wilayas, categories…) is needed in every deployment, production included.
  await seedReference(database.db);
  await seed({ config, database, storage, log: fastify.log });
  await fastify.register(app, { config, database, storage, mailer });
  // IFC processing runs in this process too unless MODEL_WORKERS=0 (`npm run worker` instead).
  startRunner(fastify, { config, database, storage, count: config.MODEL_WORKERS });
  fastify.addHook('onReady', async () => {
    // Expired sessions and spent rate-limit windows are purged hourly (any process may do it).
    const purge = setInterval(
      () =>
        void purgeExpired(database.db, config).catch((err: unknown) =>
          fastify.log.warn({ err }, 'purge failed'),
        ),
      3_600_000,
    );
    purge.unref();
    fastify.addHook('onClose', async () => clearInterval(purge));
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    fastify.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await fastify.close();
      mailer.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      fastify.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await fastify.listen({ port: config.PORT, host: config.HOST });
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
