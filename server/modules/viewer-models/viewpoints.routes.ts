import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createViewpointBodySchema,
  savedViewpointSchema,
  updateViewpointBodySchema,
} from '../../../src/api/contract/viewer';
import type { AppDeps } from '../../deps';
import { userIdOf } from '../projects/request-user';
import { itemsRepository } from './items.repository';
import { itemRouteOptions } from './item-route-options';
import { versionItems } from './version-items';
import { toViewpoint } from './viewer.dto';

const tags = ['viewer: viewpoints'];

/**
 * Saved viewpoints: camera, slice planes, visibility and selection under a name. The viewer
 * links to one with `?viewpoint={id}` in its URL.
 */
export const viewpointsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = itemsRepository(db).viewpoints;
  const items = versionItems(db, repo, toViewpoint);
  const route = itemRouteOptions(tags);

  app.get(
    '/api/file-versions/:versionId/viewpoints',
    route.list('Saved viewpoints of a file version', savedViewpointSchema),
    async (request) => items.list(userIdOf(request), request.params.versionId),
  );

  app.get(
    '/api/viewpoints/:id',
    route.one('One saved viewpoint (the deep link)', savedViewpointSchema),
    async (request) => {
      const { row, scope } = await items.find(userIdOf(request), request.params.id, 'read');
      return items.show(row, scope);
    },
  );

  app.post(
    '/api/file-versions/:versionId/viewpoints',
    route.create(
      'Saves the current view under a name (project members)',
      createViewpointBodySchema,
      savedViewpointSchema,
    ),
    async (request, reply) => {
      const userId = userIdOf(request);
      const scope = await items.contribute(userId, request.params.versionId);
      const row = await repo.create({
        versionId: scope.versionId,
        name: request.body.name,
        data: request.body.viewpoint,
        authorId: userId,
      });
      return reply.status(201).send(await items.show(row, scope));
    },
  );

  app.patch(
    '/api/viewpoints/:id',
    route.update(
      'Renames a saved viewpoint (its author, or an editor of the project)',
      updateViewpointBodySchema,
      savedViewpointSchema,
    ),
    async (request) => {
      const { scope } = await items.find(userIdOf(request), request.params.id, 'edit');
      const row = await repo.rename(request.params.id, request.body.name);
      return items.show(row, scope);
    },
  );

  app.delete(
    '/api/viewpoints/:id',
    route.remove('Deletes a saved viewpoint (its author, or an editor of the project)'),
    async (request, reply) => {
      await items.find(userIdOf(request), request.params.id, 'edit');
      await repo.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
