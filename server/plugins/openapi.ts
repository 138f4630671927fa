import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Audience } from '../../src/api/contract/audience';
import { version } from '../version';

const AUDIENCE_TEXT: Record<Audience, string> = {
  public: 'anyone, guests too',
  session: 'any signed-in user, rejected and deactivated accounts too',
  'signed-in':
    'a signed-in user anywhere in the sign-in chain; 403 with a reason for rejected and deactivated accounts',
  pro: 'a complete professional account (e-mail verified, onboarded, approved); 403 with a reason otherwise',
  fab: 'a complete manufacturer account (e-mail verified, onboarded, approved); 403 with a reason otherwise',
  member: 'a complete account of either area; 403 with a reason otherwise',
  admin: 'ADMIN and SUPER_ADMIN only; 404 for everyone else',
};

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
            'invalid input, in the Accept-Language of the request (fr, en, ar). Every operation names its ' +
            'audience (`x-audience`); a signed-in user refused by it gets 403 `{ message, reason }` ' +
            'with reason email_unverified, onboarding_required, approval_pending, rejected, ' +
            'deactivated or wrong_area. The BCF-API 3.0 under /bcf takes a personal access token ' +
            '(Authorization: Bearer ouv_pat_…, created at /api/profile/tokens) and answers CORS.',
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'ouvrage_session' },
            xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'Personal access token (/bcf only)',
            },
          },
        },
      },
      // Each operation says who may call it (config.audience, server/plugins/audience.ts).
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const audience = input.route.config?.audience;
        if (!audience) return out;
        const schema = out.schema as Record<string, unknown>;
        const who = `Audience: \`${audience}\` (${AUDIENCE_TEXT[audience]}).`;
        return {
          ...out,
          schema: {
            ...schema,
            'x-audience': audience,
            description: schema.description ? `${who}\n\n${String(schema.description)}` : who,
          },
        };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
