import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '../../../src/api/contract/languages';
import type { AppDeps } from '../../deps';
import { readLocales } from '../../lib/i18n';

/** GET api/locales/{lng}: every namespace of locales/{lng}, as the client's i18next backend reads them. */
export const localesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config }) => {
  const all = readLocales();
  app.get(
    '/api/locales/:lng',
    {
      schema: {
        tags: ['i18n'],
        summary: 'Translations of one language, by namespace',
        params: z.object({ lng: languageSchema }),
        response: { 200: z.record(z.string(), z.unknown()) },
      },
    },
    async (request, reply) => {
      void reply.header(
        'cache-control',
        config.NODE_ENV === 'production' ? 'public, max-age=300' : 'no-cache',
      );
      return all[request.params.lng];
    },
  );
};
