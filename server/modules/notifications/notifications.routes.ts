import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  notificationPageSchema,
  notificationPrefsPatchSchema,
  notificationPrefsSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '../../../src/api/contract/notifications';
import { uuidParams } from '../../../src/api/contract/people';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { userOf } from '../../plugins/audience';
import { publishEvents } from '../events/publish';
import { startDigests } from './digest';
import { fullPrefs, toNotification } from './notifications.dto';
import { notificationsRepository } from './notifications.repository';

const tags = ['notifications'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const config = { audience: 'member' as const };

/**
 * A user's notifications (both areas): the list newest first with the unread count, mark read
 * (one, all), delete, and per-type preferences (in the app, by e-mail in the hourly digest).
 * Every change is announced on the user's own stream, so their other tabs follow.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = notificationsRepository(db);
  const changed = (userId: string) => publishEvents(db, [userId], 'notifications.changed');
  startDigests(app, deps);

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'My notifications, newest first (`before` pages back), with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
      config,
    },
    async (request) => {
      const user = userOf(request);
      const q = request.query;
      const rows = await repo.page(user.id, {
        before: q.before,
        limit: q.limit,
        unreadOnly: q.unread === 'true',
      });
      const page = rows.slice(0, q.limit);
      return {
        data: page.map(toNotification),
        unread: await repo.unread(user.id),
        next_before: rows.length > q.limit ? page[page.length - 1]!.createdAt.toISOString() : null,
      };
    },
  );

  app.get(
    '/api/notifications/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of my notifications are unread (the bell)',
        response: { 200: unreadCountSchema, ...errors },
      },
      config,
    },
    async (request) => ({ unread: await repo.unread(userOf(request).id) }),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        tags,
        summary: 'Marks all my notifications read',
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      const user = userOf(request);
      await repo.markAllRead(user.id);
      await changed(user.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks one of my notifications read',
        params: uuidParams,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      const user = userOf(request);
      if (!(await repo.markRead(user.id, request.params.id))) throw new NotFoundError();
      await changed(user.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/notifications/:id',
    {
      schema: {
        tags,
        summary: 'Deletes one of my notifications',
        params: uuidParams,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      const user = userOf(request);
      if (!(await repo.remove(user.id, request.params.id))) throw new NotFoundError();
      await changed(user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Per type: shown in the app, sent in the e-mail digest',
        response: { 200: notificationPrefsSchema, ...errors },
      },
      config,
    },
    async (request) => fullPrefs(await repo.prefs(userOf(request).id)),
  );

  app.put(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Changes the channels of the types given (the others are kept)',
        body: notificationPrefsPatchSchema,
        response: { 200: notificationPrefsSchema, 422: errorBodySchema, ...errors },
      },
      config,
    },
    async (request) => {
      const user = userOf(request);
      const prefs = { ...(await repo.prefs(user.id)), ...request.body };
      await repo.savePrefs(user.id, prefs);
      return fullPrefs(prefs);
    },
  );
};
