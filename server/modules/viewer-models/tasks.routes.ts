import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  createTaskBodySchema,
  taskSchema,
  updateTaskBodySchema,
  versionParams,
} from '../../../src/api/contract/viewer';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { loadPeople } from '../projects/people';
import { userIdOf } from '../projects/request-user';
import { viewerErrors } from './annotations.routes';
import { itemsRepository } from './items.repository';
import { requireEdit, versionScope } from './scope';
import { toTask } from './viewer.dto';

const tags = ['viewer: tasks'];

/** Tasks on a file version: title, assignee, due date, status and the elements concerned. */
export const tasksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = itemsRepository(db).tasks;

  app.get(
    '/api/file-versions/:versionId/tasks',
    {
      schema: {
        tags,
        summary: 'Tasks of a file version',
        params: versionParams,
        response: { 200: z.array(taskSchema), ...viewerErrors },
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
      return rows.map((r) => toTask(r, people, scope));
    },
  );

  app.post(
    '/api/file-versions/:versionId/tasks',
    {
      schema: {
        tags,
        summary: 'Creates a task (project members)',
        params: versionParams,
        body: createTaskBodySchema,
        response: { 201: taskSchema, 422: errorBodySchema, ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const scope = await versionScope(db, userId, request.params.versionId, 'contribute');
      const b = request.body;
      const row = await repo.create({
        versionId: scope.versionId,
        title: b.title,
        assignee: b.assignee ?? null,
        dueDate: b.due_date ?? null,
        status: b.status,
        elements: b.elements ?? [],
        authorId: userId,
      });
      return reply.status(201).send(toTask(row, await loadPeople(db, [userId]), scope));
    },
  );

  app.patch(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Edits a task (its author, or an editor of the project)',
        params: uuidParams,
        body: updateTaskBodySchema,
        response: { 200: taskSchema, 422: errorBodySchema, ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
    async (request) => {
      const current = await repo.get(request.params.id);
      if (!current) throw new NotFoundError();
      const scope = await versionScope(db, userIdOf(request), current.versionId, 'read');
      requireEdit(scope, current.authorId);
      const b = request.body;
      const row = await repo.update(request.params.id, {
        ...(b.title !== undefined && { title: b.title }),
        ...(b.assignee !== undefined && { assignee: b.assignee }),
        ...(b.due_date !== undefined && { dueDate: b.due_date }),
        ...(b.status !== undefined && { status: b.status }),
        ...(b.elements !== undefined && { elements: b.elements }),
      });
      return toTask(row, await loadPeople(db, [row.authorId]), scope);
    },
  );

  app.delete(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a task (its author, or an editor of the project)',
        params: uuidParams,
        response: { 204: z.null(), ...viewerErrors },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const current = await repo.get(request.params.id);
      if (!current) throw new NotFoundError();
      const scope = await versionScope(db, userIdOf(request), current.versionId, 'read');
      requireEdit(scope, current.authorId);
      await repo.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
