import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  annotationSchema,
  createAnnotationBodySchema,
  updateAnnotationBodySchema,
} from '../../../src/api/contract/viewer';
import type { AppDeps } from '../../deps';
import { userIdOf } from '../projects/request-user';
import { itemsRepository } from './items.repository';
import { itemRouteOptions } from './item-route-options';
import { versionItems } from './version-items';
import { toAnnotation } from './viewer.dto';

const tags = ['viewer: annotations'];

/** 3D pins with text on a file version's model. */
export const annotationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = itemsRepository(db).annotations;
  const items = versionItems(db, repo, toAnnotation);
  const route = itemRouteOptions(tags);

  app.get(
    '/api/file-versions/:versionId/annotations',
    route.list('Annotations of a file version (anyone who can read the file)', annotationSchema),
    async (request) => items.list(userIdOf(request), request.params.versionId),
  );

  app.post(
    '/api/file-versions/:versionId/annotations',
    route.create(
      'Adds an annotation (project members; people the file was shared with only read)',
      createAnnotationBodySchema,
      annotationSchema,
    ),
    async (request, reply) => {
      const userId = userIdOf(request);
      const scope = await items.contribute(userId, request.params.versionId);
      const row = await repo.create({
        versionId: scope.versionId,
        position: request.body.position,
        element: request.body.element ?? null,
        text: request.body.text,
        authorId: userId,
      });
      return reply.status(201).send(await items.show(row, scope));
    },
  );

  app.patch(
    '/api/annotations/:id',
    route.update(
      "Edits an annotation's text or position (its author, or an editor of the project)",
      updateAnnotationBodySchema,
      annotationSchema,
    ),
    async (request) => {
      const { scope } = await items.find(userIdOf(request), request.params.id, 'edit');
      const row = await repo.update(request.params.id, request.body);
      return items.show(row, scope);
    },
  );

  app.delete(
    '/api/annotations/:id',
    route.remove('Deletes an annotation (its author, or an editor of the project)'),
    async (request, reply) => {
      await items.find(userIdOf(request), request.params.id, 'edit');
      await repo.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
