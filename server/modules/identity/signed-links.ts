import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import { ForbiddenError, GoneError } from '../../lib/errors';
import { checkSignedPath, signPath } from '../../lib/signed-url';
import { safeEqual } from '../../lib/tokens';

/** E-mail links are valid 60 minutes (Laravel's default). */
export const LINK_TTL_SECONDS = 60 * 60;

export type LinkKind = 'verify-email' | 'verify-change-email';

/** A signed link's parts, from its path and its query. */
export type SignedLink = { id: string; token: string; expires: number; signature: string };

type LinkConfig = Pick<Config, 'appUrl' | 'appSecret'>;

/** As Laravel: the `{token}` segment is the sha1 of the address being verified. */
export const emailHash = (email: string): string =>
  createHash('sha1').update(email.trim().toLowerCase()).digest('hex');

/** `${APP_URL}/{kind}/{id}/{sha1(email)}?expires&signature`: the client route that calls the API. */
export function signedLink(config: LinkConfig, kind: LinkKind, userId: string, email: string) {
  return (
    config.appUrl +
    signPath(config.appSecret, `/${kind}/${userId}/${emailHash(email)}`, LINK_TTL_SECONDS)
  );
}

/**
 * Checks a link's signature (403 when tampered), then its expiry (410, whose message offers a
 * new link), then that it still names `email` (403: the address changed since it was sent).
 */
export function assertSignedLink(
  config: LinkConfig,
  kind: LinkKind,
  link: SignedLink,
  email: string | null,
): void {
  const path = `/${kind}/${link.id}/${link.token}`;
  const check = checkSignedPath(config.appSecret, path, link.expires, link.signature);
  if (check === 'invalid') throw new ForbiddenError('errors.link_invalid');
  if (check === 'expired') throw new GoneError('errors.link_expired');
  if (!email || !safeEqual(emailHash(email), link.token)) {
    throw new ForbiddenError('errors.link_invalid');
  }
}
