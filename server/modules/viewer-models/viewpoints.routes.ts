import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  createViewpointBodySchema,
  savedViewpointSchema,
  updateViewpointBodySchema,
  versionParams,
} from '../../../src/api/contract/viewer';
import type { AppDeps } from '../../deps';
import { userIdOf } from '../projects/request-user';
import { itemsRepository } from './items.repository';
import { versionItems, viewerErrors } from './version-items';
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

  app.get(
    '/api/file-versions/:versionId/viewpoints',
    {
      schema: {
        tags,
        summary: 'Saved viewpoints of a file version',
        params: versionParams,
        response: { 200: z.array(savedViewpointSchema), ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      return items.list(userIdOf(request), request.params.versionId);
    },
  );

  app.get(
    '/api/viewpoints/:id',
    {
      schema: {
        tags,
        summary: 'One saved viewpoint (the deep link)',
        params: uuidParams,
        response: { 200: savedViewpointSchema, ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { row, scope } = await items.find(userIdOf(request), request.params.id, 'read');
      return items.show(row, scope);
    },
  );

  app.post(
    '/api/file-versions/:versionId/viewpoints',
    {
      schema: {
        tags,
        summary: 'Saves the current view under a name (project members)',
        params: versionParams,
        body: createViewpointBodySchema,
        response: { 201: savedViewpointSchema, 422: errorBodySchema, ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
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
    {
      schema: {
        tags,
        summary: 'Renames a saved viewpoint (its author, or an editor of the project)',
        params: uuidParams,
        body: updateViewpointBodySchema,
        response: { 200: savedViewpointSchema, 422: errorBodySchema, ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { scope } = await items.find(userIdOf(request), request.params.id, 'edit');
      const row = await repo.rename(request.params.id, request.body.name);
      return items.show(row, scope);
    },
  );

  app.delete(
    '/api/viewpoints/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a saved viewpoint (its author, or an editor of the project)',
        params: uuidParams,
        response: { 204: z.null(), ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await items.find(userIdOf(request), request.params.id, 'edit');
      await repo.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
