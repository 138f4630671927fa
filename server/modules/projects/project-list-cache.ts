import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { KeptAnswer } from '../../lib/kept-answer';

/**
 * The project list's answers (`GET api/projects`), kept a few seconds per user: a list is a pure
 * function of (user, query) and the database, and the same pages come back often (the projects
 * page, its polling, a tab switched back). The reader's language is not part of the key: the
 * answer names no translated text.
 *
 * Correctness first: any state-changing request this process answers (every method but
 * GET/HEAD/OPTIONS, with a status under 400, or 5xx since a failure may come after a commit)
 * moves the generation on in `onSend`, before the answer leaves, so the writer's next read, and
 * everyone else's, computes again; a computation started before the bump is never served after
 * it (the entries are dropped with it, a waiting request shares it only if it came before).
 * Writes made outside a request (invitations joined on a verified address, a user row changed
 * by a job, demo data) call `projectListsChanged`. Other processes on the same PostgreSQL
 * database hear the bump through NOTIFY within milliseconds; `ttlMs` bounds how long a change
 * could go unseen if that message were lost (or for a writer outside any app process).
 */
export type ProjectListCache = {
  get(userId: string, key: string, compute: () => Promise<KeptAnswer>): Promise<KeptAnswer>;
  /** Something a list shows may have changed: nothing computed before is served; others told. */
  invalidate(): void;
  /** Another process said so: the same, without telling anyone. */
  heard(): void;
  stats(): { hits: number; misses: number; generation: number; users: number; answers: number };
  close(): void;
};

type Entry = { at: number; value: Promise<KeptAnswer> };

const CHANNEL = 'ouvrage_project_lists';

/** Every cache of this process (one per app): `projectListsChanged` retires them all. */
const caches = new Set<ProjectListCache>();

/** A write made outside a request (jobs, sign-in side effects, seeds) changed what lists show. */
export function projectListsChanged(): void {
  for (const cache of caches) cache.invalidate();
}

/**
 * Tells the app processes on this PostgreSQL database that lists changed, from a process that
 * has no app (the demo seed at start, a command-line tool). Nothing to do on PGlite: one process.
 */
export async function announceProjectListChange(database: Database): Promise<void> {
  if (database.kind !== 'postgres') return;
  await database.db.execute(sql`select pg_notify(${CHANNEL}, 'outside')`);
}

/** No cache: every list computed (PROJECT_LIST_CACHE_SECONDS=0). */
function passThrough(): ProjectListCache {
  let misses = 0;
  return {
    get: (_userId, _key, compute) => {
      misses++;
      return compute();
    },
    invalidate: () => undefined,
    heard: () => undefined,
    stats: () => ({ hits: 0, misses, generation: 0, users: 0, answers: 0 }),
    close: () => undefined,
  };
}

export function projectListCache(options: {
  ttlMs: number;
  /** Answers kept per user (pages, sorts, searches), the least recently used dropped first. */
  perUser: number;
  /**
   * Answers kept in all, those of the least recently served user dropped first: the bound on
   * memory (a page of 24 projects is about 20 KB, and its compressed forms 2–3 KB each).
   */
  total: number;
  /** Tells the other processes of a bump (after this process's own is done). */
  publish?: () => void;
}): ProjectListCache {
  // The maps' order is the least recently used first, for users and for each user's answers.
  const byUser = new Map<string, Map<string, Entry>>();
  let answers = 0;
  let generation = 0;
  let hits = 0;
  let misses = 0;

  /** `userId`'s answers, made the most recently used. */
  const touch = (userId: string) => {
    const mine = byUser.get(userId) ?? new Map<string, Entry>();
    byUser.delete(userId);
    byUser.set(userId, mine);
    return mine;
  };
  const drop = (userId: string, mine: Map<string, Entry>, key: string) => {
    if (!mine.delete(key)) return;
    answers--;
    if (mine.size === 0 && byUser.get(userId) === mine) byUser.delete(userId);
  };
  const keep = (userId: string, key: string, entry: Entry) => {
    const mine = touch(userId);
    drop(userId, mine, key);
    byUser.set(userId, mine);
    mine.set(key, entry);
    answers++;
    if (mine.size > options.perUser) drop(userId, mine, mine.keys().next().value!);
    while (answers > options.total) {
      const [oldest, theirs] = byUser.entries().next().value!;
      drop(oldest, theirs, theirs.keys().next().value!);
    }
  };

  const cache: ProjectListCache = {
    get(userId, key, compute) {
      const found = byUser.get(userId)?.get(key);
      if (found && Date.now() - found.at < options.ttlMs) {
        hits++;
        const mine = touch(userId);
        mine.delete(key);
        mine.set(key, found);
        return found.value;
      }
      misses++;
      const entry: Entry = { at: Date.now(), value: compute() };
      keep(userId, key, entry);
      // A failed computation is not kept: the next request tries again.
      entry.value.catch(() => {
        const mine = byUser.get(userId);
        if (mine?.get(key) === entry) drop(userId, mine, key);
      });
      return entry.value;
    },
    invalidate() {
      cache.heard();
      options.publish?.();
    },
    heard() {
      generation++;
      byUser.clear();
      answers = 0;
    },
    stats: () => ({ hits, misses, generation, users: byUser.size, answers }),
    close() {
      caches.delete(cache);
      byUser.clear();
      answers = 0;
    },
  };
  caches.add(cache);
  return cache;
}

/** Methods that change nothing: every other one may. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The app's project-list cache (`app.projectListCache`; PROJECT_LIST_CACHE_SECONDS, 0 to turn
 * it off), retired by every state-changing request before its answer leaves and, on PostgreSQL,
 * by the other processes' (LISTEN/NOTIFY on `ouvrage_project_lists`, one connection of its own).
 */
export async function registerProjectListCache(
  app: FastifyInstance,
  { seconds, database }: { seconds: number; database: Database },
): Promise<void> {
  if (seconds <= 0) {
    app.decorate('projectListCache', passThrough());
    return;
  }
  // Our own messages come back to us: the instance id lets us skip them.
  const instance = randomBytes(6).toString('base64url');
  let announcing = false;
  const listen = database.listen?.bind(database);
  const cache = projectListCache({
    ttlMs: seconds * 1000,
    perUser: 10,
    total: 2_000,
    // One NOTIFY for the bumps of one turn of the event loop (a burst of writes), sent after
    // them, so after their commits. Best effort: the TTL bounds a lost one.
    publish: listen
      ? () => {
          if (announcing) return;
          announcing = true;
          setImmediate(() => {
            announcing = false;
            void database.db
              .execute(sql`select pg_notify(${CHANNEL}, ${instance})`)
              .catch(() => undefined);
          });
        }
      : undefined,
  });
  if (listen)
    await listen(CHANNEL, (from) => {
      if (from !== instance) cache.heard();
    });
  app.decorate('projectListCache', cache);
  // A callback hook: it runs on every answer, and an async one costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READS.has(request.method) && (reply.statusCode < 400 || reply.statusCode >= 500))
      cache.invalidate();
    done(null, payload);
  });
  app.addHook('onClose', async () => cache.close());
}

declare module 'fastify' {
  interface FastifyInstance {
    projectListCache: ProjectListCache;
  }
}
