import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema } from '../../../src/api/contract/health';
import type { AppDeps } from '../../deps';
import { sharedProbe } from '../../lib/shared-probe';
import { version } from '../../version';

export const healthRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, storage }) => {
  // One database query and one storage write check a second at most, whatever the rate of calls
  // (a proxy's probes, a monitoring burst): the answer is at most a second old.
  const databaseUp = sharedProbe(() => database.ping());
  const storageUp = sharedProbe(() => storage.ping());
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
      const [db, st] = await Promise.all([databaseUp(), storageUp()]);
      return {
        status: db && st ? ('ok' as const) : ('degraded' as const),
        database: db ? ('up' as const) : ('down' as const),
        storage: st ? ('up' as const) : ('down' as const),
        version,
      };
    },
  );
};
