import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { isClientRoute } from '../src/api/contract/client-routes';
import type { AppDeps } from './deps';
import { pickLanguage, translator } from './lib/i18n';
import { modules } from './modules';
import { audiencePlugin } from './plugins/audience';
import { errorsPlugin } from './plugins/errors';
import { inputGuardPlugin } from './plugins/input-guard';
import { compressionPlugin } from './plugins/compression';
import { openapiPlugin } from './plugins/openapi';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';
import { validatorCompiler } from './plugins/validation';
import { renderIndex } from './modules/site/public-pages/seo';
import { isGuestDocument, renderPublicPage, sendPage } from './modules/site/public-pages/render';
import { registerLibraryCache } from './modules/catalogue/library-cache';
import { registerProjectListCache } from './modules/projects/project-list-cache';

const API_PREFIXES = ['/api/', '/sanctum/', '/bcf/'];

/** The whole platform as one Fastify plugin; server.ts listens, tests inject. */
export const app = fp(
  async (fastify: FastifyInstance, deps: AppDeps) => {
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);
    await fastify.register(securityHeadersPlugin, { secure: deps.config.cookieSecure });
    await fastify.register(compressionPlugin);
    await fastify.register(cookie);
    await fastify.register(errorsPlugin);
    await fastify.register(openapiPlugin);
    await fastify.register(sessionPlugin, {
      listen: deps.database.listen,
      db: deps.database.db,
      lifetimeMinutes: deps.config.SESSION_LIFETIME_MINUTES,
      secureCookies: deps.config.cookieSecure,
      secret: deps.config.appSecret,
    });
    // The OpenAPI viewer and the built client's files are registered before the access plugin:
    // they are for anyone, and their routes are the plugins' own, not ours to declare.
    await fastify.register(spaPlugin, { root: deps.config.STATIC_DIR });
    await fastify.register(audiencePlugin, { db: deps.database.db });
    await fastify.register(inputGuardPlugin);
    registerLibraryCache(fastify, deps.config.LIBRARY_CACHE_SECONDS);
    await registerProjectListCache(fastify, {
      seconds: deps.config.PROJECT_LIST_CACHE_SECONDS,
      database: deps.database,
    });
    for (const mod of modules) await fastify.register(mod, deps);

    // An unknown API path is a JSON 404. Any other GET answers the app, which shows the page or
    // its not-found page: with 200 for the app's routes (history fallback), 404 for the rest, so
    // crawlers and link checkers see a missing page as missing.
    fastify.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isApi = API_PREFIXES.some((p) => path.startsWith(p)) || path === '/api';
      // A missing built asset (an old chunk after a deploy) is a real 404, never index.html
      // served as JavaScript: the client then reloads to the new build (main.tsx).
      const isAsset = path.startsWith('/assets/');
      if (
        !isApi &&
        !isAsset &&
        fastify.spaIndex &&
        (request.method === 'GET' || request.method === 'HEAD')
      ) {
        // A guest's first visit of a public page is the page itself, rendered here without the
        // app's bundle (issue 22's budget); should that fail, the app serves it as before.
        const page = isGuestDocument(request)
          ? await renderPublicPage(fastify, deps, request).catch((error: unknown) => {
              request.log.error({ err: error }, 'server-rendered public page failed');
              return null;
            })
          : null;
        if (page) return sendPage(request, reply, page);
        // A public page carries its own title, description, alternates and content (seo.ts).
        const html = await renderIndex(
          deps.database.db,
          deps.config.STATIC_DIR,
          request.url,
          request.headers['accept-language'],
          deps.config.appUrl,
        );
        return reply
          .status(isClientRoute(path) ? 200 : 404)
          .header('cache-control', 'no-cache')
          .header('vary', 'accept, accept-language, cookie')
          .type('text/html; charset=utf-8')
          .send(html);
      }
      const t = translator(pickLanguage(request.headers['accept-language']));
      return reply.status(404).send({ message: t('errors.route_not_found') });
    });
  },
  { name: 'ouvrage' },
);
