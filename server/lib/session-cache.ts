import { eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import { sessions } from '../db/schema/sessions';
import { users, type UserRow } from '../db/schema/users';
import type { SessionRecord } from '../plugins/session';

type Entry = {
  record: SessionRecord;
  user: UserRow | null;
  lastActivity: number;
  cachedAt: number;
};

export type SessionCache = ReturnType<typeof sessionCache>;

const CHANNEL = 'ouvrage_session_cache';

/** Every cache of this process: a user's row that changes is forgotten by all of them. */
const caches = new Set<SessionCache>();

/**
 * Forgets, in every session cache of the process, the sessions of a user whose row changed
 * (status, type, verification, password…) or whose sessions ended: their next request reads
 * the database. users.repository calls it on every update of a user.
 */
export function forgetUser(userId: string): void {
  for (const cache of caches) cache.forgetUser(userId);
}

/**
 * Sessions and their users, read together in one query and kept in memory for `ttlMs`: most
 * requests then read neither. Every change made through this process invalidates at once
 * (sign-in, sign-out, session data, any update of the user, sessions ended by a password change
 * or a deactivation), and on PostgreSQL every other process hears it (LISTEN/NOTIFY) within
 * milliseconds; `ttlMs` bounds how long a change could go unseen if that message were lost. A
 * lookup that raced an invalidation is not kept (generation count).
 */
export function sessionCache(
  db: Db,
  {
    lifetimeMs,
    ttlMs = 5_000,
    max = 20_000,
    listen,
  }: {
    lifetimeMs: number;
    ttlMs?: number;
    max?: number;
    /** Other processes on the same database (PostgreSQL): they hear our invalidations, we theirs. */
    listen?: Database['listen'];
  },
) {
  const entries = new Map<string, Entry>();
  const usersOf = new WeakMap<SessionRecord, UserRow | null>();
  let generation = 0;

  function dropSession(id: string) {
    generation++;
    entries.delete(id);
  }
  function dropUser(userId: string) {
    generation++;
    for (const [id, entry] of entries) if (entry.record.userId === userId) entries.delete(id);
  }
  /** Tells the other processes (`s:<session id>` or `u:<user id>`); best effort, TTL bounds a miss. */
  function publish(message: string) {
    if (!listen) return;
    void db.execute(sql`select pg_notify(${CHANNEL}, ${message})`).catch(() => undefined);
  }
  const ready = listen
    ? listen(CHANNEL, (message) => {
        const [kind, id] = [message.slice(0, 2), message.slice(2)];
        if (kind === 's:') dropSession(id);
        else if (kind === 'u:') dropUser(id);
      })
    : Promise.resolve();

  async function read(id: string): Promise<Entry | null> {
    const started = generation;
    const [row] = await db
      .select({ session: sessions, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id));
    if (!row) return null;
    const { session: s, user } = row;
    const entry: Entry = {
      record: { id: s.id, userId: s.userId, csrfToken: s.csrfToken, data: s.data },
      user,
      lastActivity: s.lastActivity.getTime(),
      cachedAt: Date.now(),
    };
    if (started === generation) {
      if (entries.size >= max) entries.clear();
      entries.set(id, entry);
    }
    return entry;
  }

  const cache = {
    /** The session `id` names (a copy the caller may change), or null when it has none or expired. */
    async load(id: string): Promise<SessionRecord | null> {
      const now = Date.now();
      let entry = entries.get(id);
      if (entry && now - entry.cachedAt > ttlMs) entry = undefined;
      entry ??= (await read(id)) ?? undefined;
      if (!entry) return null;
      if (now - entry.lastActivity > lifetimeMs) {
        cache.forget(id);
        await db.delete(sessions).where(eq(sessions.id, id));
        return null;
      }
      // Touch at most once a minute: one write per request would be wasteful.
      if (now - entry.lastActivity > 60_000) {
        entry.lastActivity = now;
        await db
          .update(sessions)
          .set({ lastActivity: new Date(now) })
          .where(eq(sessions.id, id));
      }
      const record = { ...entry.record };
      usersOf.set(record, entry.user);
      return record;
    },
    /** The user read with `record` by `load` (null: none or deleted; undefined: not read with it). */
    userOf(record: SessionRecord): UserRow | null | undefined {
      return usersOf.get(record);
    },
    /** Resolves once other processes' invalidations are heard. */
    ready,
    forget(id: string): void {
      dropSession(id);
      publish(`s:${id}`);
    },
    forgetUser(userId: string): void {
      dropUser(userId);
      publish(`u:${userId}`);
    },
    close(): void {
      caches.delete(cache);
      entries.clear();
    },
  };
  caches.add(cache);
  return cache;
}
