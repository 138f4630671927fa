import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  createProjectBodySchema,
  defaultProjectParameters,
  projectParametersSchema,
  projectSchema,
  projectsPageSchema,
  projectsQuerySchema,
  updateProjectBodySchema,
  updateProjectParametersBodySchema,
} from '../../../src/api/contract/projects';
import { fileVersions, files } from '../../db/schema/files';
import { projects } from '../../db/schema/projects';
import { wilayas } from '../../db/schema/reference';
import type { AppDeps } from '../../deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { keptAnswer, sendKeptAnswer } from '../../lib/kept-answer';
import { pickLanguage } from '../../lib/i18n';
import { userOf } from '../../plugins/audience';
import { assertProjectAllowed } from '../site/plan-limits';
import { storageOrphanage } from '../files/orphans';
import { accessControl } from './access';
import { loadPeople } from './people';
import { peopleOfProject, toProject } from './projects.dto';
import { projectsRepository } from './projects.repository';
import { userIdOf } from './request-user';

const tags = ['projects'];

/** The list's query, normalised: the defaults applied, the order as the sort implies it. */
const listKey = (q: z.output<typeof projectsQuerySchema>) =>
  JSON.stringify([
    q.scope,
    q.status ?? null,
    q.q ?? null,
    q.sort,
    q.order ?? (q.sort === 'name' ? 'asc' : 'desc'),
    q.page,
    q.per_page,
  ]);
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Projects: list (search, sort, status, scope), create, read, update, delete, and their parameters. */
export const projectsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const access = accessControl(db);
  const repo = projectsRepository(db);
  const orphans = storageOrphanage(db, deps.storage, app.log);

  async function dto(userId: string, projectId: string) {
    const row = await repo.get(userId, projectId);
    if (!row) throw new NotFoundError();
    return toProject(row, userId, await loadPeople(db, peopleOfProject(row)));
  }

  async function checkWilaya(id: number | null | undefined) {
    if (id == null) return;
    const [found] = await db.select({ id: wilayas.id }).from(wilayas).where(eq(wilayas.id, id));
    if (!found) throw ValidationError.field('wilaya_id', 'validation.exists');
  }

  app.get(
    '/api/projects',
    {
      schema: {
        tags,
        summary:
          'Projects I own or collaborate on. `q` searches name, description and address; sort by ' +
          'updated_at (default, newest first), created_at or name (A→Z)',
        querystring: projectsQuerySchema,
        response: { 200: projectsPageSchema, 401: errorBodySchema },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const q = request.query;
      // Kept a few seconds per user, retired by any write (project-list-cache.ts); the answer
      // is checked and encoded by the schema once, when computed, and its bytes sent as they are.
      const answer = await app.projectListCache.get(userId, listKey(q), async () => {
        const { rows, total, people } = await repo.list(userId, q);
        return keptAnswer(
          z.encode(projectsPageSchema, {
            data: rows.map((r) => toProject(r, userId, people)),
            meta: {
              current_page: q.page,
              per_page: q.per_page,
              total,
              last_page: Math.max(1, Math.ceil(total / q.per_page)),
            },
          }),
        );
      });
      return sendKeptAnswer(request, reply, answer, {
        'cache-control': 'private, no-cache',
        vary: 'accept-encoding, cookie',
      });
    },
  );

  app.post(
    '/api/projects',
    {
      schema: {
        tags,
        summary: 'Creates a project (the caller owns it) with its root folder',
        body: createProjectBodySchema,
        response: {
          201: projectSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          422: errorBodySchema,
        },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const b = request.body;
      await checkWilaya(b.wilaya_id);
      // The plan's number of projects (issue 22): refused before anything is written.
      await assertProjectAllowed(
        db,
        userOf(request),
        pickLanguage(request.headers['accept-language']),
      );
      const project = await repo.create({
        ownerId: userId,
        name: b.name,
        description: b.description ?? null,
        address: b.address ?? null,
        wilayaId: b.wilaya_id ?? null,
        startDate: b.start_date ?? null,
        endDate: b.end_date ?? null,
        status: b.status ?? 'planned',
        parameters: defaultProjectParameters,
        updatedBy: userId,
      });
      return reply.status(201).send(await dto(userId, project.id));
    },
  );

  app.get(
    '/api/projects/:id',
    {
      schema: {
        tags,
        summary: 'One project, with counts and what the caller may do (`access`)',
        params: uuidParams,
        response: { 200: projectSchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const userId = userIdOf(request);
      await access.project(userId, request.params.id, 'read');
      return dto(userId, request.params.id);
    },
  );

  app.patch(
    '/api/projects/:id',
    {
      schema: {
        tags,
        summary: 'Updates a project (admins and the owner); omitted fields stay, null clears',
        params: uuidParams,
        body: updateProjectBodySchema,
        response: { 200: projectSchema, 422: errorBodySchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { project } = await access.project(userId, request.params.id, 'manage');
      const b = request.body;
      await checkWilaya(b.wilaya_id);
      const start = b.start_date !== undefined ? b.start_date : project.startDate;
      const end = b.end_date !== undefined ? b.end_date : project.endDate;
      if (start && end && start > end)
        throw ValidationError.field('end_date', 'validation.end_before_start');
      await repo.update(project.id, {
        ...(b.name !== undefined ? { name: b.name } : {}),
        ...(b.description !== undefined ? { description: b.description } : {}),
        ...(b.address !== undefined ? { address: b.address } : {}),
        ...(b.wilaya_id !== undefined ? { wilayaId: b.wilaya_id } : {}),
        ...(b.start_date !== undefined ? { startDate: b.start_date } : {}),
        ...(b.end_date !== undefined ? { endDate: b.end_date } : {}),
        ...(b.status !== undefined ? { status: b.status } : {}),
        updatedBy: userId,
      });
      return dto(userId, project.id);
    },
  );

  app.delete(
    '/api/projects/:id',
    {
      schema: {
        tags,
        summary:
          'Deletes a project (owner only) with its folders, files, versions, shares, collaborators and stored objects',
        params: uuidParams,
        response: { 204: z.null(), ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const { project } = await access.project(
        userIdOf(request),
        request.params.id,
        'delete_project',
      );
      const keys = await db.transaction(async (tx) => {
        const versions = await tx
          .select({ key: fileVersions.storageKey })
          .from(fileVersions)
          .innerJoin(files, eq(files.id, fileVersions.fileId))
          .where(eq(files.projectId, project.id));
        const found = [
          ...versions.map((v) => v.key),
          ...(project.coverKey ? [project.coverKey] : []),
        ];
        await orphans.enqueue(tx, found);
        await tx.delete(projects).where(eq(projects.id, project.id));
        return found;
      });
      await orphans.discard(keys);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/projects/:id/parameters',
    {
      schema: {
        tags,
        summary: "The project's parameters (every collaborator may read them)",
        params: uuidParams,
        response: { 200: projectParametersSchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const { project } = await access.project(userIdOf(request), request.params.id, 'read');
      return { ...defaultProjectParameters, ...project.parameters };
    },
  );

  app.patch(
    '/api/projects/:id/parameters',
    {
      schema: {
        tags,
        summary: "Changes some of the project's parameters (admins and the owner)",
        params: uuidParams,
        body: updateProjectParametersBodySchema,
        response: { 200: projectParametersSchema, 422: errorBodySchema, ...errors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const userId = userIdOf(request);
      const { project } = await access.project(userId, request.params.id, 'manage');
      const parameters = { ...defaultProjectParameters, ...project.parameters, ...request.body };
      await db
        .update(projects)
        .set({ parameters, updatedAt: sql`now()`, updatedBy: userId })
        .where(eq(projects.id, project.id));
      return parameters;
    },
  );
};
