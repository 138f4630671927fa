import { createGunzip } from 'node:zlib';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { versionParams } from '../../../src/api/contract/files';
import {
  elementParams,
  elementSummarySchema,
  elementsPageSchema,
  elementsQuerySchema,
  matchBodySchema,
  matchResultSchema,
  modelTreeSchema,
  processingSchema,
} from '../../../src/api/contract/models';
import { modelElements } from '../../db/schema/models';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { fileErrors } from '../files/route-schemas';
import { sendAsStored } from '../../plugins/compression';
import { userIdOf } from '../projects/request-user';
import { elementsRepository } from './elements.repository';
import { queryWhere } from './model-query';
import { modelScope, readyModel } from './model-scope';
import { toElement, toProcessing } from './models.dto';
import { modelsRepository } from './models.repository';
import { processingQueued, queueProcessing } from './processing-queue';

const tags = ['models'];
const audience = { audience: 'pro' as const };
const notReady = { 409: errorBodySchema };

/**
 * A processed IFC version: its processing state, its geometry as the viewer draws it, its spatial
 * tree and its elements with their properties. Access as for the file (404 to anyone who cannot
 * see it); 409 while the version is not processed (the viewer then parses the file itself).
 */
export const modelsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const elements = elementsRepository(db);

  app.get(
    '/api/files/:id/versions/:n/processing',
    {
      schema: {
        tags,
        summary:
          'The processing of an IFC version: queued → processing (progress 0…1) → ready (with ' +
          'what was found) or failed (with the reason: unsupported-schema, unsupported-format, ' +
          'corrupt, out-of-memory, worker-crashed, processing-failed). 404 for other kinds',
        params: versionParams,
        response: { 200: processingSchema, ...fileErrors },
      },
      config: audience,
    },
    async (request) => {
      const { id, n } = request.params;
      const { model } = await modelScope(db, userIdOf(request), id, n);
      return toProcessing(n, model);
    },
  );

  app.post(
    '/api/files/:id/versions/:n/processing',
    {
      schema: {
        tags,
        summary:
          'Processes an IFC version again (after a failure, or to refresh it); editors only. ' +
          'A version being processed is left to finish',
        params: versionParams,
        response: { 202: processingSchema, ...fileErrors },
      },
      config: audience,
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const { version, model } = await modelScope(db, userIdOf(request), id, n, 'edit');
      if (model?.state !== 'processing') {
        await db.transaction((tx) => queueProcessing(tx, version.id, true));
        processingQueued.emit('queued');
      }
      return reply.status(202).send(toProcessing(n, await modelsRepository(db).state(version.id)));
    },
  );

  app.get(
    '/api/files/:id/versions/:n/geometry',
    {
      schema: {
        tags,
        summary:
          'The processed geometry, as the viewer draws it: binary frames (src/ifc/geometry-' +
          'frames.ts: the model, then batches of merged and instanced geometry), gzip-encoded ' +
          '(Content-Encoding: gzip, decoded here for a client that does not accept it), streamed ' +
          'so the first batch draws before the rest arrives. ETag and If-None-Match (304)',
        params: versionParams,
        response: {
          200: z.unknown().describe('The frames'),
          304: z.null(),
          ...notReady,
          ...fileErrors,
        },
      },
      config: audience,
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const { model } = await readyModel(db, userIdOf(request), id, n);
      const key = model.geometryKey;
      if (!key) throw new NotFoundError();
      const etag = `"${key.split('/').pop()}"`;
      void reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('vary', 'accept-encoding')
        .type('application/vnd.ouvrage.model-frames');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      // Sent as stored (gzip already), never compressed again by the compression plugin.
      sendAsStored(request);
      const stream = await deps.storage.get(key);
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        void reply.header('content-encoding', 'gzip');
        if (model.geometrySize) void reply.header('content-length', String(model.geometrySize));
        return reply.send(stream);
      }
      return reply.send(stream.pipe(createGunzip()));
    },
  );

  app.get(
    '/api/files/:id/versions/:n/tree',
    {
      schema: {
        tags,
        summary:
          'The spatial tree (project → site → building → storey → elements; `element` is the ' +
          'index in the geometry) and the element index (class, name, GlobalId of every element ' +
          'with geometry, by that index)',
        params: versionParams,
        response: { 200: modelTreeSchema, ...notReady, ...fileErrors },
      },
      config: audience,
    },
    async (request) => {
      const { id, n } = request.params;
      const { model, version } = await readyModel(db, userIdOf(request), id, n);
      const rows = await elements.index(version.id);
      const index = {
        expressIds: [] as number[],
        types: [] as string[],
        names: [] as string[],
        globalIds: [] as string[],
      };
      for (const r of rows) {
        const i = r.elementIndex!;
        index.expressIds[i] = r.expressId;
        index.types[i] = r.ifcClass;
        index.names[i] = r.name;
        index.globalIds[i] = r.globalId ?? '';
      }
      return { tree: model.tree ?? [], index };
    },
  );

  app.get(
    '/api/files/:id/versions/:n/elements',
    {
      schema: {
        tags,
        summary:
          'Every IfcProduct of a processed version, paged (by geometry index, then express id), ' +
          'filtered by class (with its subtypes), text, category or geometry; `with=properties` ' +
          'adds each element’s property tabs',
        params: versionParams,
        querystring: elementsQuerySchema,
        response: { 200: elementsPageSchema, ...notReady, ...fileErrors },
      },
      config: audience,
    },
    async (request) => {
      const { id, n } = request.params;
      const q = request.query;
      const { version } = await readyModel(db, userIdOf(request), id, n);
      const filters = [
        queryWhere({ classes: q.class ? [q.class] : [], text: q.q ?? '', conditions: [] }),
        q.category ? eq(modelElements.category, q.category) : undefined,
        q.geometry === undefined
          ? undefined
          : q.geometry === 'true'
            ? sql`${modelElements.elementIndex} is not null`
            : sql`${modelElements.elementIndex} is null`,
      ];
      const { rows, total } = await elements.page(version.id, and(...filters), {
        page: q.page,
        perPage: q.per_page,
        properties: q.with === 'properties',
      });
      return {
        data: rows.map(toElement),
        meta: {
          current_page: q.page,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
          per_page: q.per_page,
          total,
        },
      };
    },
  );

  app.get(
    '/api/files/:id/versions/:n/elements/:globalId',
    {
      schema: {
        tags,
        summary: 'One element of a processed version by GlobalId, with its property tabs',
        params: elementParams,
        response: { 200: elementSummarySchema, ...notReady, ...fileErrors },
      },
      config: audience,
    },
    async (request) => {
      const { id, n, globalId } = request.params;
      const { version } = await readyModel(db, userIdOf(request), id, n);
      const row = await elements.byGlobalId(version.id, globalId);
      if (!row) throw new NotFoundError();
      return toElement(row);
    },
  );

  app.post(
    '/api/files/:id/versions/:n/elements/match',
    {
      schema: {
        tags,
        summary:
          'Every element of a processed version a search matches (the viewer selects or colours ' +
          'them): GlobalIds, and indices in the geometry of those that have one',
        params: versionParams,
        body: matchBodySchema,
        response: { 200: matchResultSchema, 422: errorBodySchema, ...notReady, ...fileErrors },
      },
      config: audience,
    },
    async (request) => {
      const { id, n } = request.params;
      const { version } = await readyModel(db, userIdOf(request), id, n);
      const rows = await elements.matching(version.id, queryWhere(request.body.query));
      return {
        global_ids: rows.flatMap((r) => (r.globalId ? [r.globalId] : [])),
        element_indices: rows.flatMap((r) => (r.elementIndex === null ? [] : [r.elementIndex])),
      };
    },
  );
};
