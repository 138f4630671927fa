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
import { NotFoundError } from '../../lib/errors';
import { loadPeople } from '../projects/people';
import { userIdOf } from '../projects/request-user';
import { itemsRepository } from './items.repository';
import { requireEdit, versionScope } from './scope';
import { toAnnotation } from './viewer.dto';

const tags = ['viewer: annotations'];
export const viewerErrors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** 3D pins with text on a file version's model. */
export const annotationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = itemsRepository(db).annotations;

  async function owned(userId: string, id: string) {
    const row = await repo.get(id);
    if (!row) throw new NotFoundError();
    const scope = await versionScope(db, userId, row.versionId, 'read');
    requireEdit(scope, row.authorId);
    return { row, scope };
  }

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
      const scope = await versionScope(db, userIdOf(request), request.params.versionId, 'read');
      const rows = await repo.list(scope.versionId);
      const people = await loadPeople(
        db,
        rows.map((r) => r.authorId),
      );
      return rows.map((r) => toAnnotation(r, people, scope));
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
      const scope = await versionScope(db, userId, request.params.versionId, 'contribute');
      const row = await repo.create({
        versionId: scope.versionId,
        position: request.body.position,
        element: request.body.element ?? null,
        text: request.body.text,
        authorId: userId,
      });
      const people = await loadPeople(db, [userId]);
      return reply.status(201).send(toAnnotation(row, people, scope));
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
      const { scope } = await owned(userIdOf(request), request.params.id);
      const row = await repo.update(request.params.id, request.body);
      const people = await loadPeople(db, [row.authorId]);
      return toAnnotation(row, people, scope);
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
      await owned(userIdOf(request), request.params.id);
      await repo.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
