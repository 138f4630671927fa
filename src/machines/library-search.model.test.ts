import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiFailure } from '@/api/api-error';
import type { LibraryPage, LibraryQuery } from '@/api/contract/products';
import {
  canonical,
  LIBRARY_DEBOUNCE_MS,
  librarySearchMachine,
  libraryQueryOf,
  type LibrarySearchEmitted,
} from './library-search.machine';
import { coveringPaths } from './testing/covering-paths';
import { controlledActor, flush } from './testing/harness';

/**
 * What the /library page shows: it reads the URL on arrival and searches; typing waits 250 ms
 * after the last key; ticking a facet or changing the sort searches at once; the back button
 * brings an older URL, searched again without being written; a failed search can be retried.
 */
const spec = createMachine({
  id: 'librarySearchSpec',
  initial: 'idle',
  states: {
    idle: { on: { OPEN: 'searching' } },
    searching: { on: { ANSWER: 'results', FAIL: 'failed' } },
    failed: { on: { RETRY: 'searching', TYPE: 'debouncing' } },
    results: {
      on: { TYPE: 'debouncing', TICK_FACET: 'searching', SORT: 'searching', BACK: 'searching' },
    },
    debouncing: { on: { KEEP_TYPING: 'debouncing', WAIT_250_MS: 'searching' } },
  },
});

const page = (total: number): LibraryPage => ({
  items: [],
  total,
  page: 1,
  per_page: 24,
  facets: {
    category: [],
    sub_category: [],
    brand: [{ id: 3, name: 'Lafarge', count: total }],
    manufacturer: [],
    wilaya: [],
    has_bim: [],
    format: [],
  },
});

function harness() {
  const clock = new SimulatedClock();
  const search = controlledActor<LibraryPage, LibraryQuery>();
  const suggested: string[] = [];
  const actor = createActor(
    librarySearchMachine.provide({
      actors: {
        search: search.logic,
        suggest: fromPromise(async ({ input }: { input: { q: string } }) => {
          suggested.push(input.q);
          return input.q ? [{ id: '00000000-0000-4000-8000-000000000001', name: 'Béton C25' }] : [];
        }),
      },
    }),
    { clock },
  );
  const urls: LibrarySearchEmitted[] = [];
  actor.on('search.url', (e) => urls.push(e));
  actor.start();
  return { clock, search, suggested, actor, urls };
}

