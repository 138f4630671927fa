import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  downloadQuerySchema,
  fileDetailSchema,
  fileSchema,
  updateFileBodySchema,
  uploadQuerySchema,
} from '../../../src/api/contract/files';
import { uuidParams } from '../../../src/api/contract/people';
import { files } from '../../db/schema/files';
import type { AppDeps } from '../../deps';
import { stillThere, ValidationError } from '../../lib/errors';
import { accessControl, pathOf } from '../projects/access';
import { isUniqueViolation } from '../projects/db-errors';
import { loadPeople } from '../projects/people';
import { userIdOf } from '../projects/request-user';
import { sendVersion } from './download';
import { peopleOfFile, processingOf, toFile } from './files.dto';
import { filesRepository } from './files.repository';
import { notifyFollowers } from './follows';
import { fileUploads } from './files.service';
import { formatForName, formats } from './formats';
import type { StorageOrphanage } from './orphans';
import { fileErrors, uploadResponses } from './route-schemas';
import { uploadResult } from './upload-result';
import { receiveUpload } from './upload.service';
import { pickLanguage } from '../../lib/i18n';
import { projectStorageRoom } from '../site/plan-limits';

const tags = ['files'];

/** Files of a folder: list, upload (streamed), read, rename, move, delete, download. */
export function filesRoutes(orphans: StorageOrphanage): FastifyPluginAsyncZod<AppDeps> {
  return async (app, deps) => {
    const db = deps.database.db;
    const access = accessControl(db);
    const repo = filesRepository(db);
    const maxBytes = deps.config.UPLOAD_MAX_BYTES;
    const uploads = fileUploads({ db, storage: deps.storage, orphans, maxBytes });

    async function detail(userId: string, fileId: string) {
      const { chain, sharedDepth, access: a } = await access.file(userId, fileId, 'read');
      const file = stillThere(await repo.get(fileId));
      const people = await loadPeople(db, peopleOfFile(file));
      const processing = await processingOf(db, [file]);
      return {
        ...toFile(file, people, processing),
        path: pathOf(chain, sharedDepth),
        access: a,
      };
    }

    app.get(
      '/api/folders/:id/files',
      {
        schema: {
          tags,
          summary: 'Files directly in a folder, by name, each with its current version',
          params: uuidParams,
          response: { 200: z.array(fileSchema), ...fileErrors },
        },
        config: { audience: 'pro' },
      },
      async (request) => {
        await access.folder(userIdOf(request), request.params.id, 'read');
        const rows = await repo.inFolder(request.params.id);
        const people = await loadPeople(db, rows.flatMap(peopleOfFile));
        const processing = await processingOf(db, rows);
        return rows.map((f) => toFile(f, people, processing));
      },
    );

    app.post(
      '/api/folders/:id/files',
      {
        schema: {
          tags,
          summary:
            'Uploads a file (multipart, field `file`), streamed to storage and checked by content: ' +
            `${Object.values(formats)
              .flatMap((f) => f.extensions)
              .map((e) => `.${e}`)
              .join(' ')}. ` +
            'The import options are in the query. 413 past UPLOAD_MAX_BYTES; 422 for a type not ' +
            'accepted, content that does not match its name, or a taken name with on_conflict=fail',
          consumes: ['multipart/form-data'],
          params: uuidParams,
          querystring: uploadQuerySchema,
          response: uploadResponses,
        },
        config: { audience: 'pro' },
      },
      async (request, reply) => {
        const userId = userIdOf(request);
        const { folder } = await access.folder(userId, request.params.id, 'edit');
        // The plan's storage (issue 22): refused before the upload is stored, nothing half-written.
        const quota = await projectStorageRoom(
          db,
          folder.projectId,
          pickLanguage(request.headers['accept-language']),
          Number(request.headers['content-length']),
        );
        const part = await receiveUpload(request, maxBytes);
        const result = await uploads.intoFolder(userId, folder, part, request.query, quota);
        if (!result.created) {
          const file = await repo.get(result.fileId);
          if (file) await notifyFollowers(db, file, result.version.number, userId);
        }
        return reply
          .status(201)
          .send(await uploadResult(db, result.fileId, result.version, result.created));
      },
    );

    app.get(
      '/api/files/:id',
      {
        schema: {
          tags,
          summary: 'One file: current version, breadcrumbs, and what the caller may do',
          params: uuidParams,
          response: { 200: fileDetailSchema, ...fileErrors },
        },
        config: { audience: 'pro' },
      },
      async (request) => detail(userIdOf(request), request.params.id),
    );

    app.patch(
      '/api/files/:id',
      {
        schema: {
          tags,
          summary:
            'Renames (the extension must stay of the same kind), moves to another folder of the project, sets the discipline',
          params: uuidParams,
          body: updateFileBodySchema,
          response: { 200: fileDetailSchema, 422: errorBodySchema, ...fileErrors },
        },
        config: { audience: 'pro' },
      },
      async (request) => {
        const userId = userIdOf(request);
        const { file } = await access.file(userId, request.params.id, 'edit');
        const { name, folder_id, discipline } = request.body;
        if (name !== undefined) {
          const format = formatForName(name);
          if (!format || formats[format].kind !== file.kind)
            throw ValidationError.field('name', 'validation.rename_extension');
        }
        if (folder_id !== undefined && folder_id !== file.folderId) {
          const target = await access.folder(userId, folder_id, 'edit');
          if (target.folder.projectId !== file.projectId)
            throw ValidationError.field('folder_id', 'validation.exists');
        }
        await repo
          .update(file.id, {
            ...(name !== undefined ? { name } : {}),
            ...(folder_id !== undefined ? { folderId: folder_id } : {}),
            ...(discipline !== undefined ? { discipline } : {}),
            updatedBy: userId,
          })
          .catch((err: unknown) => {
            if (isUniqueViolation(err))
              throw ValidationError.field('name', 'validation.name_taken');
            throw err;
          });
        return detail(userId, file.id);
      },
    );

    app.delete(
      '/api/files/:id',
      {
        schema: {
          tags,
          summary: 'Deletes a file with all its versions, shares and stored objects',
          params: uuidParams,
          response: { 204: z.null(), ...fileErrors },
        },
        config: { audience: 'pro' },
      },
      async (request, reply) => {
        const { file } = await access.file(userIdOf(request), request.params.id, 'edit');
        const keys = await db.transaction(async (tx) => {
          const found = await filesRepository(tx).storageKeys(file.id);
          await orphans.enqueue(tx, found);
          await tx.delete(files).where(eq(files.id, file.id));
          return found;
        });
        await orphans.discard(keys);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/files/:id/download',
      {
        schema: {
          tags,
          summary:
            'The current version, with Range (206/416) and ETag support. `disposition=attachment` ' +
            'needs the download right (a recipient of a view-only share gets 403); `inline` serves the viewers and previews',
          params: uuidParams,
          querystring: downloadQuerySchema,
          response: { 200: z.unknown().describe('The bytes'), 206: z.unknown(), ...fileErrors },
        },
        config: { audience: 'pro' },
      },
      async (request, reply) => {
        const disposition = request.query.disposition;
        const need = disposition === 'attachment' ? 'download' : 'read';
        await access.file(userIdOf(request), request.params.id, need);
        const file = stillThere(await repo.get(request.params.id));
        return sendVersion(request, reply, deps.storage, file.current, file.name, disposition);
      },
    );
  };
}
