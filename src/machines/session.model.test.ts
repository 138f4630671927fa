import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiFailure } from '@/api/api-error';
import { accessReasons, type AccessReason } from '@/api/contract/audience';
import type { User } from '@/api/contract/user';
import { statusStates } from './account-status.machine';
import {
  LOGIN_FAILURE_LOGOUT_MS,
  leadOfReason,
  type Credentials,
  sessionMachine,
} from './session.machine';
import { coveringPaths } from './testing/covering-paths';
import { buildUser, controlledActor, flush } from './testing/harness';

/** What a person sees of their session (SPEC §4); the real machine is driven below. */
const spec = createMachine({
  id: 'sessionSpec',
  initial: 'loading',
  states: {
    loading: { on: { ACCOUNT_FOUND: 'signedIn', ACCOUNT_MISSING: 'signedOut' } },
    signedOut: { on: { SUBMIT_LOGIN: 'signingIn', SIGNED_IN_ELSEWHERE: 'signedIn' } },
    signingIn: { on: { LOGIN_ACCEPTED: 'signedIn', LOGIN_REFUSED: 'loginRefused' } },
    loginRefused: { on: { WAIT_300_MS: 'clearingRefusedLogin', SUBMIT_LOGIN: 'signingIn' } },
    clearingRefusedLogin: { on: { LOGOUT_ANSWERED: 'signedOut' } },
    signedIn: {
      on: {
        USER_UPDATED: 'signedIn',
        SIGN_OUT: 'signingOut',
        SESSION_EXPIRED: 'sessionEnded',
        CALL_REFUSED: 'rereadingAccount',
      },
    },
    /** A call answered 403 with a reason (issue 26): every dialog closed, the account read again. */
    rereadingAccount: {
      on: { ACCOUNT_REREAD: 'ledOn', ACCOUNT_GONE: 'sessionEnded', REREAD_FAILS: 'ledOn' },
    },
    /** The account as the server has it now, and the screen the reason leads to, for the views. */
    ledOn: { on: { VIEWS_LED: 'signedIn', CALL_REFUSED: 'rereadingAccount' } },
    signingOut: {
      on: { LOGOUT_OK: 'sessionEnded', LOGOUT_401: 'sessionEnded', LOGOUT_FAILS: 'signedIn' },
    },
    /** Signed out after being signed in: user cleared and every dialog closed. */
    sessionEnded: { on: { SUBMIT_LOGIN: 'signingIn', SIGNED_IN_ELSEWHERE: 'signedIn' } },
  },
});

const credentials: Credentials = { email: 'pro@ouvrage.test', password: 'wrong-password' };
const refusal = new ApiFailure({
  kind: 'validation',
  status: 422,
  message: 'Les données fournies ne sont pas valides.',
  fields: [{ field: 'email', messages: ['Ces identifiants ne correspondent à aucun compte.'] }],
  original: null,
});
const http = (status: number) =>
  new ApiFailure({ kind: 'http', status, message: `HTTP ${status}`, original: null });

function harness() {
  const clock = new SimulatedClock();
  const account = controlledActor<User>();
  const login = controlledActor<User, Credentials>();
  const logout = controlledActor<void>();
  const actor = createActor(
    sessionMachine.provide({
      actors: { fetchAccount: account.logic, login: login.logic, logout: logout.logic },
    }),
    { clock },
  );
  let ended = 0;
  actor.on('session.ended', () => (ended += 1));
  let logoutsAtRefusal = 0;
  const reasons: AccessReason[] = [];
  actor.start();
  return {
    actor,
    clock,
    account,
    login,
    logout,
    ended: () => ended,
    markRefusal: () => (logoutsAtRefusal = logout.calls.length),
    logoutsSinceRefusal: () => logout.calls.length - logoutsAtRefusal,
    refuse(reason: AccessReason) {
      reasons.push(reason);
      actor.send({ type: 'session.refused', reason });
    },
    refusals: () => reasons.length,
    lastReason: () => reasons.at(-1)!,
  };
}
type Harness = ReturnType<typeof harness>;

