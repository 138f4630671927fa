import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The Content-Security-Policy every response carries. The built app needs no more:
 * - scripts only from this origin (index.html has no inline script: the language is set before
 *   the first paint by /lang-boot.js); 'wasm-unsafe-eval' lets web-ifc compile its WebAssembly
 *   (it never evaluates strings);
 * - workers from this origin (the IFC worker is a bundled module, never a blob:);
 * - styles inline as well: Chakra (Emotion) writes its styles into <style> elements at run time
 *   and React sets style attributes, neither of which a static page can give a nonce; the
 *   styles can carry no script, since script-src refuses everything inline;
 * - images from this origin, data: (inline icons) and blob: (textures of glTF models); fonts
 *   from this origin and data: (the build inlines the smallest font subsets);
 * - frames: only this origin's previews (a PDF), and no one may frame the app.
 */
export const contentSecurityPolicy = (secure: boolean) => ({
  useDefaults: false,
  directives: {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'worker-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
  },
});

/**
 * Security headers on every answer (pages, assets, API), through helmet: the CSP above,
 * X-Frame-Options DENY (frame-ancestors for older browsers), nosniff, Referrer-Policy
 * same-origin, and HSTS when the cookies are Secure (the deployment is served over HTTPS; on
 * plain HTTP, HSTS would be ignored or lock a local setup out).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { secure: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: contentSecurityPolicy(opts.secure),
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: opts.secure
        ? { maxAge: 31_536_000, includeSubDomains: true }
        : false,
      // The viewer's worker and the app's assets are same-origin; a CORP of same-origin keeps
      // other sites from embedding them.
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'security-headers' },
);
