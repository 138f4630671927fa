import { hmac, safeEqual } from './tokens';

export type SignatureCheck = 'valid' | 'invalid' | 'expired';

/**
 * Laravel-style signed links: `path?expires=<unix seconds>&signature=<hmac>`, the HMAC-SHA256
 * (APP_SECRET) of the path and the query without the signature. Changing any part, the expiry
 * included, breaks the signature.
 */
export function signPath(
  secret: string,
  path: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const unsigned = `${path}?expires=${expires}`;
  return `${unsigned}&signature=${hmac(secret, unsigned)}`;
}

/** A bad signature is `invalid` even when also expired: only an intact link may say "expired". */
export function checkSignedPath(
  secret: string,
  path: string,
  expires: number,
  signature: string,
  now = Date.now(),
): SignatureCheck {
  if (!safeEqual(hmac(secret, `${path}?expires=${expires}`), signature)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'valid';
}
