import { describe, expect, it, vi } from 'vitest';
import { libraryCache } from './library-cache';

describe('the library cache', () => {
  it('computes a key once while fresh, and again after its time', async () => {
    vi.useFakeTimers();
    try {
      const cache = libraryCache({ ttlMs: 1000, max: 10 });
      const compute = vi.fn(async () => ({ n: 1 }));
      const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
      expect(a).toBe(b);
      expect(compute).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1001);
      await cache.get('k', compute);
      expect(compute).toHaveBeenCalledTimes(2);
      expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('never serves what was computed before an invalidation, even if it ends after', async () => {
    const cache = libraryCache({ ttlMs: 60_000, max: 10 });
    let release!: (v: string) => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = r)));
    cache.invalidate();
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('forgets a failed computation and keeps at most `max` keys, least recently used out', async () => {
    const cache = libraryCache({ ttlMs: 60_000, max: 2 });
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    await cache.get('a', async () => 'a');
    await cache.get('bad', async () => 'again'); // a hit: 'bad' is now the most recent
    await cache.get('b', async () => 'b'); // pushes out 'a'
    expect(await cache.get('bad', async () => 'recomputed')).toBe('ok');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
  });
});
