import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { sessions } from '../db/schema/sessions';
import { CsrfError } from '../lib/errors';
import { forgetUser, sessionCache } from '../lib/session-cache';
import { hmac, randomToken, safeEqual } from '../lib/tokens';
import { SIGNED_IN_COOKIE } from '../../src/api/contract/auth';
import { bearerSecret } from './bearer';

export const SESSION_COOKIE = 'ouvrage_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type SessionRecord = {
  id: string;
  userId: string | null;
  csrfToken: string;
  data: Record<string, unknown>;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRecord | null;
  }
  interface FastifyInstance {
    sessions: SessionService;
  }
}

export type SessionService = ReturnType<typeof sessionService>;

export type SessionOptions = {
  db: Db;
  lifetimeMinutes: number;
  secureCookies: boolean;
  /** Signs the guests' anti-forgery tokens (APP_SECRET). */
  secret: string;
  /** Other processes on the same database, for the session cache's invalidations. */
  listen?: Database['listen'];
};

/** Sessions stored in the database, Laravel-Sanctum style: an httpOnly id cookie and a readable XSRF-TOKEN. */
export function sessionService({
  db,
  lifetimeMinutes,
  secureCookies,
  secret,
  listen,
}: SessionOptions) {
  const lifetimeMs = lifetimeMinutes * 60_000;
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: secureCookies };
  const guestSignature = (nonce: string) => hmac(secret, `guest-xsrf:${nonce}`);

  /**
   * A guest's anti-forgery token needs no row: `nonce.signature`, accepted when the header
   * repeats the cookie (double submit) and the signature is ours. A guest session row is made
   * only when there is something to keep in it (an OpenID sign-in in progress, a language).
   */
  function isGuestToken(token: string | undefined): token is string {
    const [nonce, signature, extra] = (token ?? '').split('.');
    return (
      !!nonce && !!signature && extra === undefined && safeEqual(signature, guestSignature(nonce))
    );
  }

  /** The guest's token: the one its cookie holds when still ours, else a new one (cookie set). */
  function guestToken(request: FastifyRequest, reply: FastifyReply): string {
    const current = request.cookies[XSRF_COOKIE];
    if (isGuestToken(current)) return current;
    const nonce = randomToken(24);
    const token = `${nonce}.${guestSignature(nonce)}`;
    void reply.setCookie(XSRF_COOKIE, token, {
      ...cookieBase,
      httpOnly: false,
      maxAge: Math.floor(lifetimeMs / 1000),
    });
    return token;
  }

  // Read with their users and kept briefly in memory (server/lib/session-cache.ts).
  const cache = sessionCache(db, { lifetimeMs, listen });
  const load = cache.load;

  async function create(
    request: FastifyRequest,
    userId: string | null,
    data: Record<string, unknown> = {},
  ) {
    const record: SessionRecord = { id: randomToken(), userId, csrfToken: randomToken(), data };
    await db.insert(sessions).values({
      ...record,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    });
    return record;
  }

  /**
   * The readable hint that a user is signed in (no secret: `1`), so the app does not ask for the
   * account of a guest, whose expected 401 the browser would log as an error. Set and cleared
   * wherever the session's cookies are, and by the cookie-fetching call that precedes the account
   * fetch, which tells the truth of the moment.
   */
  function setSignedInHint(request: FastifyRequest, reply: FastifyReply, signedIn: boolean) {
    if (signedIn)
      void reply.setCookie(SIGNED_IN_COOKIE, '1', {
        ...cookieBase,
        httpOnly: false,
        maxAge: Math.floor(lifetimeMs / 1000),
      });
    else if (request.cookies[SIGNED_IN_COOKIE])
      void reply.clearCookie(SIGNED_IN_COOKIE, { path: '/' });
  }

  function setCookies(request: FastifyRequest, reply: FastifyReply, record: SessionRecord) {
    const maxAge = Math.floor(lifetimeMs / 1000);
    void reply.setCookie(SESSION_COOKIE, record.id, { ...cookieBase, httpOnly: true, maxAge });
    void reply.setCookie(XSRF_COOKIE, record.csrfToken, { ...cookieBase, httpOnly: false, maxAge });
    setSignedInHint(request, reply, record.userId !== null);
  }

  return {
    load,
    /** The user read with the request's session, when it was (else undefined: read it). */
    cachedUser: cache.userOf,
    closeCache: cache.close,
    cacheReady: cache.ready,
    setCookies,
    isGuestToken,
    /**
     * The caller's anti-forgery token without writing anything: the session's when signed in
     * (or a guest session exists), else a signed guest token.
     */
    csrfToken(request: FastifyRequest, reply: FastifyReply): string {
      if (request.session) {
        setCookies(request, reply, request.session);
        return request.session.csrfToken;
      }
      setSignedInHint(request, reply, false);
      return guestToken(request, reply);
    },
    /** Signs in: a new session id and token (no fixation), keeping the guest's data. */
    async login(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
    ): Promise<SessionRecord> {
      const data = request.session?.data ?? {};
      if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
      if (request.session) cache.forget(request.session.id);
      request.session = await create(request, userId, data);
      setCookies(request, reply, request.session);
      return request.session;
    },
    async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
      if (request.session) cache.forget(request.session.id);
      request.session = null;
      void reply.clearCookie(SESSION_COOKIE, { path: '/' });
      setSignedInHint(request, reply, false);
      const nonce = randomToken(24);
      void reply.setCookie(XSRF_COOKIE, `${nonce}.${guestSignature(nonce)}`, {
        ...cookieBase,
        httpOnly: false,
        maxAge: Math.floor(lifetimeMs / 1000),
      });
    },
    /** Keeps `patch` in the session, making a guest one (and its cookies) when there is none. */
    async setData(
      request: FastifyRequest,
      reply: FastifyReply,
      patch: Record<string, unknown>,
    ): Promise<void> {
      if (!request.session) {
        request.session = await create(request, null, patch);
        setCookies(request, reply, request.session);
        return;
      }
      request.session.data = { ...request.session.data, ...patch };
      await db
        .update(sessions)
        .set({ data: request.session.data })
        .where(eq(sessions.id, request.session.id));
      cache.forget(request.session.id);
    },
    /** Ends every session of a user except, optionally, the current one (password reset, deactivation). */
    async endUserSessions(userId: string, exceptId?: string): Promise<void> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      for (const r of rows)
        if (r.id !== exceptId) await db.delete(sessions).where(eq(sessions.id, r.id));
      forgetUser(userId);
    },
  };
}

/** Loads the session on every request and refuses state-changing calls without a matching X-XSRF-TOKEN (419). */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: SessionOptions) => {
    const service = sessionService(opts);
    app.decorate('sessions', service);
    await service.cacheReady;
    app.addHook('onClose', async () => service.closeCache());
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      // A BCF-API call with a personal access token has no session and needs no XSRF token: a
      // browser never adds the Authorization header on its own (bearer.ts).
      if (bearerSecret(request)) {
        request.session = null;
        return;
      }
      const id = request.cookies[SESSION_COOKIE];
      request.session = id ? await service.load(id) : null;
      // Every unsafe method, whatever the spelling of its path: the router decodes `/%61pi/…`
      // to the same route as `/api/…`, so the raw URL says nothing about what will run.
      if (SAFE_METHODS.has(request.method)) return;
      const header = request.headers['x-xsrf-token'];
      const token = Array.isArray(header) ? header[0] : header;
      const sent = token ? safeDecode(token) : '';
      const valid = request.session
        ? safeEqual(sent, request.session.csrfToken)
        : service.isGuestToken(sent) && safeEqual(sent, request.cookies[XSRF_COOKIE] ?? '');
      if (!sent || !valid) throw new CsrfError();
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '';
  }
}
