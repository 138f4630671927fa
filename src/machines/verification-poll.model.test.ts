import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiFailure } from '@/api/api-error';
import type { User } from '@/api/contract/user';
import { coveringPaths } from './testing/covering-paths';
import { buildUser, controlledActor, flush } from './testing/harness';
import { VERIFICATION_POLL_MS, verificationPollMachine } from './verification-poll.machine';

/** What the /verification screen shows (SPEC §4): it checks on arrival, then every 180 s. */
const spec = createMachine({
  id: 'verificationSpec',
  initial: 'checking',
  states: {
    checking: {
      on: {
        ANSWER_UNDER_REVIEW: 'underReview',
        ANSWER_REJECTED: 'rejected',
        ANSWER_DEACTIVATED: 'deactivated',
        ANSWER_APPROVED: 'approved',
        ANSWER_FAILS: 'checkFailed',
      },
    },
    underReview: { on: { WAIT_180_S: 'checking', CHECK_NOW: 'checking' } },
    rejected: { on: { WAIT_180_S: 'checking', CHECK_NOW: 'checking' } },
    deactivated: { on: { WAIT_180_S: 'checking', CHECK_NOW: 'checking' } },
    checkFailed: { on: { WAIT_180_S: 'checking', CHECK_NOW: 'checking' } },
    approved: { type: 'final' },
  },
});

const answer = (status: User['status'], rejection_reason: string | null = null) =>
  buildUser({ status, rejection_reason });

describe('verification poll machine (model-based, simulated clock)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const clock = new SimulatedClock();
      const fetch = controlledActor<User>();
      const actor = createActor(
        verificationPollMachine.provide({ actors: { fetchAccount: fetch.logic } }),
        { clock },
      );
      const announced: User['status'][] = [];
      actor.on('verification.checked', (e) => announced.push(e.user.status));
      actor.start();
      const snap = () => actor.getSnapshot();
      let checksBefore = 0;
      /** Waiting: nothing is fetched before 180 s have passed. */
      const waits = (state: string) => {
        expect(snap().value).toBe(state);
        checksBefore = fetch.calls.length;
        clock.increment(VERIFICATION_POLL_MS - 1);
        expect(fetch.calls.length).toBe(checksBefore);
      };
      await path.test({
        states: {
          checking: () => {
            expect(snap().value).toBe('checking');
            expect(fetch.calls.length).toBeGreaterThan(0);
          },
          underReview: () => {
            waits('underReview');
            expect(snap().context.user?.status).toBe('F');
          },
          rejected: () => {
            waits('rejected');
            expect(snap().context.user?.rejection_reason).toBe('Pièces manquantes');
          },
          deactivated: () => waits('deactivated'),
          checkFailed: () => {
            waits('underReview');
            expect(snap().context.error).toMatchObject({ kind: 'network' });
          },
          approved: () => {
            expect(snap().status).toBe('done');
            expect(announced.at(-1)).toBe('A');
          },
        },
        events: {
          ANSWER_UNDER_REVIEW: () => fetch.resolve(answer('F')),
          ANSWER_REJECTED: () => fetch.resolve(answer('R', 'Pièces manquantes')),
          ANSWER_DEACTIVATED: () => fetch.resolve(answer('D')),
          ANSWER_APPROVED: () => fetch.resolve(answer('A')),
          ANSWER_FAILS: () =>
            fetch.reject(new ApiFailure({ kind: 'network', message: 'network', original: null })),
          WAIT_180_S: async () => {
            clock.increment(1);
            await flush();
            expect(fetch.calls.length).toBe(checksBefore + 1);
          },
          CHECK_NOW: async () => {
            actor.send({ type: 'verification.check' });
            await flush();
          },
        },
      });
      actor.stop();
    });
  }

  it('polls every 180000 ms, as a named delay', () => {
    expect(VERIFICATION_POLL_MS).toBe(180_000);
    expect(verificationPollMachine.implementations.delays.verificationPoll).toBe(180_000);
  });
});
