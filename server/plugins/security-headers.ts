import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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
 *
 * The headers depend on no request (no CSP nonce), so helmet runs once, at start, and every
 * response gets the headers it set. (@fastify/helmet builds helmet again for every request,
 * parsing the CSP each time: 7 % of the server's CPU on the project list under load.)
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, opts: { secure: boolean }) => {
    const headers = securityHeaders(opts.secure);
    app.addHook('onRequest', (_request, reply, done) => {
      const res = reply.raw;
      for (const [name, value] of headers) res.setHeader(name, value);
      res.removeHeader('X-Powered-By');
      done();
    });
  },
  { name: 'security-headers' },
);

/** The headers helmet sets with this configuration, read once by running it on a recorder. */
export function securityHeaders(secure: boolean): [string, string][] {
  const set = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      set.set(name, Array.isArray(value) ? value.join(', ') : String(value)),
    removeHeader: (name: string) => set.delete(name),
    getHeader: (name: string) => set.get(name),
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet({
    contentSecurityPolicy: contentSecurityPolicy(secure),
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The viewer's worker and the app's assets are same-origin; a CORP of same-origin keeps
    // other sites from embedding them.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  })({} as never, recorder, (err?: unknown) => (failed = err));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return [...set];
}
