import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { EventType } from '../../../src/api/contract/events';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/messaging';

/** The NOTIFY channel every process listens on; its payload is only a wake-up call. */
export const EVENTS_CHANNEL = 'ouvrage_events';
/**
 * This process's own publishes, heard at once (PGlite has no LISTEN across connections; on
 * PostgreSQL NOTIFY brings the others').
 */
export const localPublishes = new EventEmitter();
localPublishes.setMaxListeners(0);

/** Serialises event inserts (pg_advisory_xact_lock), so ids commit in their order. */
const EVENTS_LOCK = 7_201_121;

/**
 * The one way to tell users something happened: persisted first (the stream's outbox, replayed
 * after a reconnection), then announced with NOTIFY, delivered at commit. Recipients are the
 * caller's decision: only the users who may see it. Inside a transaction (`db` a transaction),
 * the events exist and are announced only if it commits.
 */
export async function publishEvents(
  db: Db,
  userIds: Iterable<string>,
  type: EventType,
  data: Record<string, unknown> = {},
): Promise<void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${EVENTS_LOCK})`);
    await tx.insert(events).values(recipients.map((userId) => ({ userId, type, data })));
    await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, 'e')`);
  });
  localPublishes.emit('published');
}
