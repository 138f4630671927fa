import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../src/api/contract/health';
import type { AppDeps } from '../../deps';
import { version } from '../../version';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  app.get(
    '/api/health',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness and dependencies',
        response: { 200: healthSchema },
      },
    },
    async () => {
      const [db, st] = await Promise.all([database.ping(), storage.ping()]);
      return {
        status: db && st ? ('ok' as const) : ('degraded' as const),
        database: db ? ('up' as const) : ('down' as const),
        storage: st ? ('up' as const) : ('down' as const),
        version,
      };
    },
  );
};
