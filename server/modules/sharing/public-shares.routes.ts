import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { FileFormat } from '../../../src/api/contract/files';
import {
  publicDownloadQuerySchema,
  publicShareQuerySchema,
  publicShareSchema,
  tokenParams,
  type PublicFile,
} from '../../../src/api/contract/shares';
import { projects } from '../../db/schema/projects';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../deps';
import { ForbiddenError, GoneError, NotFoundError, ValidationError } from '../../lib/errors';
import { sendVersion } from '../files/download';
import { filesRepository, type FileWithCurrent } from '../files/files.repository';
import { formats } from '../files/formats';
import { accessRepository } from '../projects/access.repository';
import { foldersRepository } from '../projects/folders.repository';
import { isExpired } from './shares.dto';
import { sharesRepository, type ShareRow } from './shares.repository';

const tags = ['shares'];

const toPublicFile = (f: FileWithCurrent): PublicFile => ({
  id: f.id,
  name: f.name,
  kind: f.kind,
  format: f.current.format as FileFormat,
  content_type: formats[f.current.format as FileFormat].contentType,
  size: f.current.size,
  version: f.current.number,
  updated_at: f.updatedAt.toISOString(),
});

/**
 * What a link shows without sign-in. An unknown or revoked token is 404 (so is any link of a
 * project whose link sharing is off), an expired one 410.
 * A link always shows the current version of the file. A named (person) share has no token and
 * is reached through the signed-in file routes instead.
 */
export const publicSharesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = sharesRepository(db);
  const files = filesRepository(db);
  const folders = foldersRepository(db);
  const chains = accessRepository(db);

  async function live(token: string): Promise<ShareRow> {
    const share = await repo.byToken(token);
    if (!share || share.kind !== 'link') throw new NotFoundError('errors.share_not_found');
    // While the project's link sharing is off its links are dormant, as if revoked; turning
    // it back on revives them.
    const [project] = await db
      .select({ parameters: projects.parameters })
      .from(projects)
      .where(eq(projects.id, share.projectId));
    if (!project?.parameters.link_sharing) throw new NotFoundError('errors.share_not_found');
    if (isExpired(share)) throw new GoneError('errors.share_expired');
    return share;
  }

  /** The part of the shared folder's subtree that `folderId` designates, from the shared folder down. */
  async function within(share: ShareRow, folderId: string) {
    const chain = await chains.chain(folderId);
    const depth = chain.findIndex((c) => c.id === share.folderId);
    if (depth < 0) throw new NotFoundError();
    return chain
      .slice(0, depth + 1)
      .map((c) => ({ id: c.id, name: c.name }))
      .reverse();
  }

  app.get(
    '/api/shares/:token',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary:
          'What a link shares (no sign-in): the file, or one level of the shared folder (`folder_id` to go down). 404 unknown or revoked, 410 expired',
        params: tokenParams,
        querystring: publicShareQuerySchema,
        response: { 200: publicShareSchema, 404: errorBodySchema, 410: errorBodySchema },
      },
    },
    async (request) => {
      const share = await live(request.params.token);
      const [sharer] = await db
        .select({ first_name: users.firstName, last_name: users.lastName })
        .from(users)
        .where(eq(users.id, share.createdBy));
      const common = {
        target: share.fileId ? ('file' as const) : ('folder' as const),
        permission: share.permission,
        expires_at: share.expiresAt?.toISOString() ?? null,
        shared_by: sharer ?? { first_name: '', last_name: '' },
      };
      if (share.fileId) {
        const file = await files.get(share.fileId);
        if (!file) throw new NotFoundError('errors.share_not_found');
        return { ...common, file: toPublicFile(file), folder: null };
      }
      const folderId = request.query.folder_id ?? share.folderId!;
      const path = await within(share, folderId);
      const [children, contents] = await Promise.all([
        folders.children(folderId),
        files.inFolder(folderId),
      ]);
      return {
        ...common,
        file: null,
        folder: {
          id: folderId,
          name: path.at(-1)!.name,
          path,
          folders: children.map((c) => ({ id: c.id, name: c.name })),
          files: contents.map(toPublicFile),
        },
      };
    },
  );

  app.get(
    '/api/shares/:token/download',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary:
          'The shared file (or `file_id` of the shared folder), current version, with Range support. `attachment` needs the download permission (403 for a view-only link)',
        params: tokenParams,
        querystring: publicDownloadQuerySchema,
        response: {
          200: z.unknown().describe('The bytes'),
          206: z.unknown(),
          403: errorBodySchema,
          404: errorBodySchema,
          410: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const share = await live(request.params.token);
      const { disposition, file_id } = request.query;
      if (disposition === 'attachment' && share.permission !== 'download')
        throw new ForbiddenError('errors.share_view_only');
      let fileId = share.fileId;
      if (!fileId) {
        if (!file_id) throw ValidationError.field('file_id', 'validation.required');
        fileId = file_id;
      }
      const file = await files.get(fileId);
      if (!file) throw new NotFoundError();
      if (share.folderId) await within(share, file.folderId);
      return sendVersion(request, reply, deps.storage, file.current, file.name, disposition);
    },
  );
};
