import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import {
  accountBlock,
  audiences,
  typeFitsAudience,
  type AccessReason,
  type Audience,
} from '../../src/api/contract/audience';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema/users';
import {
  AccessDeniedError,
  ForbiddenError,
  NotFoundError,
  UnauthenticatedError,
} from '../lib/errors';
import { bearerAuth, bearerSecret } from './bearer';
import { usersRepository } from '../modules/identity/users.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (src/api/contract/access.ts); required on every route. */
    audience?: Audience;
  }
  interface FastifyInstance {
    /** Every declared route with its audience, in registration order (the matrices' route table). */
    routeAudiences: DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The signed-in user's row, loaded by the access hook on every route that is not public. */
    user: UserRow | null;
  }
}

export type DeclaredRoute = {
  method: string;
  url: string;
  audience: Audience;
  /** The route's request schemas (zod), for the generated tests over every route. */
  schema: { params?: unknown; querystring?: unknown; body?: unknown };
};

/** Why a signed-in user may not call a route of this audience, or null when they may. */
export function refusal(user: UserRow, audience: Audience): AccessReason | null {
  if (audience === 'public' || audience === 'session') return null;
  const block = accountBlock({ status: user.status, emailVerified: user.emailVerifiedAt !== null });
  if (audience === 'signed-in')
    return block === 'rejected' || block === 'deactivated' ? block : null;
  if (block) return block;
  return typeFitsAudience(user.type, audience) ? null : 'wrong_area';
}

/**
 * One declaration per route, one place that enforces it (issue 26). Every route states its
 * `config.audience`; a route without one stops the server at start-up. The check runs in
 * onRequest, before the body is parsed or validated, so the order of checks never tells a
 * caller that a route exists: a non-admin gets the same 404 on an admin route whatever they send.
 * Only routes registered after this plugin are declared (app.ts registers the OpenAPI viewer and
 * the built client's files first: they are for anyone).
 */
export const audiencePlugin = fp(
  async (app: FastifyInstance, opts: { db: Db }) => {
    const users = usersRepository(opts.db);
    app.decorateRequest('user', null);
    app.decorateRequest('tokenScope', null);
    const bearer = bearerAuth(opts.db);
    const declared: DeclaredRoute[] = [];
    app.decorate('routeAudiences', declared);

    app.addHook('onRoute', (route: RouteOptions) => {
      const audience = route.config?.audience;
      if (!audience || !audiences.includes(audience)) {
        throw new Error(
          `${String(route.method)} ${route.url} declares no audience: add config: { audience } ` +
            `(one of ${audiences.join(', ')})`,
        );
      }
      for (const method of [route.method].flat())
        if (method !== 'HEAD') {
          const { params, querystring, body } = (route.schema ?? {}) as DeclaredRoute['schema'];
          declared.push({
            method,
            url: route.url,
            audience,
            schema: { params, querystring, body },
          });
        }
    });

    app.addHook('onRequest', async (request: FastifyRequest) => {
      // An unmatched path has no config: the not-found handler answers it.
      const audience = request.routeOptions.config?.audience;
      if (!audience || audience === 'public') return;
      // A personal access token (BCF-API routes only, bearer.ts) acts as its user; a read-only
      // one changes nothing.
      const secret = bearerSecret(request);
      if (secret) {
        const user = await bearer(request, secret);
        request.user = user;
        const reason = refusal(user, audience);
        if (reason)
          throw audience === 'admin' ? new NotFoundError() : new AccessDeniedError(reason);
        if (request.method !== 'GET' && request.tokenScope !== 'bcf:write')
          throw new ForbiddenError();
        return;
      }
      const session = request.session;
      // Read with the session in the same query, most often from memory (server/lib/session-cache.ts).
      const user = session?.userId
        ? (app.sessions.cachedUser(session) ?? (await users.findById(session.userId)))
        : undefined;
      if (!user) throw new UnauthenticatedError();
      request.user = user;
      const reason = refusal(user, audience);
      if (!reason) return;
      // The administration does not exist for anyone else.
      if (audience === 'admin') throw new NotFoundError();
      throw new AccessDeniedError(reason);
    });
  },
  { name: 'audience', dependencies: ['session'] },
);

/** The signed-in user of a route whose audience is not public (set by the access hook). */
export function userOf(request: FastifyRequest): UserRow {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}
