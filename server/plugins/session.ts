import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions } from '../db/schema/sessions';
import { CsrfError } from '../lib/errors';
import { randomToken, safeEqual } from '../lib/tokens';

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

export type SessionOptions = { db: Db; lifetimeMinutes: number; secureCookies: boolean };

/** Sessions stored in the database, Laravel-Sanctum style: an httpOnly id cookie and a readable XSRF-TOKEN. */
export function sessionService({ db, lifetimeMinutes, secureCookies }: SessionOptions) {
  const lifetimeMs = lifetimeMinutes * 60_000;
  const cookieBase = { path: '/', sameSite: 'lax' as const, secure: secureCookies };

  async function load(id: string): Promise<SessionRecord | null> {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
    if (!row) return null;
    if (Date.now() - row.lastActivity.getTime() > lifetimeMs) {
      await db.delete(sessions).where(eq(sessions.id, id));
      return null;
    }
    // Touch at most once a minute: one write per request would be wasteful.
    if (Date.now() - row.lastActivity.getTime() > 60_000) {
      await db.update(sessions).set({ lastActivity: new Date() }).where(eq(sessions.id, id));
    }
    return { id: row.id, userId: row.userId, csrfToken: row.csrfToken, data: row.data };
  }

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

  function setCookies(reply: FastifyReply, record: SessionRecord) {
    const maxAge = Math.floor(lifetimeMs / 1000);
    void reply.setCookie(SESSION_COOKIE, record.id, { ...cookieBase, httpOnly: true, maxAge });
    void reply.setCookie(XSRF_COOKIE, record.csrfToken, { ...cookieBase, httpOnly: false, maxAge });
  }

  return {
    load,
    setCookies,
    /** Returns the request's session, creating a guest one (and its cookies) when there is none. */
    async ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionRecord> {
      if (!request.session) {
        request.session = await create(request, null);
        setCookies(reply, request.session);
      }
      return request.session;
    },
    /** Signs in: a new session id and token (no fixation), keeping the guest's data. */
    async login(
      request: FastifyRequest,
      reply: FastifyReply,
      userId: string,
    ): Promise<SessionRecord> {
      const data = request.session?.data ?? {};
      if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
      request.session = await create(request, userId, data);
      setCookies(reply, request.session);
      return request.session;
    },
    async logout(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id));
      request.session = await create(request, null);
      setCookies(reply, request.session);
    },
    async setData(request: FastifyRequest, patch: Record<string, unknown>): Promise<void> {
      if (!request.session) return;
      request.session.data = { ...request.session.data, ...patch };
      await db
        .update(sessions)
        .set({ data: request.session.data })
        .where(eq(sessions.id, request.session.id));
    },
    /** Ends every session of a user except, optionally, the current one (password reset, deactivation). */
    async endUserSessions(userId: string, exceptId?: string): Promise<void> {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      for (const r of rows)
        if (r.id !== exceptId) await db.delete(sessions).where(eq(sessions.id, r.id));
    },
  };
}

/** Loads the session on every request and refuses state-changing calls without a matching X-XSRF-TOKEN (419). */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: SessionOptions) => {
    const service = sessionService(opts);
    app.decorate('sessions', service);
    app.decorateRequest('session', null);

    app.addHook('onRequest', async (request) => {
      const id = request.cookies[SESSION_COOKIE];
      request.session = id ? await service.load(id) : null;
      // Every unsafe method, whatever the spelling of its path: the router decodes `/%61pi/…`
      // to the same route as `/api/…`, so the raw URL says nothing about what will run.
      if (SAFE_METHODS.has(request.method)) return;
      const header = request.headers['x-xsrf-token'];
      const token = Array.isArray(header) ? header[0] : header;
      if (
        !request.session ||
        !token ||
        !safeEqual(decodeURIComponent(token), request.session.csrfToken)
      ) {
        throw new CsrfError();
      }
    });
  },
  { name: 'session', dependencies: ['@fastify/cookie'] },
);
