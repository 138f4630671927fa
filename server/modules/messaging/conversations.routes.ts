import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  conversationSchema,
  messagePageSchema,
  messageSchema,
  messagesQuerySchema,
  openConversationBodySchema,
  sendMessageBodySchema,
} from '../../../src/api/contract/messaging';
import { uuidParams } from '../../../src/api/contract/people';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { userOf } from '../../plugins/audience';
import { toMessage } from './messaging.dto';
import { messagingRepository, otherOf, readAtOf } from './messaging.repository';
import { messagingService } from './messaging.service';

const tags = ['messages'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const config = { audience: 'member' as const };

/**
 * Conversations between two users of either area (SPEC: messages): the list with unread counts,
 * find-or-open with a participant, the history paged back (and searched), sending, read
 * receipts, typing, blocking. Someone who is not in a conversation gets 404 on it.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const service = messagingService(db);
  const repo = messagingRepository(db);

  app.get(
    '/api/conversations',
    {
      schema: {
        tags,
        summary: 'My conversations, the latest first, with their unread counts',
        response: { 200: z.array(conversationSchema), ...errors },
      },
      config,
    },
    async (request) => service.list(userOf(request).id),
  );

  app.post(
    '/api/conversations',
    {
      schema: {
        tags,
        summary: 'Finds the conversation with `participantId`, or opens it (201)',
        body: openConversationBodySchema,
        response: {
          200: conversationSchema,
          201: conversationSchema,
          422: errorBodySchema,
          ...errors,
        },
      },
      config,
    },
    async (request, reply) => {
      const found = await service.open(userOf(request), request.body.participantId);
      return reply.status(found.created ? 201 : 200).send(found.conversation);
    },
  );

  app.post(
    '/api/orders/:id/conversation',
    {
      schema: {
        tags,
        summary:
          "The order's conversation between its two parties, opened on first use (201); " +
          'anyone else: 404; a draft: 409. Its messages go through api/conversations/{id}/messages',
        params: uuidParams,
        response: {
          200: conversationSchema,
          201: conversationSchema,
          409: errorBodySchema,
          ...errors,
        },
      },
      config,
    },
    async (request, reply) => {
      const found = await service.openForOrder(userOf(request), request.params.id);
      return reply.status(found.created ? 201 : 200).send(found.conversation);
    },
  );

  app.get(
    '/api/conversations/:id',
    {
      schema: {
        tags,
        summary: 'One of my conversations',
        params: uuidParams,
        response: { 200: conversationSchema, ...errors },
      },
      config,
    },
    async (request) => service.one(userOf(request).id, request.params.id),
  );

  app.get(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages, newest first; `before` (a message id) pages back, `q` searches',
        params: uuidParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
      config,
    },
    async (request) => {
      const me = userOf(request).id;
      const c = await service.conversation(me, request.params.id);
      const q = request.query;
      const before = q.before ? await repo.message(q.before) : undefined;
      if (q.before && before?.conversationId !== c.id) throw new NotFoundError();
      const rows = await repo.page(c.id, { before, limit: q.limit + 1, q: q.q || undefined });
      const theirs = readAtOf(c, otherOf(c, me));
      return {
        data: rows.slice(0, q.limit).map((m) => toMessage(m, me, theirs)),
        has_more: rows.length > q.limit,
      };
    },
  );

  app.post(
    '/api/conversations/:id/messages',
    {
      schema: {
        tags,
        summary: 'Sends a message: `body` (plain text) and/or `attachments` (uploaded ids)',
        params: uuidParams,
        body: sendMessageBodySchema,
        response: { 201: messageSchema, 422: errorBodySchema, ...errors },
      },
      config,
    },
    async (request, reply) => {
      const me = userOf(request);
      const c = await service.conversation(me.id, request.params.id);
      const m = await service.send(me, c, request.body.body, request.body.attachments);
      return reply.status(201).send(toMessage(m, me.id, null));
    },
  );

  app.post(
    '/api/conversations/:id/read',
    {
      schema: {
        tags,
        summary: 'Marks the conversation read up to now (a read receipt for the other)',
        params: uuidParams,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      const me = userOf(request).id;
      await service.markRead(me, await service.conversation(me, request.params.id));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/conversations/:id/typing',
    {
      schema: {
        tags,
        summary: 'Tells the other participant that I am typing',
        params: uuidParams,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      const me = userOf(request).id;
      await service.typing(me, await service.conversation(me, request.params.id));
      return reply.status(204).send(null);
    },
  );

  for (const [method, blocked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    app[method](
      '/api/conversations/:id/block',
      {
        schema: {
          tags,
          summary: blocked
            ? 'Blocks the other participant: no more messages from them'
            : 'Unblocks the other participant',
          params: uuidParams,
          response: { 200: conversationSchema, ...errors },
        },
        config,
      },
      async (request) => {
        const me = userOf(request).id;
        const c = await service.conversation(me, request.params.id);
        await service.setBlocked(me, c, blocked);
        return service.one(me, c.id);
      },
    );
  }
};
