import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { compareRoutes } from './compare.routes';
import { modelsRoutes } from './models.routes';
import { searchRoutes } from './search.routes';

/**
 * The model service's API (processing state, processed geometry, tree, elements, search,
 * compare). The processing itself runs in runners (processing-runner.ts), started by
 * server.ts or `npm run worker`, never by the app: tests build the app without them.
 */
export const modelsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(modelsRoutes, deps);
  await app.register(compareRoutes, deps);
  await app.register(searchRoutes, deps);
};
