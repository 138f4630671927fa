import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTaskBodySchema,
  taskSchema,
  updateTaskBodySchema,
} from '../../../src/api/contract/viewer';
import type { AppDeps } from '../../deps';
import { userIdOf } from '../projects/request-user';
import { itemsRepository } from './items.repository';
import { itemRouteOptions } from './item-route-options';
import { versionItems } from './version-items';
import { toTask } from './viewer.dto';

const tags = ['viewer: tasks'];

/** Tasks on a file version: title, assignee, due date, status and the elements concerned. */
export const tasksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = itemsRepository(db).tasks;
  const items = versionItems(db, repo, toTask);
  const route = itemRouteOptions(tags);

  app.get(
    '/api/file-versions/:versionId/tasks',
    route.list('Tasks of a file version', taskSchema),
    async (request) => items.list(userIdOf(request), request.params.versionId),
  );

  app.post(
    '/api/file-versions/:versionId/tasks',
    route.create('Creates a task (project members)', createTaskBodySchema, taskSchema),
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
    route.update(
      'Edits a task (its author, or an editor of the project)',
      updateTaskBodySchema,
      taskSchema,
    ),
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
    route.remove('Deletes a task (its author, or an editor of the project)'),
    async (request, reply) => {
      await items.find(userIdOf(request), request.params.id, 'edit');
      await repo.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
