import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { downloadQuerySchema } from '../../../src/api/contract/files';
import {
  attachmentSchema,
  contactSchema,
  contactsQuerySchema,
  editMessageBodySchema,
  messageSchema,
  reportBodySchema,
} from '../../../src/api/contract/messaging';
import { uuidParams } from '../../../src/api/contract/people';
import { messageReports } from '../../db/schema/messaging';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { userOf } from '../../plugins/audience';
import { sendVersion } from '../files/download';
import { inlineSafe } from '../files/formats';
import { storageOrphanage } from '../files/orphans';
import { toPerson } from '../projects/people';
import { attachmentStore } from './attachments';
import { attachmentUrl, companyOf, toMessage } from './messaging.dto';
import { messagingRepository } from './messaging.repository';
import { messagingService } from './messaging.service';

const tags = ['messages'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const config = { audience: 'member' as const };

/** One message (edit, delete within 15 minutes, report), attachments, and the contacts search. */
export const messagesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const service = messagingService(db);
  const repo = messagingRepository(db);
  const maxBytes = deps.config.UPLOAD_MAX_BYTES;
  await app.register(multipart, {
    limits: { files: 1, fileSize: maxBytes + 1, fields: 0, parts: 1 },
  });
  const store = attachmentStore({
    db,
    storage: deps.storage,
    orphans: storageOrphanage(db, deps.storage, app.log),
    maxBytes,
  });

  app.get(
    '/api/messages/contacts/search',
    {
      schema: {
        tags,
        summary: 'People I may write to, by name, company or e-mail',
        querystring: contactsQuerySchema,
        response: { 200: z.array(contactSchema), ...errors },
      },
      config,
    },
    async (request) => {
      const rows = await repo.searchContacts(userOf(request).id, request.query.q);
      return rows.map((u) => ({ ...toPerson(u), company: companyOf(u), type: u.type }));
    },
  );

  app.patch(
    '/api/messages/:id',
    {
      schema: {
        tags,
        summary: 'Edits my message (within 15 minutes of sending it)',
        params: uuidParams,
        body: editMessageBodySchema,
        response: { 200: messageSchema, 422: errorBodySchema, ...errors },
      },
      config,
    },
    async (request) => {
      const me = userOf(request).id;
      const { m } = await service.edit(me, request.params.id, request.body.body);
      return toMessage(m, me, null);
    },
  );

  app.delete(
    '/api/messages/:id',
    {
      schema: {
        tags,
        summary: 'Deletes my message (within 15 minutes of sending it); its place stays, empty',
        params: uuidParams,
        response: { 204: z.null(), ...errors },
      },
      config,
    },
    async (request, reply) => {
      await service.remove(userOf(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/messages/:id/report',
    {
      schema: {
        tags,
        summary: 'Reports a message of a conversation I am in to the administrators',
        params: uuidParams,
        body: reportBodySchema,
        response: { 204: z.null(), 422: errorBodySchema, ...errors },
      },
      config,
    },
    async (request, reply) => {
      const me = userOf(request).id;
      const { m } = await service.messageOf(me, request.params.id);
      await db
        .insert(messageReports)
        .values({ messageId: m.id, reporterId: me, reason: request.body.reason });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/messages/attachments',
    {
      schema: {
        tags,
        summary: 'Uploads an attachment (multipart `file`), to send with a message by its id',
        consumes: ['multipart/form-data'],
        response: { 201: attachmentSchema, 413: errorBodySchema, 422: errorBodySchema, ...errors },
      },
      config,
    },
    async (request, reply) => {
      const a = await store.receive(userOf(request).id, request);
      return reply.status(201).send({
        id: a.id,
        name: a.name,
        size: a.size,
        content_type: a.contentType,
        url: attachmentUrl(a.id),
      });
    },
  );

  app.get(
    '/api/messages/attachments/:id',
    {
      schema: {
        tags,
        summary: 'An attachment, for its uploader and the participants of its message',
        params: uuidParams,
        querystring: downloadQuerySchema,
        ...{ response: errors },
      },
      config,
    },
    async (request, reply) => {
      const me = userOf(request).id;
      const a = await repo.attachment(request.params.id);
      if (!a) throw new NotFoundError();
      if (a.uploaderId !== me) {
        if (!a.messageId) throw new NotFoundError();
        const { m } = await service.messageOf(me, a.messageId);
        if (m.deletedAt) throw new NotFoundError();
      }
      const disposition =
        request.query.disposition === 'inline' && inlineSafe(a.format) ? 'inline' : 'attachment';
      return sendVersion(request, reply, deps.storage, a, a.name, disposition);
    },
  );
};
