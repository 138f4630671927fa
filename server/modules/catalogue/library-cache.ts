import type { FastifyInstance } from 'fastify';

/**
 * The library's answers, kept a short while: a search is a pure function of its filters, the
 * reader's language and the catalogue (no per-user field), and the same searches come back often
 * (the landing, a category, the popular words). An answer is served from memory for `ttlMs`
 * unless the catalogue changed since it was computed: any write through the routes that can
 * change what a search shows (products and their files, brands, a maker's profile, favourites,
 * administrators' decisions) moves this process's generation on, which retires every entry.
 * Other processes of a deployment see a change within `ttlMs` (documented: counts of views and
 * favourites may lag by as much). Concurrent misses of one key wait for one computation.
 */
export type LibraryCache = {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** The catalogue changed: nothing computed before may be served. */
  invalidate(): void;
  stats(): { hits: number; misses: number; size: number };
};

type Entry = { generation: number; at: number; value: Promise<unknown> };

/** No cache: every search computed (LIBRARY_CACHE_SECONDS=0). */
function passThrough(): LibraryCache {
  let misses = 0;
  return {
    get: (_key, compute) => {
      misses++;
      return compute();
    },
    invalidate: () => undefined,
    stats: () => ({ hits: 0, misses, size: 0 }),
  };
}

export function libraryCache(options: { ttlMs: number; max: number }): LibraryCache {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let hits = 0;
  let misses = 0;
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const found = entries.get(key);
      if (found && found.generation === generation && now - found.at < options.ttlMs) {
        hits++;
        // Refreshes its place: the map's order is the least recently used first.
        entries.delete(key);
        entries.set(key, found);
        return found.value as Promise<T>;
      }
      misses++;
      const entry: Entry = { generation, at: now, value: compute() };
      entries.delete(key);
      entries.set(key, entry);
      // A failed computation is not kept: the next caller tries again.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > options.max) entries.delete(entries.keys().next().value!);
      return entry.value as Promise<T>;
    },
    invalidate() {
      generation++;
      entries.clear();
    },
    stats: () => ({ hits, misses, size: entries.size }),
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
