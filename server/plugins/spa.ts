import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built single-page app. Hashed assets (`/assets/`) are cached for a year as
 * immutable; everything else (index.html, robots.txt, the favicon) is revalidated. Each file
 * is sent precompressed when the browser takes it (the build writes .br and .gz beside it).
 * Client routes survive a reload through the not-found handler's history fallback (app.ts).
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    const root = resolve(opts.root);
    if (!existsSync(join(root, 'index.html'))) {
      app.log.warn({ root }, 'client build not found: run `npm run build` (npm start does it)');
      return;
    }
    const assets = join(root, 'assets');
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, path) {
        res.header(
          'cache-control',
          path.startsWith(assets) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.decorate('spaIndex', true);
  },
  { name: 'spa' },
);

declare module 'fastify' {
  interface FastifyInstance {
    spaIndex?: boolean;
  }
}
