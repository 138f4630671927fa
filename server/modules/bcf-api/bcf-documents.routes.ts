import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BCF_API_VERSION,
  bcfDocumentParams,
  bcfDocumentSchema,
  bcfProjectParams,
} from '../../../src/api/contract/bcf-api';
import type { AppDeps } from '../../deps';
import { fileVersions, files } from '../../db/schema/files';
import { NotFoundError } from '../../lib/errors';
import { accessControl } from '../projects/access';
import { sendVersion } from '../files/download';
import { filesRepository } from '../files/files.repository';
import { bcfErrors } from './bcf-api.routes';
import { bcfApiService, callerOf } from './bcf-api.service';
import { pro, tags } from './bcf-topics.routes';

const documentsUrl = `/bcf/${BCF_API_VERSION}/projects/:projectId/documents`;

/** The BCF-API URL of a project's document: what a document reference to it keeps. */
export const documentUrl = (appUrl: string, projectId: string, fileId: string) =>
  `${appUrl}/bcf/${BCF_API_VERSION}/projects/${projectId}/documents/${fileId}`;

/**
 * BCF-API 3.0 § 3.8: a project's documents are its files (guid: the file's id; the current
 * version downloads). Uploading one (POST) is done in Ouvrage, where files have folders.
 */
export const bcfDocumentsApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const bcf = bcfApiService(db);
  const access = accessControl(db);
  const repo = filesRepository(db);

  app.get(
    documentsUrl,
    {
      schema: {
        tags,
        summary: "The project's documents: its files (guid: the file's id)",
        params: bcfProjectParams,
        response: { 200: z.array(bcfDocumentSchema), ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const p = await bcf.project(callerOf(request), request.params.projectId);
      const rows = await db
        .select({ guid: files.id, filename: files.name })
        .from(files)
        .where(
          and(
            eq(files.projectId, p.id),
            exists(
              db
                .select({ one: sql`1` })
                .from(fileVersions)
                .where(eq(fileVersions.fileId, files.id)),
            ),
          ),
        )
        .orderBy(asc(files.name), asc(files.id));
      return rows;
    },
  );

  app.get(
    `${documentsUrl}/:documentGuid`,
    {
      schema: {
        tags,
        summary: "A document's bytes: the file's current version",
        params: bcfDocumentParams,
        response: { 200: z.unknown().describe('The bytes'), 206: z.unknown(), ...bcfErrors },
      },
      config: pro,
    },
    async (request, reply) => {
      const who = callerOf(request);
      const p = await bcf.project(who, request.params.projectId);
      const { file } = await access.file(who.id, request.params.documentGuid, 'download');
      const found = file.projectId === p.id ? await repo.get(file.id) : undefined;
      if (!found?.current) throw new NotFoundError();
      return sendVersion(request, reply, deps.storage, found.current, found.name, 'attachment');
    },
  );
};
