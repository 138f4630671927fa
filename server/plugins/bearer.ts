import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { AccessTokenScope } from '../db/schema/access-tokens';
import type { UserRow } from '../db/schema/users';
import { UnauthenticatedError } from '../lib/errors';
import { rateLimiter, type Limit } from '../lib/rate-limit';
import { accessTokensRepository } from '../modules/access-tokens/access-tokens.repository';
import { usersRepository } from '../modules/identity/users.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The scope of the personal access token the call came with (null: a session's call). */
    tokenScope: AccessTokenScope | null;
  }
}

/** The only routes that take a personal access token: buildingSMART's BCF-API. */
export const BEARER_PREFIX = '/bcf/';

/** Failed token checks one client address may make per 10 minutes. */
export const BEARER_FAILURE_LIMIT: Limit = { max: 20, windowSeconds: 600 };

/**
 * The Bearer secret of a call to a /bcf/* route, or null: on any other route (api/* keeps the
 * session and its XSRF token) the header means nothing. Read from the matched route, not the raw
 * path, so no spelling of a path moves a token onto another route.
 */
export function bearerSecret(request: FastifyRequest): string | null {
  if (!request.routeOptions.url?.startsWith(BEARER_PREFIX)) return null;
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** Resolves a Bearer secret to its user: 401 for a garbage, revoked or expired token, 429 when failing too often. */
export function bearerAuth(db: Db) {
  const tokens = accessTokensRepository(db);
  const users = usersRepository(db);
  const limiter = rateLimiter(db);
  return async (request: FastifyRequest, secret: string): Promise<UserRow> => {
    const key = `bearer-failure:ip:${request.ip}`;
    await limiter.check(key, BEARER_FAILURE_LIMIT);
    const token = await tokens.use(secret);
    const user = token ? await users.findById(token.userId) : undefined;
    if (!token || !user) {
      await limiter.hit(key, BEARER_FAILURE_LIMIT);
      throw new UnauthenticatedError();
    }
    request.tokenScope = token.scope;
    return user;
  };
}
