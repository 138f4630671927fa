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
import { userIdOf } from '../projects/request-user';
import { itemsRepository } from './items.repository';
import { versionItems, viewerErrors } from './version-items';
import { toTask } from './viewer.dto';

const tags = ['viewer: tasks'];

/** Tasks on a file version: title, assignee, due date, status and the elements concerned. */
export const tasksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = itemsRepository(db).tasks;
  const items = versionItems(db, repo, toTask);

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
      return items.list(userIdOf(request), request.params.versionId);
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
      const scope = await items.contribute(userId, request.params.versionId);
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
      return reply.status(201).send(await items.show(row, scope));
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
      const { scope } = await items.find(userIdOf(request), request.params.id, 'edit');
      const b = request.body;
      const row = await repo.update(request.params.id, {
        ...(b.title !== undefined && { title: b.title }),
        ...(b.assignee !== undefined && { assignee: b.assignee }),
        ...(b.due_date !== undefined && { dueDate: b.due_date }),
        ...(b.status !== undefined && { status: b.status }),
        ...(b.elements !== undefined && { elements: b.elements }),
      });
      return items.show(row, scope);
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
      await items.find(userIdOf(request), request.params.id, 'edit');
      await repo.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
