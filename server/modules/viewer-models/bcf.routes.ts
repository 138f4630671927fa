import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  bcfExportQuerySchema,
  bcfImportResultSchema,
  versionParams,
} from '../../../src/api/contract/viewer';
import type { AppDeps } from '../../deps';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { filesRepository } from '../files/files.repository';
import { userIdOf } from '../projects/request-user';
import { viewerErrors } from './version-items';
import { BcfFormatError, readBcf, writeBcf } from './bcf/bcf-archive';
import { versionScope } from './scope';
import { topicsRepository } from './topics.repository';
import { bcfTopicsOf, bundlesOf, topicPresenter } from './topics.service';

const tags = ['viewer: BCF topics'];
const MAX_BCF = 100 * 1024 * 1024;

/**
 * BCF exchange: a file version's topics (comments, viewpoints, snapshots) as a BCF 2.1 or 3.0
 * archive, and importing one (.bcf or .bcfzip). Importing a topic the version already has (same
 * BCF guid) replaces it, so an export edited elsewhere comes back as the same topics.
 */
export const bcfRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const files = filesRepository(db);
  const present = topicPresenter(db);
  await app.register(multipart, {
    limits: { files: 1, fileSize: MAX_BCF + 1, fields: 0, parts: 1 },
  });

  app.get(
    '/api/file-versions/:versionId/bcf',
    {
      schema: {
        tags,
        summary: 'Exports the topics as a BCF archive (`version` 2.1 or 3.0, 2.1 by default)',
        params: versionParams,
        querystring: bcfExportQuerySchema,
        response: { 200: z.unknown().describe('application/octet-stream (.bcf)'), ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const scope = await versionScope(db, userIdOf(request), request.params.versionId, 'read');
      const archive = writeBcf(await bcfTopicsOf(db, scope.versionId), request.query.version);
      const name = ((await files.get(scope.fileId))?.name ?? 'topics').replace(/\.[^.]+$/, '');
      const filename = `${name}-BCF-${request.query.version}.bcf`;
      return reply
        .header('content-type', 'application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename="${filename.replace(/[^\w.-]+/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        )
        .send(Buffer.from(archive));
    },
  );

  app.post(
    '/api/file-versions/:versionId/bcf',
    {
      schema: {
        tags,
        summary:
          'Imports a BCF 2.1 or 3.0 archive (multipart, field `file`); topics with a guid the version ' +
          'already has replace those (project members)',
        consumes: ['multipart/form-data'],
        params: versionParams,
        response: {
          201: bcfImportResultSchema,
          413: errorBodySchema,
          422: errorBodySchema,
          ...viewerErrors,
        },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const scope = await versionScope(
        db,
        userIdOf(request),
        request.params.versionId,
        'contribute',
      );
      const part = await request.file().catch(() => undefined);
      if (!part) throw new ValidationError({ file: [{ key: 'validation.required' }] });
      const bytes = await part.toBuffer().catch(() => null);
      if (!bytes || part.file.truncated || bytes.length > MAX_BCF) throw new PayloadTooLargeError();
      let topics;
      try {
        topics = readBcf(new Uint8Array(bytes));
      } catch (err) {
        if (err instanceof BcfFormatError) {
          throw new ValidationError({ file: [{ key: 'validation.viewer_bcf' }] });
        }
        throw err;
      }
      const rows = await topicsRepository(db).replace(
        scope.versionId,
        bundlesOf(topics, scope.versionId),
      );
      return reply
        .status(201)
        .send({ imported: rows.length, topics: await present.topics(rows, scope) });
    },
  );
};
