import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accessTokenSchema,
  createAccessTokenBodySchema,
  createdAccessTokenSchema,
} from '../../../src/api/contract/access-tokens';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { userOf } from '../../plugins/audience';
import { accessTokensRepository, toAccessToken } from './access-tokens.repository';

const tags = ['profile: access tokens'];
const DAY = 86_400_000;

/**
 * The signed-in user's personal access tokens for the BCF-API (parameters/general): list,
 * create (the secret is answered once) and revoke. Session and XSRF like every account call;
 * the tokens themselves are accepted only on /bcf/* (server/modules/bcf-api).
 */
export const accessTokensRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const repo = accessTokensRepository(deps.database.db);

  app.get(
    '/api/profile/tokens',
    {
      schema: {
        tags,
        summary: 'Your personal access tokens (never their secrets), newest first',
        response: { 200: z.array(accessTokenSchema) },
      },
      config: { audience: 'signed-in' },
    },
    async (request) => (await repo.list(userOf(request).id)).map(toAccessToken),
  );

  app.post(
    '/api/profile/tokens',
    {
      schema: {
        tags,
        summary: 'Creates a personal access token for the BCF-API; its secret is shown only here',
        body: createAccessTokenBodySchema,
        response: { 201: createdAccessTokenSchema, 422: errorBodySchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request, reply) => {
      const { name, scope, expires_in_days } = request.body;
      const expiresAt = expires_in_days ? new Date(Date.now() + expires_in_days * DAY) : null;
      const { row, secret } = await repo.create(userOf(request).id, name, scope, expiresAt);
      return reply.status(201).send({ ...toAccessToken(row), secret });
    },
  );

  app.delete(
    '/api/profile/tokens/:id',
    {
      schema: {
        tags,
        summary: 'Revokes one of your personal access tokens (it stops working at once)',
        params: uuidParams,
        response: { 204: z.null(), 404: errorBodySchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request, reply) => {
      if (!(await repo.revoke(userOf(request).id, request.params.id))) throw new NotFoundError();
      return reply.status(204).send(null);
    },
  );
};
