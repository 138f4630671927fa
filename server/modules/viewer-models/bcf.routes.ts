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
import { BcfArchiveError, readBcfArchive, writeBcfArchive } from '../../lib/bcf/archive';
import { bundleOf, defaultStatus, defaultType } from './bcf/bcf-topics';
import { versionScope } from './scope';
import { topicsRepository } from './topics.repository';
import { bcfTopicsOf, topicPresenter } from './topics.service';

const tags = ['viewer: BCF topics'];

/** Why an archive as a whole is refused (422), as a message key. */
const archiveErrorKeys: Record<BcfArchiveError['code'], string> = {
  not_zip: 'validation.viewer_bcf',
  no_version: 'validation.viewer_bcf',
  unsupported_version: 'validation.viewer_bcf_version',
  too_large: 'validation.viewer_bcf_too_large',
  too_many_entries: 'validation.viewer_bcf_too_large',
};
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
      const archive = writeBcfArchive(
        await bcfTopicsOf(db, scope.versionId),
        request.query.version,
        { fallback: { topicType: defaultType, topicStatus: defaultStatus } },
      );
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
          'Imports a BCF 2.0, 2.1 or 3.0 archive (multipart, field `file`); topics with a guid the ' +
          'version already has replace those (project members); answers the report, topic by topic',
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
      let archive;
      try {
        archive = readBcfArchive(new Uint8Array(bytes));
      } catch (err) {
        if (err instanceof BcfArchiveError) {
          throw new ValidationError({ file: [{ key: archiveErrorKeys[err.code] }] });
        }
        throw err;
      }
      const { rows, updated } = await topicsRepository(db).replace(
        scope.versionId,
        archive.topics.map((t) => bundleOf(t, scope.versionId)),
      );
      const report = [
        ...archive.topics.map((t) => ({
          folder: t.guid,
          guid: t.guid,
          title: t.title,
          outcome: updated.has(t.guid) ? ('updated' as const) : ('imported' as const),
          reason: null,
        })),
        ...archive.refused.map((r) => ({
          folder: r.folder,
          guid: r.guid,
          title: null,
          outcome: 'refused' as const,
          reason: r.reason,
        })),
      ];
      return reply.status(201).send({
        bcf_version: archive.version,
        imported: report.filter((r) => r.outcome === 'imported').length,
        updated: report.filter((r) => r.outcome === 'updated').length,
        refused: archive.refused.length,
        report,
        notes: archive.notes.map((n) => ({
          topic_guid: n.topicGuid,
          code: n.code,
          detail: n.detail,
        })),
        topics: await present.topics(rows, scope),
      });
    },
  );
};
