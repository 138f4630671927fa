import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { annotationsRoutes } from './annotations.routes';
import { bcfRoutes } from './bcf.routes';
import { tasksRoutes } from './tasks.routes';
import { topicsRoutes } from './topics.routes';
import { viewpointsRoutes } from './viewpoints.routes';

/**
 * What the 3D viewers store per file version: annotations, saved viewpoints, BCF topics (with
 * comments, snapshots, import and export) and tasks, under the file's access rules (scope.ts).
 */
export const viewerModelsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(annotationsRoutes, deps);
  await app.register(viewpointsRoutes, deps);
  await app.register(topicsRoutes, deps);
  await app.register(bcfRoutes, deps);
  await app.register(tasksRoutes, deps);
};
