import { assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '@/api/api-error';
import { isVerified, type AccountStatus, type User } from '@/api/contract/user';
import { apiErrorOf } from './api-error-of';

/** SPEC §4, §9: the account-verification status is polled every 180000 ms. */
export const VERIFICATION_POLL_MS = 180_000;

export type VerificationEvent = { type: 'verification.check' };
export type VerificationEmitted = { type: 'verification.checked'; user: User };

const waitingFor = {
  after: { verificationPoll: 'checking' },
  on: { 'verification.check': 'checking' },
} as const;

/**
 * The /verification screen (SPEC §4): re-checks the account when it appears, then every 180 s
 * (after → invoke → guards), or at once on demand; each answer is emitted for the session.
 * Approved (A, or E: an account carried over) is final.
 */
export const verificationPollMachine = setup({
  types: {
    context: {} as { user: User | null; error: ApiError | null },
    events: {} as VerificationEvent,
    emitted: {} as VerificationEmitted,
  },
  actors: {
    fetchAccount: fromPromise<User>(() => Promise.reject(new Error('fetchAccount not provided'))),
  },
  actions: {
    takeAnswer: assign((_, params: { user: User }) => ({ user: params.user, error: null })),
    announce: emit((_, params: { user: User }) => ({
      type: 'verification.checked' as const,
      user: params.user,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: apiErrorOf(params.error) })),
  },
  guards: {
    isApproved: ({ context }) => context.user !== null && isVerified(context.user),
    hasStatus: ({ context }, params: { status: AccountStatus }) =>
      context.user?.status === params.status,
  },
  delays: { verificationPoll: VERIFICATION_POLL_MS },
}).createMachine({
  id: 'verificationPoll',
  context: { user: null, error: null },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        src: 'fetchAccount',
        onDone: {
          target: 'answered',
          actions: [
            { type: 'takeAnswer', params: ({ event }) => ({ user: event.output }) },
            { type: 'announce', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: {
          target: 'underReview',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    answered: {
      always: [
        { guard: 'isApproved', target: 'approved' },
        { guard: { type: 'hasStatus', params: { status: 'R' } }, target: 'rejected' },
        { guard: { type: 'hasStatus', params: { status: 'D' } }, target: 'deactivated' },
        { target: 'underReview' },
      ],
    },
    underReview: waitingFor,
    rejected: waitingFor,
    deactivated: waitingFor,
    approved: { type: 'final' },
  },
});
