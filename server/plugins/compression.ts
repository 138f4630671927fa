import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Text the server writes itself: JSON answers, the OpenAPI document and its pages, XML, SVG. */
const compressible =
  /^(?:application\/(?:[\w.+-]*\+)?json|text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?xml|application\/javascript|image\/svg\+xml)(?:;|$)/u;

/**
 * Brotli or gzip, on the fly, for answers over 1 KB of the types above. The built client's
 * files are compressed once, at build (vite.config.ts writes .br and .gz beside each), and
 * served as they are (spa.ts); stored files never pass through here (`sendAsStored`).
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: compressible,
    });
  },
  { name: 'compression' },
);

/**
 * A stored file goes out byte for byte: its Content-Length drives the download progress in the
 * viewers, and Range requests count in its own bytes.
 */
export function sendAsStored(request: FastifyRequest): void {
  request.headers['x-no-compression'] = '1';
}
