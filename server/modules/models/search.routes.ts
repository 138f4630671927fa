import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  modelQuerySchema,
  modelSearchBodySchema,
  modelSearchResultSchema,
  savedSearchBodySchema,
  savedSearchSchema,
} from '../../../src/api/contract/models';
import { uuidParams } from '../../../src/api/contract/people';
import { modelSearches } from '../../db/schema/models';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { fileErrors } from '../files/route-schemas';
import { accessControl } from '../projects/access';
import { userIdOf } from '../projects/request-user';
import { elementsRepository } from './elements.repository';
import { queryWhere } from './model-query';
import { toElement } from './models.dto';
import { countsByVersion, projectModels } from './search.repository';

const tags = ['models: search'];

type SavedRow = typeof modelSearches.$inferSelect;
const toSaved = (r: SavedRow) => ({
  id: r.id,
  project_id: r.projectId,
  name: r.name,
  color: r.color,
  query: modelQuerySchema.parse(r.query),
  created_at: r.createdAt.toISOString(),
});

/**
 * Search across a project's processed models (the current version of each IFC file) and the
 * searches kept under a name, which the viewer shows as colour filters. Project members only
 * (a file's share recipient does not see the project: 404).
 */
export const searchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const access = accessControl(db);

  app.post(
    '/api/projects/:id/models/search',
    {
      schema: {
        tags,
        summary:
          'Searches the current version of every processed IFC model of the project: classes ' +
          '(with their subtypes), text (name, class, GlobalId, any value) and property conditions ' +
          '(`Pset_WallCommon.FireRating` eq `REI60`, `IsExternal` eq `true`; eq, ne, contains, ' +
          'gt, lt, exists; without case, numbers as numbers). Answers the count per model and ' +
          'one model’s elements, paged (`file_id`, else the first model with results)',
        params: uuidParams,
        body: modelSearchBodySchema,
        response: { 200: modelSearchResultSchema, 422: errorBodySchema, ...fileErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      await access.project(userIdOf(request), request.params.id, 'read');
      const { query, file_id, page, per_page } = request.body;
      const models = await projectModels(db, request.params.id);
      const ready = models.filter((m) => m.state === 'ready');
      const where = queryWhere(query);
      const counts = await countsByVersion(
        db,
        ready.map((m) => m.version_id),
        where,
      );
      const hits = ready.map((m) => ({
        file_id: m.file_id,
        file_name: m.file_name,
        folder_id: m.folder_id,
        version: m.number,
        count: counts.get(m.version_id) ?? 0,
      }));
      const listed = file_id
        ? ready.find((m) => m.file_id === file_id)
        : ready.find((m) => (counts.get(m.version_id) ?? 0) > 0);
      let elements = { rows: [] as Parameters<typeof toElement>[0][], total: 0 };
      if (listed)
        elements = await elementsRepository(db).page(listed.version_id, where, {
          page,
          perPage: per_page,
          properties: false,
        });
      return {
        models: hits,
        unprocessed: models.length - ready.length,
        file_id: listed?.file_id ?? null,
        elements: {
          data: elements.rows.map(toElement),
          meta: {
            current_page: page,
            last_page: Math.max(1, Math.ceil(elements.total / per_page)),
            per_page,
            total: elements.total,
          },
        },
      };
    },
  );

  app.get(
    '/api/projects/:id/model-searches',
    {
      schema: {
        tags,
        summary: 'The searches kept in the project, by name (the viewer’s colour filters)',
        params: uuidParams,
        response: { 200: z.array(savedSearchSchema), ...fileErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      await access.project(userIdOf(request), request.params.id, 'read');
      const rows = await db
        .select()
        .from(modelSearches)
        .where(eq(modelSearches.projectId, request.params.id))
        .orderBy(asc(sql`lower(${modelSearches.name})`));
      return rows.map(toSaved);
    },
  );

  app.post(
    '/api/projects/:id/model-searches',
    {
      schema: {
        tags,
        summary: 'Keeps a search under a name with a colour; any project member may',
        params: uuidParams,
        body: savedSearchBodySchema,
        response: { 201: savedSearchSchema, 422: errorBodySchema, ...fileErrors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      await access.project(userId, request.params.id, 'read');
      const { name, color, query } = request.body;
      const [row] = await db
        .insert(modelSearches)
        .values({
          projectId: request.params.id,
          name,
          color: color.toLowerCase(),
          query,
          createdBy: userId,
        })
        .returning();
      return reply.status(201).send(toSaved(row!));
    },
  );

  app.delete(
    '/api/model-searches/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a kept search: its author, or an editor of the project',
        params: uuidParams,
        response: { 204: z.null(), ...fileErrors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const [row] = await db
        .select()
        .from(modelSearches)
        .where(eq(modelSearches.id, request.params.id));
      if (!row) throw new NotFoundError();
      await access.project(userId, row.projectId, row.createdBy === userId ? 'read' : 'edit');
      await db.delete(modelSearches).where(eq(modelSearches.id, row.id));
      return reply.status(204).send(null);
    },
  );
};
