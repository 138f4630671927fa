import { describe, expect, it } from 'vitest';
import { keptAnswer } from '../../lib/kept-answer';
import { projectListCache, projectListsChanged } from './project-list-cache';

const answer = (n: number) => Promise.resolve(keptAnswer({ n }));

describe('project list cache', () => {
  it('keeps at most `perUser` answers per user and `total` in all, least recently used out', async () => {
    const cache = projectListCache({ ttlMs: 60_000, perUser: 2, total: 3 });
    let computed = 0;
    const get = (user: string, key: string) =>
      cache.get(user, key, () => answer(++computed)).then((a) => JSON.parse(a.json.toString()).n);
    expect(await get('u1', 'a')).toBe(1);
    expect(await get('u1', 'b')).toBe(2);
    expect(await get('u1', 'a')).toBe(1); // a hit, and now u1's most recent
    expect(await get('u1', 'c')).toBe(3); // drops b, u1's least recent
    expect(await get('u1', 'a')).toBe(1);
    expect(await get('u1', 'b')).toBe(4); // drops c
    expect(await get('u2', 'a')).toBe(5);
    expect(await get('u3', 'a')).toBe(6); // 4 answers: drops u1's oldest (a), u1 the least recent
    expect(await get('u2', 'a')).toBe(5);
    expect(await get('u1', 'b')).toBe(4);
    expect(await get('u1', 'a')).toBe(7); // drops u3's only answer, and u3
    expect(cache.stats()).toMatchObject({ hits: 4, misses: 7, users: 2, answers: 3 });
    expect(await get('u3', 'a')).toBe(8); // drops u2's
    expect(cache.stats()).toMatchObject({ users: 2, answers: 3 });
    expect(await get('u1', 'b')).toBe(4);
    cache.close();
  });

  it('shares one computation between concurrent misses, and keeps no failure', async () => {
    const cache = projectListCache({ ttlMs: 60_000, perUser: 5, total: 5 });
    let calls = 0;
    let release!: () => void;
    const slow = () =>
      new Promise<ReturnType<typeof keptAnswer>>((resolve) => {
        calls++;
        release = () => resolve(keptAnswer({ ok: true }));
      });
    const both = Promise.all([cache.get('u', 'k', slow), cache.get('u', 'k', slow)]);
    release();
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(calls).toBe(1);
    await expect(cache.get('u', 'f', () => Promise.reject(new Error('down')))).rejects.toThrow();
    expect(JSON.parse((await cache.get('u', 'f', () => answer(9))).json.toString())).toEqual({
      n: 9,
    });
    cache.close();
  });

  it('never serves, after a bump, what was computed or computing before it', async () => {
    const published: number[] = [];
    const cache = projectListCache({
      ttlMs: 60_000,
      perUser: 5,
      total: 5,
      publish: () => published.push(1),
    });
    let n = 0;
    const get = () => cache.get('u', 'k', () => answer(++n));
    const computing = get();
    cache.invalidate();
    expect(await get()).not.toBe(await computing);
    const kept = await get();
    projectListsChanged(); // a writer outside any request, in this process
    expect(await get()).not.toBe(kept);
    cache.heard(); // another process's bump: retired, not published again
    expect(published).toHaveLength(2);
    expect(cache.stats().generation).toBe(3);
    cache.close();
    // A closed cache is no longer reached by `projectListsChanged`.
    projectListsChanged();
    expect(published).toHaveLength(2);
  });
});
