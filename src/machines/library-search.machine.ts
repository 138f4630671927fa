import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '@/api/api-error';
import { librarySuggestions, searchLibrary } from '@/api/catalogue.api';
import {
  librarySorts,
  productFileFormats,
  type LibraryPage,
  type LibraryQuery,
} from '@/api/contract/products';
import { apiErrorOf } from './api-error-of';

/** The search box waits this long after the last key before searching. */
export const LIBRARY_DEBOUNCE_MS = 250;

/** Filters that take several values (`brand_id=1&brand_id=2`); the others take one. */
export const multiValueKeys = ['category_id', 'sub_category_id', 'brand_id', 'wilaya_id'] as const;
export type Suggestion = { id: string; name: string };

/** The same search whatever the order of its parameters (`a=1&b=2` is `b=2&a=1`). */
export function canonical(params: string): string {
  const p = new URLSearchParams(params);
  p.sort();
  return p.toString();
}

/** The library's URL parameters as the API's query. */
export function libraryQueryOf(params: string): LibraryQuery {
  const p = new URLSearchParams(params);
  const nums = (k: string) => p.getAll(k).map(Number).filter(Number.isFinite);
  const one = <T extends string>(k: string, among: readonly T[]): T | undefined => {
    const v = p.get(k);
    return v !== null && (among as readonly string[]).includes(v) ? (v as T) : undefined;
  };
  const page = Number(p.get('page') ?? 1);
  return {
    q: p.get('q')?.trim() || undefined,
    category_id: nums('category_id'),
    sub_category_id: nums('sub_category_id'),
    brand_id: nums('brand_id'),
    wilaya_id: nums('wilaya_id'),
    manufacturer_id: p.get('manufacturer_id') ?? undefined,
    has_bim: one('has_bim', ['true', 'false'] as const),
    format: one('format', productFileFormats),
    sort: one('sort', librarySorts) ?? 'relevance',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** One change of the parameters: set (or remove with null) a key; toggling adds or drops a value. */
function withParam(params: string, key: string, value: string | null, toggle: boolean): string {
  const next = new URLSearchParams(params);
  const values = next.getAll(key);
  next.delete(key);
  const multi = (multiValueKeys as readonly string[]).includes(key);
  if (value !== null) {
    if (!toggle) next.set(key, value);
    else if (!values.includes(value))
      for (const v of multi ? [...values, value] : [value]) next.append(key, v);
    else if (multi) for (const v of values.filter((x) => x !== value)) next.append(key, v);
  }
  if (key !== 'page') next.delete('page');
  return next.toString();
}

export type LibrarySearchEvent =
  /** A key in the search box: the search follows 250 ms after the last one. */
  | { type: 'search.type'; text: string }
  /** Enter, or a suggestion picked: search now. */
  | { type: 'search.submit'; text?: string }
  /** A facet value ticked or unticked. */
  | { type: 'search.toggle'; key: string; value: string }
  /** Sort or page (null removes it). */
  | { type: 'search.set'; key: string; value: string | null }
  /** The URL changed (arrival, back and forward buttons, a shared link). */
  | { type: 'search.sync'; params: string }
  | { type: 'search.retry' };

/** The page writes this into the URL (replace: typing refines the same history entry). */
export type LibrarySearchEmitted = { type: 'search.url'; params: string; replace: boolean };

type Context = {
  /** The search as URL parameters: what is shown, and what the URL holds. */
  params: string;
  text: string;
  result: LibraryPage | null;
  suggestions: Suggestion[];
  error: ApiError | null;
  /** Whether the last typed search refined the previous one (its URL replaces the entry). */
  refining: boolean;
};

/**
 * The public library's search: idle until the URL is read, then debouncing while the user types
 * (250 ms), searching, and results or error. Every change the user makes is emitted as the URL to
 * write; a URL change from outside (back button) is searched without being written again.
 * Suggestions (product names) are fetched with each search that has at least two letters.
 */
export const librarySearchMachine = setup({
  types: {
    context: {} as Context,
    events: {} as LibrarySearchEvent,
    emitted: {} as LibrarySearchEmitted,
  },
  actors: {
    search: fromPromise<LibraryPage, LibraryQuery>(({ input, signal }) =>
      searchLibrary(input, signal),
    ),
    suggest: fromPromise<Suggestion[], { q: string }>(async ({ input, signal }) =>
      input.q.length < 2 ? [] : librarySuggestions(input.q, signal),
    ),
  },
  delays: { searchDebounce: LIBRARY_DEBOUNCE_MS },
  guards: {
    isNewUrl: ({ context }, p: { params: string }) =>
      canonical(p.params) !== canonical(context.params),
    textChanged: ({ context }) =>
      (new URLSearchParams(context.params).get('q') ?? '') !== context.text.trim(),
  },
  actions: {
    setText: assign((_, p: { text: string }) => ({ text: p.text })),
    takeUrl: assign((_, p: { params: string }) => ({
      params: p.params,
      text: new URLSearchParams(p.params).get('q') ?? '',
    })),
    /** The typed text into the parameters (unchanged if it is already there). */
    applyText: assign(({ context }) => {
      const was = new URLSearchParams(context.params).get('q') ?? '';
      const now = context.text.trim();
      if (was === now) return {};
      // Refining a search replaces its history entry; a first search is a new one.
      return {
        params: withParam(context.params, 'q', now || null, false),
        refining: !!was && !!now,
      };
    }),
    change: assign(({ context }, p: { key: string; value: string | null; toggle: boolean }) => ({
      params: withParam(context.params, p.key, p.value, p.toggle),
    })),
    writeUrl: emit(({ context }, p: { replace: boolean }) => ({
      type: 'search.url' as const,
      params: context.params,
      replace: p.replace,
    })),
    keepResult: assign((_, p: { result: LibraryPage }) => ({ result: p.result, error: null })),
    keepSuggestions: assign((_, p: { suggestions: Suggestion[] }) => ({
      suggestions: p.suggestions,
    })),
    keepError: assign((_, p: { error: unknown }) => ({ error: apiErrorOf(p.error) })),
  },
}).createMachine({
  id: 'librarySearch',
  context: { params: '', text: '', result: null, suggestions: [], error: null, refining: false },
  initial: 'idle',
  on: {
    'search.sync': {
      guard: { type: 'isNewUrl', params: ({ event }) => event },
      target: '.searching',
      actions: { type: 'takeUrl', params: ({ event }) => event },
    },
    'search.type': {
      target: '.debouncing',
      reenter: true,
      actions: { type: 'setText', params: ({ event }) => event },
    },
    'search.submit': {
      target: '.searching',
      actions: [
        {
          type: 'setText',
          params: ({ event, context }) => ({ text: event.text ?? context.text }),
        },
        'applyText',
        { type: 'writeUrl', params: { replace: false } },
      ],
    },
    'search.toggle': {
      target: '.searching',
      actions: [
        'applyText',
        { type: 'change', params: ({ event }) => ({ ...event, toggle: true }) },
        { type: 'writeUrl', params: { replace: false } },
      ],
    },
    'search.set': {
      target: '.searching',
      actions: [
        'applyText',
        { type: 'change', params: ({ event }) => ({ ...event, toggle: false }) },
        { type: 'writeUrl', params: { replace: false } },
      ],
    },
  },
  states: {
    idle: {},
    debouncing: {
      after: {
        searchDebounce: [
          {
            guard: 'textChanged',
            target: 'searching',
            actions: [
              'applyText',
              { type: 'writeUrl', params: ({ context }) => ({ replace: context.refining }) },
            ],
          },
          { target: 'results' },
        ],
      },
    },
    searching: {
      invoke: [
        {
          src: 'search',
          input: ({ context }) => libraryQueryOf(context.params),
          onDone: {
            target: 'results',
            actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) },
          },
          onError: {
            target: 'error',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        },
        {
          src: 'suggest',
          input: ({ context }) => ({ q: context.text.trim() }),
          onDone: {
            actions: {
              type: 'keepSuggestions',
              params: ({ event }) => ({ suggestions: event.output }),
            },
          },
        },
      ],
    },
    results: {},
    error: { on: { 'search.retry': 'searching' } },
  },
});
