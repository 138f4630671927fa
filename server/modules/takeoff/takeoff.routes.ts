import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  orderLineTakeoffSchema,
  takeoffChangesSchema,
  takeoffMatchesBodySchema,
  takeoffMatchesSchema,
  takeoffSuggestionsQuerySchema,
  takeoffSuggestionsSchema,
} from '../../../src/api/contract/takeoff';
import type { AppDeps } from '../../deps';
import { pickLanguage } from '../../lib/i18n';
import { userIdOf } from '../projects/request-user';
import { takeoffService } from './takeoff.service';

const tags = ['orders'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const lineParams = z.object({ id: z.uuid(), lineId: z.uuid() });

/**
 * Issue 20, take-off from the model: the products chosen per group, remembered per project
 * (its members only, anyone else 404), suggestions for a group, and an order line's elements.
 */
export const takeoffRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const service = takeoffService(deps.database.db);

  app.get(
    '/api/projects/:id/takeoff/matches',
    {
      config: { audience: 'pro' },
      schema: {
        tags,
        summary: "The catalogue products chosen for the project's take-off groups",
        params: uuidParams,
        response: { 200: takeoffMatchesSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.matches(
        request.params.id,
        userIdOf(request),
        pickLanguage(request.headers['accept-language']),
      ),
    }),
  );

  app.put(
    '/api/projects/:id/takeoff/matches',
    {
      config: { audience: 'pro' },
      schema: {
        tags,
        summary:
          'Remembers the product (and waste) chosen for take-off groups of the project, by ' +
          'group key (written or replaced); answers every match of the project',
        params: uuidParams,
        body: takeoffMatchesBodySchema,
        response: { 200: takeoffMatchesSchema, ...errors },
      },
    },
    async (request) => {
      const me = userIdOf(request);
      await service.saveMatches(request.params.id, me, request.body);
      return {
        data: await service.matches(
          request.params.id,
          me,
          pickLanguage(request.headers['accept-language']),
        ),
      };
    },
  );

  app.get(
    '/api/projects/:id/takeoff/suggestions',
    {
      config: { audience: 'pro' },
      schema: {
        tags,
        summary:
          'Published products for a take-off group: the one remembered for `group_key`, those ' +
          'chosen before in the project, then by category fitting `ifc_class` and words of `name`',
        params: uuidParams,
        querystring: takeoffSuggestionsQuerySchema,
        response: { 200: takeoffSuggestionsSchema, ...errors },
      },
    },
    async (request) => ({
      data: await service.suggestions(
        request.params.id,
        userIdOf(request),
        request.query,
        pickLanguage(request.headers['accept-language']),
      ),
    }),
  );

  app.get(
    '/api/orders/:id/lines/:lineId/takeoff',
    {
      config: { audience: 'pro' },
      schema: {
        tags,
        summary:
          "An order line's take-off for « show in model »: its file, version and GlobalIds (the " +
          "order's professional only)",
        params: lineParams,
        response: { 200: orderLineTakeoffSchema, ...errors },
      },
    },
    (request) => service.lineTakeoff(request.params.id, request.params.lineId, userIdOf(request)),
  );

  app.get(
    '/api/orders/:id/takeoff/changes',
    {
      config: { audience: 'member' },
      schema: {
        tags,
        summary:
          "Per line with a take-off, which of its elements changed or disappeared in its file's " +
          'newest version (by GlobalId), or why that cannot be told yet',
        params: uuidParams,
        response: { 200: takeoffChangesSchema, ...errors },
      },
    },
    async (request) => ({
      lines: await service.changes(request.params.id, userIdOf(request)),
    }),
  );
};
