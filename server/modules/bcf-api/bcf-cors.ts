import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BEARER_PREFIX } from '../../plugins/bearer';

/**
 * CORS for the BCF-API only (/bcf/*): any origin may call it, since a client authenticates with
 * a personal access token, never with cookies (no credentials allowed). Preflight requests are
 * answered here, before routing; every other path keeps the same-origin policy.
 */
export const bcfCors = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(BEARER_PREFIX)) return;
    void reply.header('access-control-allow-origin', '*');
    void reply.header('access-control-expose-headers', 'Content-Type, Content-Disposition');
    if (request.method !== 'OPTIONS') return;
    return reply
      .status(204)
      .header('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS')
      .header('access-control-allow-headers', 'Authorization, Content-Type, Accept')
      .header('access-control-max-age', '600')
      .header('vary', 'Origin')
      .send();
  });
});
