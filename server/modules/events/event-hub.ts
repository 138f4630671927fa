import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { StreamEvent } from '../../../src/api/contract/events';
import type { Database } from '../../db/client';
import { events } from '../../db/schema/messaging';
import { EVENTS_CHANNEL, localPublishes } from './publish';

export type Subscriber = (event: StreamEvent) => void;

const BATCH = 500;
/** A safety net: a notification lost with a listening connection is caught up this soon. */
const POLL_MS = 5_000;
const RETENTION_MS = 24 * 3_600_000;

type Row = typeof events.$inferSelect;
const toEvent = (r: Pick<Row, 'id' | 'type' | 'data'>): StreamEvent => ({
  id: r.id,
  type: r.type as StreamEvent['type'],
  data: r.data,
});

/**
 * This process's side of the event stream: it listens for NOTIFY (every process on one
 * PostgreSQL hears every publish; on PGlite, this process), reads the new events from the
 * outbox once, and hands each to the streams of its user connected here.
 */
export function eventHub(database: Database, log: { warn(o: object, m: string): void }) {
  const db = database.db;
  const subscribers = new Map<string, Set<Subscriber>>();
  let cursor = 0;
  let pulling: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let lastSweep = 0;

  async function pull(): Promise<void> {
    for (;;) {
      const rows = await db
        .select()
        .from(events)
        .where(gt(events.id, cursor))
        .orderBy(asc(events.id))
        .limit(BATCH);
      for (const r of rows) {
        cursor = r.id;
        const subs = subscribers.get(r.userId);
        if (subs) for (const s of [...subs]) s(toEvent(r));
      }
      if (rows.length < BATCH) return;
    }
  }

  function wake(): void {
    if (pulling) {
      again = true;
      return;
    }
    pulling = (async () => {
      do {
        again = false;
        await pull().catch((err: unknown) => log.warn({ err }, 'event stream read failed'));
      } while (again);
    })().finally(() => {
      pulling = null;
    });
  }

  async function sweep(): Promise<void> {
    if (Date.now() - lastSweep < 600_000) return;
    lastSweep = Date.now();
    await db
      .delete(events)
      .where(lt(events.createdAt, new Date(Date.now() - RETENTION_MS)))
      .catch((err: unknown) => log.warn({ err }, 'event sweep failed'));
  }

  return {
    async start(): Promise<void> {
      const [head] = await db.select({ max: sql<string | null>`max(${events.id})` }).from(events);
      cursor = Number(head?.max ?? 0);
      localPublishes.on('published', wake);
      // PostgreSQL: every process's publishes (the connection is the database's, closed with it).
      await database.listen?.(EVENTS_CHANNEL, wake);
      timer = setInterval(() => {
        wake();
        void sweep();
      }, POLL_MS);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      localPublishes.off('published', wake);
      await pulling;
    },
    /** Live events of this user from now on; returns the unsubscribe. */
    subscribe(userId: string, fn: Subscriber): () => void {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0) subscribers.delete(userId);
      };
    },
    /** This user's stored events after `afterId` (a reconnection's Last-Event-ID), oldest first. */
    async replay(userId: string, afterId: number): Promise<StreamEvent[]> {
      const rows = await db
        .select({ id: events.id, type: events.type, data: events.data })
        .from(events)
        .where(and(eq(events.userId, userId), gt(events.id, afterId)))
        .orderBy(asc(events.id))
        .limit(1000);
      return rows.map(toEvent);
    },
    /** The id a new stream starts from: the last event anyone was sent. */
    async head(): Promise<number> {
      const [row] = await db.select({ max: sql<string | null>`max(${events.id})` }).from(events);
      return Math.max(cursor, Number(row?.max ?? 0));
    },
    /** Streams open in this process (tests, bench). */
    connections(): number {
      let n = 0;
      for (const s of subscribers.values()) n += s.size;
      return n;
    },
  };
}

export type EventHub = ReturnType<typeof eventHub>;
