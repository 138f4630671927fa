import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DIRECTORY_PAGE_SIZE,
  directoryPageSchema,
  directoryQuerySchema,
  publicProfileSchema,
  updatePublicProfileBodySchema,
} from '../../../src/api/contract/directory';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { pickLanguage } from '../../lib/i18n';
import { userOf } from '../../plugins/audience';
import { referenceRepository } from '../reference/reference.repository';
import { directoryRepository, isListed } from './directory.repository';
import { toPublicProfiles } from './directory.service';

const tags = ['directory'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The directory (annuaire): verified, approved users who chose to be listed, as others see them.
 * Guests may browse it. A user always sees their own public profile (/profile), listed or not.
 */
export const directoryRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const repo = directoryRepository(database.db);
  const reference = referenceRepository(database.db);

  app.get(
    '/api/directory',
    {
      schema: {
        tags,
        summary:
          'Listed users, searched by name, company or presentation, filtered by type, job, sector, wilaya',
        querystring: directoryQuerySchema,
        response: { 200: directoryPageSchema },
      },
      config: { audience: 'public' },
    },
    async (request) => {
      const { rows, total } = await repo.search(request.query);
      const lng = pickLanguage(request.headers['accept-language']);
      return {
        data: await toPublicProfiles(reference, rows, lng),
        meta: {
          current_page: request.query.page,
          last_page: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)),
          per_page: DIRECTORY_PAGE_SIZE,
          total,
        },
      };
    },
  );

  app.get(
    '/api/directory/:id',
    {
      schema: {
        tags,
        summary:
          "A listed user's public profile (404 when not listed, except for the user themselves)",
        params: uuidParams,
        response: { 200: publicProfileSchema, ...errors },
      },
      config: { audience: 'public' },
    },
    async (request) => {
      const row = await repo.visibleById(request.params.id);
      const self = request.session?.userId === request.params.id;
      if (!row || (!isListed(row) && !self)) throw new NotFoundError();
      const lng = pickLanguage(request.headers['accept-language']);
      return (await toPublicProfiles(reference, [row], lng))[0]!;
    },
  );

  app.patch(
    '/api/profile/public',
    {
      schema: {
        tags,
        summary: 'The public profile: presentation, and whether the directory lists the user',
        body: updatePublicProfileBodySchema,
        response: { 200: publicProfileSchema, ...errors },
      },
      config: { audience: 'member' },
    },
    async (request) => {
      const row = await repo.updatePublic(userOf(request).id, request.body);
      const lng = pickLanguage(request.headers['accept-language']);
      return (await toPublicProfiles(reference, [row], lng))[0]!;
    },
  );
};
