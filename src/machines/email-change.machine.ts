import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { ApiError } from '@/api/api-error';
import type { User } from '@/api/contract/user';
import { apiErrorOf } from './api-error-of';

export type EmailChangeRequest = { email: string; password?: string };

export type EmailChangeEvent =
  | { type: 'emailChange.start' }
  | { type: 'emailChange.cancel' }
  | { type: 'emailChange.submit'; request: EmailChangeRequest };

export type EmailChangeEmitted = { type: 'emailChange.requested'; user: User };

/**
 * Changing the account's e-mail (issue 4): the new address stays pending until the link mailed
 * to it is opened (/verify-change-email, which hands the returned user to the session).
 */
export const emailChangeMachine = setup({
  types: {
    context: {} as { pendingEmail: string | null; error: ApiError | null },
    input: {} as { pendingEmail: string | null },
    events: {} as EmailChangeEvent,
    emitted: {} as EmailChangeEmitted,
  },
  actors: {
    requestChange: fromPromise<User, EmailChangeRequest>(() =>
      Promise.reject(new Error('not provided')),
    ),
  },
  actions: {
    takeUser: assign((_, params: { user: User }) => ({
      pendingEmail: params.user.pending_email,
      error: null,
    })),
    announce: emit((_, params: { user: User }) => ({
      type: 'emailChange.requested' as const,
      user: params.user,
    })),
    storeError: assign((_, params: { error: unknown }) => ({ error: apiErrorOf(params.error) })),
    clearError: assign({ error: null }),
  },
  guards: { hasPending: ({ context }) => context.pendingEmail !== null },
}).createMachine({
  id: 'emailChange',
  context: ({ input }) => ({ pendingEmail: input.pendingEmail, error: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasPending', target: 'pending' }, { target: 'idle' }] },
    idle: { on: { 'emailChange.start': { target: 'editing', actions: 'clearError' } } },
    editing: {
      on: {
        'emailChange.submit': 'submitting',
        'emailChange.cancel': [{ guard: 'hasPending', target: 'pending' }, { target: 'idle' }],
      },
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        src: 'requestChange',
        input: ({ event }) => {
          assertEvent(event, 'emailChange.submit');
          return event.request;
        },
        onDone: {
          target: 'pending',
          actions: [
            { type: 'takeUser', params: ({ event }) => ({ user: event.output }) },
            { type: 'announce', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    pending: { on: { 'emailChange.start': { target: 'editing', actions: 'clearError' } } },
  },
});
