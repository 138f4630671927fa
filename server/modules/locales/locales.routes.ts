import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { languageSchema } from '../../../src/api/contract/languages';
import { setLocaleResponseSchema } from '../../../src/api/contract/profile';
import type { AppDeps } from '../../deps';
import { readLocales } from '../../lib/i18n';
import { GUEST_SESSION_LIMIT, rateLimiter } from '../../lib/rate-limit';
import { usersRepository } from '../identity/users.repository';

/** GET api/locales/{lng}: every namespace of locales/{lng}, as the client's i18next backend reads them. */
export const localesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { config, database }) => {
  const users = usersRepository(database.db);
  const limiter = rateLimiter(database.db);

  const all = readLocales();
  app.get(
    '/api/locales/:lng',
    {
      config: { audience: 'public' },
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

  app.post(
    '/api/locales/set-locale/:lang',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['i18n'],
        summary:
          'Stores the chosen language: in the session for a guest, on the account for a user',
        params: z.object({ lang: languageSchema }),
        response: { 200: setLocaleResponseSchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const language = request.params.lang;
      // A guest's choice makes a session row to keep it (for the mails of a registration): a
      // bounded number per address.
      if (!request.session)
        await limiter.consume(`guest-session:ip:${request.ip}`, GUEST_SESSION_LIMIT);
      // The session keeps it too, so the choice survives a sign-out in this browser.
      await app.sessions.setData(request, reply, { locale: language });
      const userId = request.session?.userId;
      if (userId) await users.update(userId, { language });
      return { language };
    },
  );
};
