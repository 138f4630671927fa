import { assign, emit, fromCallback, setup } from 'xstate';
import type { StreamEvent } from '@/api/contract/events';

/** First retry after this, doubling on each failure up to RETRY_MAX_MS. */
export const RETRY_BASE_MS = 1_000;
export const RETRY_MAX_MS = 30_000;
/** After this many failures in a row the user is shown « offline » (retrying every 30 s). */
export const ATTEMPTS_BEFORE_OFFLINE = 4;
export const OFFLINE_RETRY_MS = 30_000;

export type EventStreamEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.failed' }
  | { type: 'stream.event'; event: StreamEvent }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'stream.retry' };

export type EventStreamEmitted =
  | { type: 'event'; event: StreamEvent }
  /** The stream is open again after a failure: lists may have changed meanwhile. */
  | { type: 'resumed' };

type Context = { lastEventId: number | null; attempts: number; everOpen: boolean };

/** The connection, provided by the view layer (src/api/events.api.ts) and by tests. */
export type ConnectionInput = { lastEventId: number | null };

/**
 * One event-stream connection per signed-in tab: connecting → open → retrying with backoff →
 * offline (shown to the user), back to connecting when the network returns or on demand.
 * Every event received is emitted; a reconnection resumes from the last id received.
 */
export const eventStreamMachine = setup({
  types: {
    context: {} as Context,
    events: {} as EventStreamEvent,
    emitted: {} as EventStreamEmitted,
  },
  actors: {
    connection: fromCallback<EventStreamEvent, ConnectionInput>(() => () => undefined),
  },
  actions: {
    record: assign(({ context }, params: { event: StreamEvent }) => ({
      lastEventId: Math.max(context.lastEventId ?? -1, params.event.id),
    })),
    deliver: emit((_, params: { event: StreamEvent }) => ({
      type: 'event' as const,
      event: params.event,
    })),
    opened: assign({ attempts: 0, everOpen: true }),
    announceResumed: emit({ type: 'resumed' as const }),
    resetAttempts: assign({ attempts: 0 }),
    countFailure: assign(({ context }) => ({ attempts: context.attempts + 1 })),
  },
  guards: {
    wasOpenBefore: ({ context }) => context.everOpen,
    exhausted: ({ context }) => context.attempts + 1 >= ATTEMPTS_BEFORE_OFFLINE,
  },
  delays: {
    retryDelay: ({ context }) =>
      Math.min(RETRY_BASE_MS * 2 ** Math.max(0, context.attempts - 1), RETRY_MAX_MS),
    offlineRetry: OFFLINE_RETRY_MS,
  },
}).createMachine({
  id: 'eventStream',
  context: { lastEventId: null, attempts: 0, everOpen: false },
  initial: 'live',
  states: {
    live: {
      invoke: {
        src: 'connection',
        input: ({ context }) => ({ lastEventId: context.lastEventId }),
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'stream.opened': [
              { guard: 'wasOpenBefore', target: 'open', actions: ['opened', 'announceResumed'] },
              { target: 'open', actions: 'opened' },
            ],
          },
        },
        open: {},
      },
      on: {
        'stream.event': {
          actions: [
            { type: 'record', params: ({ event }) => ({ event: event.event }) },
            { type: 'deliver', params: ({ event }) => ({ event: event.event }) },
          ],
        },
        'stream.failed': [
          { guard: 'exhausted', target: 'offline', actions: 'countFailure' },
          { target: 'retrying', actions: 'countFailure' },
        ],
        'network.offline': 'offline',
      },
    },
    retrying: {
      after: { retryDelay: 'live' },
      on: { 'network.offline': 'offline', 'stream.retry': 'live' },
    },
    offline: {
      // Each way back starts a fresh round of retries.
      exit: 'resetAttempts',
      after: { offlineRetry: 'live' },
      on: { 'network.online': 'live', 'stream.retry': 'live' },
    },
  },
});
