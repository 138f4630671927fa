import { describe, expect, it, vi } from 'vitest';
import { libraryCache } from './library-cache';

describe('the library cache', () => {
  it('computes a key once while fresh, and again after its time', async () => {
    vi.useFakeTimers();
    try {
      const cache = libraryCache({ ttlMs: 1000, max: 10, staleMs: 0 });
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

  it('serves an answer past its time once more while one computation replaces it', async () => {
    vi.useFakeTimers();
    try {
      const cache = libraryCache({ ttlMs: 1000, max: 10 });
      let n = 0;
      let release: (() => void) | undefined;
      const compute = vi.fn(
        () =>
          new Promise<number>((resolve) => {
            const value = ++n;
            if (value === 1) resolve(value);
            else release = () => resolve(value);
          }),
      );
      expect(await cache.get('k', compute)).toBe(1);
      vi.advanceTimersByTime(1001);
      // Past its time: the old answer at once, for every reader, and one computation behind.
      const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
      expect([a, b]).toEqual([1, 1]);
      expect(compute).toHaveBeenCalledTimes(2);
      release!();
      await vi.waitFor(async () => expect(await cache.get('k', compute)).toBe(2));
      expect(compute).toHaveBeenCalledTimes(2);
      expect(cache.stats()).toMatchObject({ misses: 1, refreshes: 1 });
      // Past its time and its grace (nobody asked): computed while the reader waits.
      vi.advanceTimersByTime(2001);
      const late = cache.get('k', compute);
      release!();
      expect(await late).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refreshes one stale answer at a time, the others served meanwhile', async () => {
    vi.useFakeTimers();
    try {
      const cache = libraryCache({ ttlMs: 1000, max: 10, refreshes: 1 });
      await cache.get('a', async () => 'a1');
      await cache.get('b', async () => 'b1');
      vi.advanceTimersByTime(1001);
      let release!: () => void;
      const slow = () => new Promise<string>((r) => (release = () => r('a2')));
      const other = vi.fn(async () => 'b2');
      expect(await cache.get('a', slow)).toBe('a1');
      expect(await cache.get('b', other)).toBe('b1'); // stale, not refreshed yet: 'a' is
      expect(other).not.toHaveBeenCalled();
      release();
      await vi.waitFor(async () => expect(await cache.get('a', slow)).toBe('a2'));
      expect(await cache.get('b', other)).toBe('b1'); // its turn now
      await vi.waitFor(async () => expect(await cache.get('b', other)).toBe('b2'));
      expect(other).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('never serves a stale answer after a write, nor lets its refresh come back', async () => {
    vi.useFakeTimers();
    try {
      const cache = libraryCache({ ttlMs: 1000, max: 10 });
      await cache.get('k', async () => 'old');
      vi.advanceTimersByTime(1001);
      let release!: (v: string) => void;
      // Stale: served while a refresh (that began before the write) runs.
      expect(await cache.get('k', () => new Promise<string>((r) => (release = r)))).toBe('old');
      cache.invalidate();
      expect(await cache.get('k', async () => 'after the write')).toBe('after the write');
      release('from before the write');
      await Promise.resolve();
      expect(await cache.get('k', async () => 'unused')).toBe('after the write');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps serving the old answer when its refresh fails, and tries again', async () => {
    vi.useFakeTimers();
    try {
      const cache = libraryCache({ ttlMs: 1000, max: 10 });
      await cache.get('k', async () => 'old');
      vi.advanceTimersByTime(1001);
      expect(await cache.get('k', () => Promise.reject(new Error('db down')))).toBe('old');
      await Promise.resolve();
      expect(await cache.get('k', async () => 'new')).toBe('old');
      await vi.waitFor(async () => expect(await cache.get('k', async () => 'x')).toBe('new'));
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