describe('library search machine (model-based, simulated clock)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const h = harness();
      const snap = () => h.actor.getSnapshot();
      let typed = '';
      let backs = 0;
      let urlsBefore = 0;
      await path.test({
        states: {
          idle: () => {
            expect(snap().value).toBe('idle');
            expect(h.search.calls).toEqual([]);
          },
          searching: () => {
            expect(snap().value).toBe('searching');
            // What is searched is what the URL holds.
            expect(h.search.calls.at(-1)).toEqual(libraryQueryOf(snap().context.params));
          },
          results: () => {
            expect(snap().value).toBe('results');
            expect(snap().context.result?.total).toBe(7);
            expect(snap().context.error).toBeNull();
          },
          failed: () => {
            expect(snap().value).toBe('error');
            expect(snap().context.error).toMatchObject({ kind: 'network' });
          },
          debouncing: () => {
            expect(snap().value).toBe('debouncing');
            expect(snap().context.text).toBe(typed);
            // Nothing is searched before the last key is 250 ms old.
            const calls = h.search.calls.length;
            h.clock.increment(LIBRARY_DEBOUNCE_MS - 1);
            expect(h.search.calls.length).toBe(calls);
            expect(snap().value).toBe('debouncing');
          },
        },
        events: {
          OPEN: async () => {
            h.actor.send({ type: 'search.sync', params: 'q=beton&brand_id=3' });
            await flush();
            expect(h.search.calls[0]).toMatchObject({ q: 'beton', brand_id: [3] });
            expect(snap().context.text).toBe('beton');
            expect(h.urls).toEqual([]); // the URL it came from is not written again
          },
          ANSWER: () => h.search.resolve(page(7)),
          FAIL: () =>
            h.search.reject(
              new ApiFailure({ kind: 'network', message: 'network', original: null }),
            ),
          RETRY: async () => {
            const calls = h.search.calls.length;
            h.actor.send({ type: 'search.retry' });
            await flush();
            expect(h.search.calls.length).toBe(calls + 1);
          },
          TYPE: () => {
            typed = typed === 'béton armé' ? 'brique' : 'béton armé';
            urlsBefore = h.urls.length;
            h.actor.send({ type: 'search.type', text: typed });
          },
          KEEP_TYPING: () => {
            // The timer starts again with each key (249 ms have passed since the last one).
            typed = `${typed}s`;
            h.actor.send({ type: 'search.type', text: typed });
          },
          WAIT_250_MS: async () => {
            h.clock.increment(1);
            await flush();
            // The typed search refines the one in the URL: it replaces the history entry.
            expect(h.urls.slice(urlsBefore)).toHaveLength(1);
            const url = h.urls.at(-1)!;
            expect(url.replace).toBe(true);
            expect(new URLSearchParams(url.params).get('q')).toBe(typed);
            expect(new URLSearchParams(url.params).getAll('brand_id')).toHaveLength(
              new URLSearchParams(snap().context.params).getAll('brand_id').length,
            );
            expect(h.suggested.at(-1)).toBe(typed);
          },
          TICK_FACET: async () => {
            const before = new URLSearchParams(snap().context.params).getAll('brand_id');
            h.actor.send({ type: 'search.toggle', key: 'brand_id', value: '3' });
            await flush();
            const url = h.urls.at(-1)!;
            expect(url.replace).toBe(false); // a new history entry: back undoes it
            const after = new URLSearchParams(url.params).getAll('brand_id');
            expect(after).toEqual(before.includes('3') ? [] : [...before, '3']);
          },
          SORT: async () => {
            h.actor.send({ type: 'search.set', key: 'page', value: '2' });
            await flush();
            h.actor.send({ type: 'search.set', key: 'sort', value: 'newest' });
            await flush();
            const url = new URLSearchParams(h.urls.at(-1)!.params);
            expect(url.get('sort')).toBe('newest');
            expect(url.get('page')).toBeNull(); // a new order starts on page one
          },
          BACK: async () => {
            backs += 1;
            const urls = h.urls.length;
            h.actor.send({ type: 'search.sync', params: `category_id=${backs}` });
            await flush();
            expect(h.urls.length).toBe(urls);
            expect(snap().context.text).toBe('');
            expect(h.search.calls.at(-1)).toMatchObject({ category_id: [backs], q: undefined });
          },
        },
      });
      h.actor.stop();
    });
  }

  it('ignores the URL it wrote itself, and a typed text equal to the one searched', async () => {
    const h = harness();
    h.actor.send({ type: 'search.sync', params: 'q=brique' });
    await h.search.resolve(page(7));
    h.actor.send({ type: 'search.toggle', key: 'category_id', value: '4' });
    await h.search.resolve(page(7));
    const written = h.urls.at(-1)!.params;
    h.actor.send({ type: 'search.sync', params: 'category_id=4&q=brique' });
    expect(canonical(written)).toBe(canonical('category_id=4&q=brique'));
    expect(h.actor.getSnapshot().value).toBe('results');
    h.actor.send({ type: 'search.type', text: 'brique ' });
    h.clock.increment(LIBRARY_DEBOUNCE_MS);
    await flush();
    expect(h.actor.getSnapshot().value).toBe('results');
    expect(h.search.calls).toHaveLength(2);
  });

  it('writes a first typed search as a new history entry', async () => {
    const h = harness();
    h.actor.send({ type: 'search.sync', params: 'sort=name' });
    await h.search.resolve(page(7));
    h.actor.send({ type: 'search.type', text: 'plâtre' });
    h.clock.increment(LIBRARY_DEBOUNCE_MS);
    await flush();
    expect(h.urls).toEqual([
      { type: 'search.url', params: 'sort=name&q=pl%C3%A2tre', replace: false },
    ]);
  });

  it('reads only valid values from the URL', () => {
    expect(
      libraryQueryOf('sort=bogus&format=exe&page=-2&has_bim=true&brand_id=x&brand_id=2'),
    ).toMatchObject({
      sort: 'relevance',
      format: undefined,
      page: 1,
      has_bim: 'true',
      brand_id: [2],
    });
  });
});