describe('session machine (model-based)', () => {
  const model = createTestModel(spec);
  for (const path of coveringPaths(model)) {
    it(path.description, async () => {
      const h: Harness = harness();
      const snap = () => h.actor.getSnapshot();
      const expectSignedOut = () => {
        expect(snap().matches('loggedOut')).toBe(true);
        expect(snap().context.user).toBeNull();
      };
      await path.test({
        states: {
          loading: () => {
            expect(snap().value).toBe('loading');
            expect(h.account.calls).toHaveLength(1);
          },
          signedOut: expectSignedOut,
          sessionEnded: () => {
            expectSignedOut();
            expect(h.ended()).toBeGreaterThan(0);
          },
          signingIn: () => {
            expect(snap().matches({ loggedOut: 'signingIn' })).toBe(true);
            expect(h.login.calls.at(-1)).toEqual(credentials);
            expect(snap().context.error).toBeNull();
          },
          loginRefused: () => {
            expect(snap().matches({ loggedOut: 'failed' })).toBe(true);
            expect(snap().context.error).toMatchObject({ kind: 'validation' });
            expect(h.logoutsSinceRefusal()).toBe(0);
            h.clock.increment(LOGIN_FAILURE_LOGOUT_MS - 1);
            expect(h.logoutsSinceRefusal()).toBe(0);
          },
          clearingRefusedLogin: () => {
            expect(snap().matches({ loggedOut: 'clearing' })).toBe(true);
            expect(h.logoutsSinceRefusal()).toBe(1);
            // The form keeps showing why the sign-in failed.
            expect(snap().context.error).toMatchObject({ kind: 'validation' });
          },
          signedIn: () => {
            expect(snap().value).toEqual({ loggedIn: 'settled' });
            expect(snap().context.leadTo).toBeNull();
            const user = snap().context.user!;
            expect(user).not.toBeNull();
            const status = snap().children.accountStatus!.getSnapshot() as { value: unknown };
            expect(status.value).toBe(statusStates[user.status]);
          },
          rereadingAccount: () => {
            expect(snap().value).toEqual({ loggedIn: 'refreshing' });
            expect(h.account.calls.length).toBeGreaterThan(1);
            expect(h.ended()).toBeGreaterThan(0);
            expect(snap().context.leadTo).toBe(leadOfReason[h.lastReason()]);
          },
          ledOn: () => {
            expect(snap().value).toEqual({ loggedIn: 'settled' });
            expect(snap().context.leadTo).toBe(leadOfReason[h.lastReason()]);
            const user = snap().context.user!;
            const status = snap().children.accountStatus!.getSnapshot() as { value: unknown };
            expect(status.value).toBe(statusStates[user.status]);
          },
          signingOut: () => {
            expect(snap().value).toBe('loggingOut');
            expect(h.logout.calls.length).toBeGreaterThan(0);
          },
        },
        events: {
          ACCOUNT_FOUND: () => h.account.resolve(buildUser({ status: 'F' })),
          ACCOUNT_MISSING: () => h.account.reject(http(401)),
          SUBMIT_LOGIN: async () => {
            h.actor.send({ type: 'session.login', credentials });
            await flush();
          },
          SIGNED_IN_ELSEWHERE: () => {
            h.actor.send({ type: 'session.signedIn', user: buildUser({ status: 'P' }) });
          },
          LOGIN_ACCEPTED: () => h.login.resolve(buildUser({ status: 'A' })),
          LOGIN_REFUSED: async () => {
            h.markRefusal();
            await h.login.reject(refusal);
          },
          WAIT_300_MS: async () => {
            h.clock.increment(1);
            await flush();
          },
          LOGOUT_ANSWERED: () => h.logout.reject(http(401)),
          USER_UPDATED: () => {
            h.actor.send({ type: 'session.userUpdated', user: buildUser({ status: 'R' }) });
          },
          SIGN_OUT: async () => {
            h.actor.send({ type: 'session.logout' });
            await flush();
          },
          SESSION_EXPIRED: () => {
            h.actor.send({ type: 'session.expired' });
          },
          CALL_REFUSED: () => {
            const reason = accessReasons[h.refusals() % accessReasons.length]!;
            h.refuse(reason);
          },
          ACCOUNT_REREAD: () =>
            h.account.resolve(buildUser({ status: 'D', rejection_reason: 'Fraude' })),
          ACCOUNT_GONE: () => h.account.reject(http(401)),
          REREAD_FAILS: () => h.account.reject(http(500)),
          VIEWS_LED: () => {
            h.actor.send({ type: 'session.led' });
          },
          LOGOUT_OK: () => h.logout.resolve(),
          LOGOUT_401: () => h.logout.reject(http(401)),
          LOGOUT_FAILS: async () => {
            await h.logout.reject(http(500));
            expect(snap().context.error).toMatchObject({ kind: 'http', status: 500 });
          },
        },
      });
      h.actor.stop();
    });
  }

  it('covers every state and transition of the spec', () => {
    const paths = coveringPaths(model);
    const taken = new Set(paths.flatMap((p) => p.steps.slice(1).map((s) => `${s.event.type}`)));
    const all = Object.values(spec.root.states).flatMap((n) => n.ownEvents);
    expect([...new Set(all)].filter((e) => !taken.has(e))).toEqual([]);
  });
});
