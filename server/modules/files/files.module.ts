import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { filesRoutes } from './files.routes';
import { followsRoutes } from './follows.routes';
import { storageOrphanage } from './orphans';
import { versionsRoutes } from './versions.routes';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Files and versions, sharing one multipart parser (limit UPLOAD_MAX_BYTES) and one storage
 * clean-up: orphaned objects are swept at start and every 10 minutes (any process may do it).
 */
export const filesModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(multipart, {
    limits: { files: 1, fileSize: deps.config.UPLOAD_MAX_BYTES + 1, fields: 0, parts: 1 },
  });
  const orphans = storageOrphanage(deps.database.db, deps.storage, app.log);
  await app.register(filesRoutes(orphans), deps);
  await app.register(versionsRoutes(orphans), deps);
  await app.register(followsRoutes, deps);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = orphans
      .sweep()
      .catch((err: unknown) => app.log.warn({ err }, 'storage sweep failed'));
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  // The database closes after the app: let a sweep in progress finish first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
