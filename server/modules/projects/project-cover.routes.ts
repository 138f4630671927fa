import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import { projectSchema } from '../../../src/api/contract/projects';
import { projects } from '../../db/schema/projects';
import type { AppDeps } from '../../deps';
import { NotFoundError, PayloadTooLargeError, stillThere, ValidationError } from '../../lib/errors';
import { storageOrphanage } from '../files/orphans';
import { accessControl } from './access';
import { loadPeople } from './people';
import { COVER_MAX_BYTES, coverContentType, storeCover } from './project-cover.service';
import { peopleOfProject, toProject } from './projects.dto';
import { projectsRepository } from './projects.repository';
import { userIdOf } from './request-user';

const tags = ['projects'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** A project's cover image: replace, serve, remove. */
export const projectCoverRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const access = accessControl(db);
  const repo = projectsRepository(db);
  const orphans = storageOrphanage(db, deps.storage, app.log);
  await app.register(multipart, { limits: { files: 1, fileSize: COVER_MAX_BYTES, fields: 0 } });

  async function setCover(
    userId: string,
    projectId: string,
    key: string | null,
    old: string | null,
  ) {
    await db.transaction(async (tx) => {
      await tx
        .update(projects)
        .set({ coverKey: key, updatedAt: new Date(), updatedBy: userId })
        .where(eq(projects.id, projectId));
      if (old) await orphans.enqueue(tx, [old]);
    });
    if (old) await orphans.discard([old]);
    const row = stillThere(await repo.get(userId, projectId));
    return toProject(row, userId, await loadPeople(db, peopleOfProject(row)));
  }

  app.post(
    '/api/projects/:id/cover',
    {
      schema: {
        tags,
        summary: 'Replaces the cover image (multipart field `file`: JPEG, PNG or WebP, ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        params: uuidParams,
        response: { 200: projectSchema, 413: errorBodySchema, 422: errorBodySchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { project } = await access.project(userId, request.params.id, 'manage');
      const file = await request.file().catch(() => undefined);
      if (!file || file.fieldname !== 'file')
        throw ValidationError.field('file', 'validation.required');
      const bytes = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new PayloadTooLargeError({ max: COVER_MAX_BYTES });
        throw err;
      });
      const key = await storeCover(deps.storage, project.id, bytes);
      try {
        return await setCover(userId, project.id, key, project.coverKey);
      } catch (err) {
        await orphans.discard([key]);
        throw err;
      }
    },
  );

  app.delete(
    '/api/projects/:id/cover',
    {
      schema: {
        tags,
        summary: 'Removes the cover image',
        params: uuidParams,
        response: { 200: projectSchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { project } = await access.project(userId, request.params.id, 'manage');
      return setCover(userId, project.id, null, project.coverKey);
    },
  );

  app.get(
    '/api/projects/:id/cover',
    {
      schema: {
        tags,
        summary: "The project's cover image (collaborators only)",
        params: uuidParams,
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.unknown().describe('The image bytes'), ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const { project } = await access.project(userIdOf(request), request.params.id, 'read');
      if (!project.coverKey) throw new NotFoundError();
      const stream = await deps.storage.get(project.coverKey);
      return reply
        .header('content-type', coverContentType(project.coverKey))
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
