import { assertEvent, assign, emit, fromPromise, sendTo, setup } from 'xstate';
import type { ApiError } from '@/api/api-error';
import type { AccessReason } from '@/api/contract/audience';
import type { User } from '@/api/contract/user';
import { accountStatusMachine } from './account-status.machine';
import { apiErrorOf, statusOf } from './api-error-of';

/** SPEC §4, §9: a failed login is followed by a logout call after 300 ms. */
export const LOGIN_FAILURE_LOGOUT_MS = 300;

export type Credentials = { email: string; password: string };

/** The screens a refused call leads to, as the route guards would (the UI knows their paths). */
export type LeadTo = 'verifyEmailNotice' | 'onboarding' | 'verification' | 'home';

/** Issue 26: each 403 reason of the API leads where the client's own guard would. */
export const leadOfReason: Record<AccessReason, LeadTo> = {
  email_unverified: 'verifyEmailNotice',
  onboarding_required: 'onboarding',
  approval_pending: 'verification',
  rejected: 'verification',
  deactivated: 'verification',
  wrong_area: 'home',
};

export type SessionEvent =
  | { type: 'session.login'; credentials: Credentials }
  /** Signed in some other way: registration, a provider callback, a signed e-mail link. */
  | { type: 'session.signedIn'; user: User }
  /** The server returned a newer user (e-mail validated, onboarding sent, profile saved…). */
  | { type: 'session.userUpdated'; user: User }
  | { type: 'session.logout' }
  /** A 401 said the session is over (not-authenticated dialog): sign in again. */
  | { type: 'session.expired' }
  /** A call answered 403 with a reason: the account changed (or is in the wrong area). */
  | { type: 'session.refused'; reason: AccessReason }
  /** The views went where `leadTo` said. */
  | { type: 'session.led' };

export type SessionEmitted = { type: 'session.ended' };

/**
 * The session (SPEC §3, §4): loading → logged in / logged out, set from the account fetch (a
 * failure means logged out). Owns the login call, its 300 ms failed-login logout, and sign-out;
 * ending a session emits `session.ended`, on which the app closes every dialog.
 *
 * A call refused with a reason (403, issue 26) reads the account again, so a status changed by an
 * administrator during the session takes effect at once, closes every dialog, and sets `leadTo`:
 * the screen the views then show (the same one their guards would), until they say `session.led`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as { user: User | null; error: ApiError | null; leadTo: LeadTo | null },
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    fetchAccount: fromPromise<User>(() => Promise.reject(new Error('fetchAccount not provided'))),
    login: fromPromise<User, Credentials>(() => Promise.reject(new Error('login not provided'))),
    logout: fromPromise<void>(() => Promise.reject(new Error('logout not provided'))),
    accountStatus: accountStatusMachine,
  },
  actions: {
    storeUser: assign((_, params: { user: User }) => ({ user: params.user, error: null })),
    clearUser: assign({ user: null, leadTo: null }),
    storeLead: assign((_, params: { reason: AccessReason }) => ({
      leadTo: leadOfReason[params.reason],
    })),
    clearLead: assign({ leadTo: null }),
    storeError: assign((_, params: { error: unknown }) => ({ error: apiErrorOf(params.error) })),
    clearError: assign({ error: null }),
    forwardStatus: sendTo('accountStatus', ({ context }) => ({
      type: 'account.statusChanged' as const,
      status: context.user!.status,
    })),
    closeAllDialogs: emit({ type: 'session.ended' as const }),
  },
  guards: {
    isUnauthenticated: (_, params: { error: unknown }) => statusOf(params.error) === 401,
  },
  delays: { loginFailureLogout: LOGIN_FAILURE_LOGOUT_MS },
}).createMachine({
  id: 'session',
  context: { user: null, error: null, leadTo: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'fetchAccount',
        onDone: {
          target: 'loggedIn',
          actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: { target: 'loggedOut', actions: 'clearUser' },
      },
    },
    loggedOut: {
      initial: 'idle',
      on: {
        'session.login': '.signingIn',
        'session.signedIn': {
          target: 'loggedIn',
          actions: { type: 'storeUser', params: ({ event }) => event },
        },
      },
      states: {
        idle: {},
        signingIn: {
          entry: 'clearError',
          invoke: {
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'session.login');
              return event.credentials;
            },
            onDone: {
              target: '#session.loggedIn',
              actions: { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        failed: { after: { loginFailureLogout: 'clearing' } },
        clearing: { invoke: { src: 'logout', onDone: 'idle', onError: 'idle' } },
      },
    },
    loggedIn: {
      invoke: {
        id: 'accountStatus',
        src: 'accountStatus',
        input: ({ context }) => ({ status: context.user?.status ?? null }),
      },
      on: {
        'session.userUpdated': {
          actions: [{ type: 'storeUser', params: ({ event }) => event }, 'forwardStatus'],
        },
        'session.signedIn': {
          actions: [{ type: 'storeUser', params: ({ event }) => event }, 'forwardStatus'],
        },
        'session.logout': 'loggingOut',
        'session.expired': { target: 'loggedOut', actions: ['clearUser', 'closeAllDialogs'] },
        'session.refused': {
          target: '.refreshing',
          actions: [
            { type: 'storeLead', params: ({ event }) => ({ reason: event.reason }) },
            'closeAllDialogs',
          ],
        },
        'session.led': { actions: 'clearLead' },
      },
      initial: 'settled',
      states: {
        settled: {},
        /** Reading the account again after a refusal; the views wait for it before leading on. */
        refreshing: {
          invoke: {
            src: 'fetchAccount',
            onDone: {
              target: 'settled',
              actions: [
                { type: 'storeUser', params: ({ event }) => ({ user: event.output }) },
                'forwardStatus',
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isUnauthenticated',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: '#session.loggedOut',
                actions: ['clearUser', 'closeAllDialogs'],
              },
              { target: 'settled' },
            ],
          },
        },
      },
    },
    loggingOut: {
      entry: 'clearError',
      invoke: {
        src: 'logout',
        onDone: { target: 'loggedOut', actions: ['clearUser', 'closeAllDialogs'] },
        onError: [
          {
            guard: { type: 'isUnauthenticated', params: ({ event }) => ({ error: event.error }) },
            target: 'loggedOut',
            actions: ['clearUser', 'closeAllDialogs'],
          },
          {
            target: 'loggedIn',
            actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
  },
});

export type SessionState = 'loading' | 'loggedIn' | 'loggedOut';
