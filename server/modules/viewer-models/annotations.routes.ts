import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  annotationSchema,
  createAnnotationBodySchema,
  updateAnnotationBodySchema,
  versionParams,
} from '../../../src/api/contract/viewer';
import type { AppDeps } from '../../deps';
import { userIdOf } from '../projects/request-user';
import { itemsRepository } from './items.repository';
import { versionItems, viewerErrors } from './version-items';
import { toAnnotation } from './viewer.dto';

const tags = ['viewer: annotations'];

/** 3D pins with text on a file version's model. */
export const annotationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = itemsRepository(db).annotations;

  const items = versionItems(db, repo, toAnnotation);

  app.get(
    '/api/file-versions/:versionId/annotations',
    {
      schema: {
        tags,
        summary: 'Annotations of a file version (anyone who can read the file)',
        params: versionParams,
        response: { 200: z.array(annotationSchema), ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      return items.list(userIdOf(request), request.params.versionId);
    },
  );

  app.post(
    '/api/file-versions/:versionId/annotations',
    {
      schema: {
        tags,
        summary: 'Adds an annotation (project members; people the file was shared with only read)',
        params: versionParams,
        body: createAnnotationBodySchema,
        response: { 201: annotationSchema, 422: errorBodySchema, ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
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
    {
      schema: {
        tags,
        summary: "Edits an annotation's text or position (its author, or an editor of the project)",
        params: uuidParams,
        body: updateAnnotationBodySchema,
        response: { 200: annotationSchema, 422: errorBodySchema, ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const { scope } = await items.find(userIdOf(request), request.params.id, 'edit');
      const row = await repo.update(request.params.id, request.body);
      return items.show(row, scope);
    },
  );

  app.delete(
    '/api/annotations/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an annotation (its author, or an editor of the project)',
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
