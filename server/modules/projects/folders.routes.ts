import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  createFolderBodySchema,
  folderDetailSchema,
  folderSchema,
  updateFolderBodySchema,
} from '../../../src/api/contract/folders';
import { uuidParams } from '../../../src/api/contract/people';
import { folders } from '../../db/schema/projects';
import type { AppDeps } from '../../deps';
import { stillThere, ValidationError } from '../../lib/errors';
import { storageOrphanage } from '../files/orphans';
import { accessControl, pathOf } from './access';
import { isUniqueViolation } from './db-errors';
import { toFolder, toFolderDetail } from './folders.dto';
import { foldersRepository, subtreeStorageKeys } from './folders.repository';
import { loadPeople } from './people';
import { userIdOf } from './request-user';

const tags = ['folders'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The folder tree of a project: list, create, read (breadcrumbs, sub-folders), rename, move, delete. */
export const foldersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const access = accessControl(db);
  const repo = foldersRepository(db);
  const orphans = storageOrphanage(db, deps.storage, app.log);

  /** A unique index guards sibling names; its violation is the user's 422. */
  const nameTaken = (err: unknown) => {
    if (isUniqueViolation(err)) throw ValidationError.field('name', 'validation.name_taken');
    throw err;
  };

  async function detail(userId: string, folderId: string) {
    const { chain, sharedDepth, access: a } = await access.folder(userId, folderId, 'read');
    const folder = stillThere(await repo.get(folderId));
    // A subfolder deleted between the two reads is left out, as it would be a moment later.
    const children = (
      await Promise.all((await repo.children(folderId)).map((c) => repo.get(c.id)))
    ).filter((c) => c !== undefined);
    const people = await loadPeople(
      db,
      [folder, ...children].map((f) => f.createdBy),
    );
    return toFolderDetail(folder, people, {
      path: pathOf(chain, sharedDepth),
      access: a,
      children: children.map((c) => toFolder(c, people)),
    });
  }

  app.get(
    '/api/projects/:id/folders',
    {
      schema: {
        tags,
        summary:
          "The project's whole folder tree, flat (build it from parent_id; the root has none)",
        params: uuidParams,
        response: { 200: z.array(folderSchema), ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      await access.project(userIdOf(request), request.params.id, 'read');
      const rows = await repo.ofProject(request.params.id);
      const people = await loadPeople(
        db,
        rows.map((f) => f.createdBy),
      );
      return rows.map((f) => toFolder(f, people));
    },
  );

  app.post(
    '/api/projects/:id/folders',
    {
      schema: {
        tags,
        summary:
          'Creates a folder (in the root unless parent_id says otherwise); 422 on a taken name',
        params: uuidParams,
        body: createFolderBodySchema,
        response: { 201: folderDetailSchema, 422: errorBodySchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const { project } = await access.project(userId, request.params.id, 'edit');
      const parent = request.body.parent_id
        ? (await access.folder(userId, request.body.parent_id, 'edit')).folder
        : await repo.root(project.id);
      if (!parent || parent.projectId !== project.id)
        throw ValidationError.field('parent_id', 'validation.exists');
      const created = await repo
        .create({
          projectId: project.id,
          parentId: parent.id,
          name: request.body.name,
          createdBy: userId,
        })
        .catch(nameTaken);
      return reply.status(201).send(await detail(userId, created.id));
    },
  );

  app.get(
    '/api/folders/:id',
    {
      schema: {
        tags,
        summary: 'One folder: breadcrumbs, direct sub-folders, and what the caller may do',
        params: uuidParams,
        response: { 200: folderDetailSchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => detail(userIdOf(request), request.params.id),
  );

  app.patch(
    '/api/folders/:id',
    {
      schema: {
        tags,
        summary: 'Renames and/or moves a folder (not the root; not into itself or below itself)',
        params: uuidParams,
        body: updateFolderBodySchema,
        response: { 200: folderDetailSchema, 422: errorBodySchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { folder } = await access.folder(userId, request.params.id, 'edit');
      if (folder.parentId === null) throw ValidationError.field('name', 'validation.root_folder');
      const { name, parent_id } = request.body;
      if (parent_id !== undefined && parent_id !== folder.parentId) {
        const target = await access.folder(userId, parent_id, 'edit');
        if (target.folder.projectId !== folder.projectId)
          throw ValidationError.field('parent_id', 'validation.exists');
        if (target.chain.some((c) => c.id === folder.id))
          throw ValidationError.field('parent_id', 'validation.folder_cycle');
      }
      await repo
        .update(folder.id, {
          ...(name !== undefined ? { name } : {}),
          ...(parent_id !== undefined ? { parentId: parent_id } : {}),
        })
        .catch(nameTaken);
      return detail(userId, folder.id);
    },
  );

  app.delete(
    '/api/folders/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a folder with everything in it: sub-folders, files, versions, shares and stored objects',
        params: uuidParams,
        response: { 204: z.null(), 422: errorBodySchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const { folder } = await access.folder(userIdOf(request), request.params.id, 'edit');
      if (folder.parentId === null) throw ValidationError.field('name', 'validation.root_folder');
      const keys = await db.transaction(async (tx) => {
        const found = await subtreeStorageKeys(tx, folder.id);
        await orphans.enqueue(tx, found);
        await tx.delete(folders).where(eq(folders.id, folder.id));
        return found;
      });
      await orphans.discard(keys);
      return reply.status(204).send(null);
    },
  );
};
