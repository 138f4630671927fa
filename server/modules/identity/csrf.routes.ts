import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import { rateLimiter } from '../../lib/rate-limit';

/**
 * Sanctum's cookie handshake: the client calls this before login, register and the account
 * fetch. A guest gets a signed token and no session row (issue 18: one client wrote 7,997 rows
 * in 15 s); a signed-in caller gets its session's token.
 */
export const csrfRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const limiter = rateLimiter(deps.database.db);
  // Handshakes per client address and minute: a page load needs one, a busy office a few dozen.
  const limit = { max: deps.config.RATE_LIMIT_CSRF, windowSeconds: 60 };

  app.get(
    '/sanctum/csrf-cookie',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary:
          'Sets the XSRF-TOKEN cookie (readable; signed for a guest, no session is stored). Rate-limited per address',
        response: { 204: z.null().describe('Cookie set'), 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(`csrf:ip:${request.ip}`, limit);
      app.sessions.csrfToken(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/csrf-token',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary: "The caller's anti-forgery token (also set as the XSRF-TOKEN cookie)",
        response: { 200: z.object({ token: z.string() }), 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      await limiter.consume(`csrf:ip:${request.ip}`, limit);
      return { token: app.sessions.csrfToken(request, reply) };
    },
  );
};
