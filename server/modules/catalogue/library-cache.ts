import type { FastifyInstance } from 'fastify';

/**
 * The library's answers, kept a short while: a search is a pure function of its filters, the
 * reader's language and the catalogue (no per-user field), and the same searches come back often
 * (the landing, a category, the popular words). An answer is served from memory for `ttlMs`
 * unless the catalogue changed since it was computed: any write through the routes that can
 * change what a search shows (products and their files, brands, a maker's profile, favourites,
 * administrators' decisions) moves this process's generation on, which retires every entry, so
 * the next search computes. Concurrent misses of one key wait for one computation.
 *
 * An answer only too old (past `ttlMs`, no write since) is still served for up to `staleMs` more
 * while one computation in the background replaces it (stale-while-revalidate): a popular search
 * never makes its readers wait for its recomputation (at 200 searches/s, a 200 ms recomputation
 * was 40 readers waiting, the p99). Other processes of a deployment therefore see a change
 * within `ttlMs` plus one computation for the searches people make, `ttlMs + staleMs` at worst
 * (documented: counts of views and favourites may lag by as much). At most `refreshes` (2 by
 * default) such background computations run at a time: answers kept together expire together
 * (48 searches at once took the event loop for 700 ms), the others stay served meanwhile and
 * are refreshed by a later reader.
 */
export type LibraryCache = {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The catalogue changed: nothing computed before may be served. */
  invalidate(): void;
  stats(): { hits: number; stale: number; misses: number; refreshes: number; size: number };
};

type Entry = { generation: number; at: number; value: Promise<unknown>; refreshing: boolean };

/** No cache: every search computed (LIBRARY_CACHE_SECONDS=0). */
function passThrough(): LibraryCache {
  let misses = 0;
  return {
    get: (_key, compute) => {
      misses++;
      return compute();
    },
    invalidate: () => undefined,
    stats: () => ({ hits: 0, stale: 0, misses, refreshes: 0, size: 0 }),
  };
}

export function libraryCache(options: {
  ttlMs: number;
  max: number;
  /** How long past `ttlMs` an answer may be served while it is recomputed (default `ttlMs`). */
  staleMs?: number;
  /** Background recomputations at a time (default 2). */
  refreshes?: number;
}): LibraryCache {
  const staleMs = options.staleMs ?? options.ttlMs;
  const maxRefreshing = options.refreshes ?? 2;
  let refreshing = 0;
  const entries = new Map<string, Entry>();
  let generation = 0;
  let hits = 0;
  let stale = 0;
  let misses = 0;
  let refreshes = 0;

  /** Puts an entry last (the map's order is the least recently used first), keeps `max`. */
  const place = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.max) entries.delete(entries.keys().next().value!);
  };

  /** A computation kept under `key`; a failed one is not kept: the next caller tries again. */
  const start = <T>(key: string, compute: () => Promise<T>, now: number): Entry => {
    const entry: Entry = { generation, at: now, value: compute(), refreshing: false };
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  };

  /**
   * One background computation for a stale entry: its answer replaces the entry only if the
   * entry is still the one served (no write retired it, no other computation replaced it).
   */
  const refresh = <T>(key: string, old: Entry, compute: () => Promise<T>, now: number) => {
    old.refreshing = true;
    refreshing++;
    refreshes++;
    const next: Entry = { generation, at: now, value: compute(), refreshing: false };
    next.value.then(
      () => {
        refreshing--;
        if (entries.get(key) === old && old.generation === generation) place(key, next);
      },
      // Failed: the old answer stays (within its grace), a later reader tries again.
      () => {
        refreshing--;
        old.refreshing = false;
      },
    );
  };

  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.generation === generation) {
        const age = now - found.at;
        if (age < options.ttlMs) {
          hits++;
          place(key, found);
          return found.value as Promise<T>;
        }
        if (age < options.ttlMs + staleMs) {
          stale++;
          if (!found.refreshing && refreshing < maxRefreshing) refresh(key, found, compute, now);
          place(key, found);
          return found.value as Promise<T>;
        }
      }
      misses++;
      const entry = start(key, compute, now);
      place(key, entry);
      return entry.value as Promise<T>;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
    stats: () => ({ hits, stale, misses, refreshes, size: entries.size }),
  };
}

/** Routes whose writes can change what the library shows (a product, its maker, its counts). */
const CATALOGUE_WRITES = [
  '/api/products',
  '/api/fab/',
  '/api/brands',
  '/api/profile',
  '/api/favorites',
  '/api/admin/',
  '/api/categories',
];

/**
 * The app's library cache (`app.libraryCache` for the library's routes; LIBRARY_CACHE_SECONDS, 0
 * to turn it off), retired when a catalogue write is answered, before the answer leaves.
 */
export function registerLibraryCache(app: FastifyInstance, seconds: number): void {
  const cache = seconds > 0 ? libraryCache({ ttlMs: seconds * 1000, max: 2000 }) : passThrough();
  app.decorate('libraryCache', cache);
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
      return payload;
    const url = request.routeOptions.url ?? '';
    if (CATALOGUE_WRITES.some((prefix) => url.startsWith(prefix))) cache.invalidate();
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    libraryCache: LibraryCache;
  }
}
