import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { version } from '../version';

/** The OpenAPI document is generated from the routes' zod schemas; browsable at /api/docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Ouvrage API',
          version,
          description:
            'Laravel Sanctum conventions: GET /sanctum/csrf-cookie first; send X-XSRF-TOKEN on every ' +
            'state-changing call (419 otherwise); 401 without a session; 422 `{ message, errors }` on ' +
            'invalid input, in the Accept-Language of the request (fr, en, ar).',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'ouvrage_session' },
            xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
