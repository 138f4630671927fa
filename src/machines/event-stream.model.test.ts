import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { StreamEvent } from '@/api/contract/events';
import {
  ATTEMPTS_BEFORE_OFFLINE,
  eventStreamMachine,
  OFFLINE_RETRY_MS,
  RETRY_BASE_MS,
  type ConnectionInput,
  type EventStreamEvent,
} from './event-stream.machine';
import { coveringPaths } from './testing/covering-paths';
import { flush } from './testing/harness';

/** What the user sees of the live connection: live, reconnecting, or « offline ». */
const spec = createMachine({
  id: 'eventStreamSpec',
  initial: 'connecting',
  states: {
    connecting: {
      on: {
        OPENS: 'open',
        FAILS: 'retrying',
        FAILS_AGAIN_AND_AGAIN: 'offline',
        NETWORK_LOST: 'offline',
      },
    },
    open: { on: { RECEIVES: 'open', DROPS: 'retrying', NETWORK_LOST: 'offline' } },
    retrying: { on: { WAIT_BACKOFF: 'connecting', NETWORK_LOST: 'offline' } },
    offline: { on: { NETWORK_BACK: 'connecting', WAIT_30_S: 'connecting' } },
  },
});

/** A connection the test drives: every opening is recorded with the id it resumes from. */
function fakeConnection() {
  const opened: ConnectionInput[] = [];
  let send: ((e: EventStreamEvent) => void) | null = null;
  let closed = 0;
  const logic = fromCallback<EventStreamEvent, ConnectionInput>(({ input, sendBack }) => {
    opened.push(input);
    send = sendBack;
    return () => {
      closed += 1;
    };
  });
  return {
    logic,
    opened,
    get closed() {
      return closed;
    },
    emit: (e: EventStreamEvent) => send!(e),
  };
}

describe('event stream connection (model-based, simulated clock)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const clock = new SimulatedClock();
      const conn = fakeConnection();
      const actor = createActor(
        eventStreamMachine.provide({ actors: { connection: conn.logic } }),
        {
          clock,
        },
      );
      const delivered: number[] = [];
      let resumed = 0;
      actor.on('event', (e) => delivered.push(e.event.id));
      actor.on('resumed', () => (resumed += 1));
      actor.start();
      const value = () => actor.getSnapshot().value;
      let nextId = 10;
      let openings = 0;
      let wasOpen = false;
      let resumedBefore = 0;

      await path.test({
        states: {
          connecting: () => {
            expect(value()).toEqual({ live: 'connecting' });
            expect(conn.opened.length).toBeGreaterThan(openings);
            openings = conn.opened.length;
            // A reconnection resumes from the last event received.
            expect(conn.opened.at(-1)!.lastEventId).toBe(delivered.at(-1) ?? null);
          },
          open: () => {
            expect(value()).toEqual({ live: 'open' });
            expect(actor.getSnapshot().context.attempts).toBe(0);
            if (wasOpen) expect(resumed).toBeGreaterThan(resumedBefore);
          },
          retrying: () => {
            expect(value()).toBe('retrying');
            expect(conn.closed).toBeGreaterThan(0);
          },
          offline: () => expect(value()).toBe('offline'),
        },
        events: {
          OPENS: () => {
            resumedBefore = resumed;
            conn.emit({ type: 'stream.opened' });
            wasOpen = actor.getSnapshot().context.everOpen && resumed > resumedBefore;
          },
          RECEIVES: () => {
            const event: StreamEvent = { id: nextId++, type: 'message.created', data: {} };
            conn.emit({ type: 'stream.event', event });
            expect(delivered.at(-1)).toBe(event.id);
            expect(actor.getSnapshot().context.lastEventId).toBe(event.id);
          },
          DROPS: () => conn.emit({ type: 'stream.failed' }),
          FAILS: () => conn.emit({ type: 'stream.failed' }),
          FAILS_AGAIN_AND_AGAIN: async () => {
            for (
              let i = actor.getSnapshot().context.attempts;
              i < ATTEMPTS_BEFORE_OFFLINE;
              i += 1
            ) {
              conn.emit({ type: 'stream.failed' });
              if (value() === 'offline') break;
              // Backoff doubles: nothing happens one millisecond before it ends.
              const wait = Math.min(RETRY_BASE_MS * 2 ** i, 30_000);
              clock.increment(wait - 1);
              expect(value()).toBe('retrying');
              clock.increment(1);
              await flush();
            }
          },
          WAIT_BACKOFF: async () => {
            clock.increment(30_000);
            await flush();
          },
          NETWORK_LOST: () => actor.send({ type: 'network.offline' }),
          NETWORK_BACK: async () => {
            actor.send({ type: 'network.online' });
            await flush();
          },
          WAIT_30_S: async () => {
            clock.increment(OFFLINE_RETRY_MS - 1);
            expect(value()).toBe('offline');
            clock.increment(1);
            await flush();
          },
        },
      });
      actor.stop();
    });
  }
});
