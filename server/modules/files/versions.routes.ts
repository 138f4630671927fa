import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  downloadQuerySchema,
  fileVersionSchema,
  versionParams,
  versionUploadQuerySchema,
} from '../../../src/api/contract/files';
import { uuidParams } from '../../../src/api/contract/people';
import { fileVersions, files } from '../../db/schema/files';
import type { AppDeps } from '../../deps';
import { NotFoundError, stillThere, ValidationError } from '../../lib/errors';
import { accessControl } from '../projects/access';
import { loadPeople } from '../projects/people';
import { userIdOf } from '../projects/request-user';
import { sendVersion } from './download';
import { toVersion } from './files.dto';
import { notifyFollowers } from './follows';
import { filesRepository } from './files.repository';
import { fileUploads } from './files.service';
import type { StorageOrphanage } from './orphans';
import { fileErrors, uploadResponses } from './route-schemas';
import { uploadResult } from './upload-result';
import { receiveUpload } from './upload.service';
import { pickLanguage } from '../../lib/i18n';
import { projectStorageRoom } from '../site/plan-limits';

const tags = ['versions'];

/** Versions of a file: list, upload a new one (streamed), details, download, delete. */
export function versionsRoutes(orphans: StorageOrphanage): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const db = deps.database.db;
    const access = accessControl(db);
    const repo = filesRepository(db);
    const maxBytes = deps.config.UPLOAD_MAX_BYTES;
    const uploads = fileUploads({ db, storage: deps.storage, orphans, maxBytes });

    async function versionOf(fileId: string, n: number) {
      const version = await repo.version(fileId, n);
      if (!version) throw new NotFoundError();
      return version;
    }

    app.get(
      '/api/files/:id/versions',
      {
        schema: {
          tags,
          summary: 'Every version of a file, newest first',
          params: uuidParams,
          response: { 200: z.array(fileVersionSchema), ...fileErrors },
        },
        config: { audience: 'pro' },
      },
      async (request) => {
        await access.file(userIdOf(request), request.params.id, 'read');
        const versions = await repo.versions(request.params.id);
        const people = await loadPeople(
          db,
          versions.map((v) => v.createdBy),
        );
        return versions.map((v) => toVersion(v, versions[0]!.number, people));
      },
    );

    app.post(
      '/api/files/:id/versions',
      {
        schema: {
          tags,
          summary:
            'Uploads a new version (multipart, field `file`, streamed and checked by content like ' +
            'an upload); it must be of the same kind as the file (IFC, glTF, PDF…), 422 otherwise',
          consumes: ['multipart/form-data'],
          params: uuidParams,
          querystring: versionUploadQuerySchema,
          response: uploadResponses,
        },
        config: { audience: 'pro' },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { file } = await access.file(userId, request.params.id, 'edit');
        // The plan's storage (issue 22): refused before the version is stored.
        const quota = await projectStorageRoom(
          db,
          file.projectId,
          pickLanguage(request.headers['accept-language']),
          Number(request.headers['content-length']),
        );
        const part = await receiveUpload(request, maxBytes);
        const version = await uploads.newVersion(userId, file, part, request.query.comment, quota);
        await notifyFollowers(db, file, version.number, userId);
        return reply.status(201).send(await uploadResult(db, file.id, version, false));
      },
    );

    app.get(
      '/api/files/:id/versions/:n',
      {
        schema: {
          tags,
          summary: 'One version (the version details dialog)',
          params: versionParams,
          response: { 200: fileVersionSchema, ...fileErrors },
        },
        config: { audience: 'pro' },
      },
      async (request) => {
        await access.file(userIdOf(request), request.params.id, 'read');
        const file = stillThere(await repo.get(request.params.id));
        const version = await versionOf(file.id, request.params.n);
        const people = await loadPeople(db, [version.createdBy]);
        return toVersion(version, file.current.number, people);
      },
    );

    app.get(
      '/api/files/:id/versions/:n/download',
      {
        schema: {
          tags,
          summary: 'One version’s content, with Range and ETag support (see the file download)',
          params: versionParams,
          querystring: downloadQuerySchema,
          response: { 200: z.unknown().describe('The bytes'), 206: z.unknown(), ...fileErrors },
        },
        config: { audience: 'pro' },
      },
      async (request, reply) => {
        const disposition = request.query.disposition;
        const need = disposition === 'attachment' ? 'download' : 'read';
        const { file } = await access.file(userIdOf(request), request.params.id, need);
        const version = await versionOf(file.id, request.params.n);
        return sendVersion(request, reply, deps.storage, version, file.name, disposition);
      },
    );

    app.delete(
      '/api/files/:id/versions/:n',
      {
        schema: {
          tags,
          summary:
            'Deletes one version and its stored object; its number is not reused. The last ' +
            'remaining version cannot be deleted (422): delete the file instead',
          params: versionParams,
          response: { 204: z.null(), 422: errorBodySchema, ...fileErrors },
        },
        config: { audience: 'pro' },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { file } = await access.file(userId, request.params.id, 'edit');
        const version = await versionOf(file.id, request.params.n);
        await db.transaction(async (tx) => {
          const left = await filesRepository(tx).versions(file.id);
          if (left.length <= 1) throw ValidationError.field('version', 'validation.last_version');
          await orphans.enqueue(tx, [version.storageKey]);
          await tx.delete(fileVersions).where(eq(fileVersions.id, version.id));
          await tx
            .update(files)
            .set({ updatedAt: new Date(), updatedBy: userId })
            .where(eq(files.id, file.id));
        });
        await orphans.discard([version.storageKey]);
        return reply.status(204).send(null);
      },
    );
  };
}
