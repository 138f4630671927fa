import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { eventsQuerySchema, type StreamEvent } from '../../../src/api/contract/events';
import { sessions } from '../../db/schema/sessions';
import type { AppDeps } from '../../deps';
import { refusal, userOf } from '../../plugins/audience';
import { usersRepository } from '../identity/users.repository';
import { eventHub } from './event-hub';

/** How often an open stream is pinged, and its session and account checked again. */
export const HEARTBEAT_MS = 20_000;

const frame = (e: StreamEvent) =>
  `id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;

/**
 * GET api/events: one server-sent-events stream per signed-in tab. A stream opened with
 * Last-Event-ID (header, or `last_event_id`) first gets the stored events it missed, then the
 * live ones, none twice. A signed-out session or a refused account ends it at the next heartbeat.
 */
export const eventsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const hub = eventHub(deps.database, app.log);
  const users = usersRepository(db);
  const open = new Set<() => void>();
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  app.addHook('onClose', () => hub.stop());

  app.get(
    '/api/events',
    {
      schema: {
        tags: ['events'],
        summary:
          'The event stream (text/event-stream): new messages, typing, read receipts, notifications, list invalidations',
        querystring: eventsQuerySchema,
        response: { 401: errorBodySchema, 403: errorBodySchema },
      },
      config: { audience: 'member' },
    },
    async (request, reply) => {
      const user = userOf(request);
      const sessionId = request.session?.id;
      const header = Number(request.headers['last-event-id']);
      const from = Number.isInteger(header) && header >= 0 ? header : request.query.last_event_id;

      // Where this stream starts, taken before subscribing: what is published meanwhile is
      // both replayed and received live, and sent once.
      const start = from ?? (await hub.head());
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 2000\n\n');

      let lastSent = -1;
      let pending: StreamEvent[] | null = [];
      const send = (e: StreamEvent) => {
        if (e.id <= lastSent) return;
        lastSent = e.id;
        raw.write(frame(e));
      };
      const unsubscribe = hub.subscribe(user.id, (e) => (pending ? pending.push(e) : send(e)));

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        raw.end();
      };
      open.add(end);
      const heartbeat = setInterval(() => {
        void stillAllowed().then((ok) => (ok ? raw.write(': ping\n\n') : end()), end);
      }, HEARTBEAT_MS);
      heartbeat.unref();
      request.raw.on('close', end);

      async function stillAllowed(): Promise<boolean> {
        if (!sessionId) return false;
        const [s] = await db
          .select({ userId: sessions.userId })
          .from(sessions)
          .where(eq(sessions.id, sessionId));
        const fresh = s?.userId === user.id ? await users.findById(user.id) : undefined;
        return !!fresh && refusal(fresh, 'member') === null;
      }

      try {
        if (from === undefined) send({ id: start, type: 'ready', data: {} });
        else lastSent = start;
        for (const e of await hub.replay(user.id, start)) send(e);
      } catch (err) {
        request.log.warn({ err }, 'event replay failed');
        end();
        return;
      }
      const queued = pending;
      pending = null;
      for (const e of queued) send(e);
    },
  );
};
