import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';

/** Sanctum's cookie handshake: the client calls this before login, register and the account fetch. */
export const csrfRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.get(
    '/sanctum/csrf-cookie',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Sets the XSRF-TOKEN cookie (readable) and the session cookie (httpOnly)',
        response: { 204: z.null().describe('Cookies set') },
      },
    },
    async (request, reply) => {
      await app.sessions.ensure(request, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/csrf-token',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary: "The session's anti-forgery token",
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request, reply) => {
      const session = await app.sessions.ensure(request, reply);
      return { token: session.csrfToken };
    },
  );
};
