import { assign, enqueueActions, setup } from 'xstate';
import type { AccountStatus } from '@/api/contract/user';

/** SPEC §3's status codes as the states of the signed-in account. */
export const statusStates = {
  P: 'pending',
  F: 'finished',
  R: 'rejected',
  A: 'activated',
  D: 'deactivated',
  E: 'existed',
} as const satisfies Record<AccountStatus, string>;

export type AccountStatusEvent = { type: 'account.statusChanged'; status: AccountStatus };

/**
 * SPEC §4: the account status starts as pending and is taken from the account response. The
 * session invokes it while signed in and forwards every new user's status.
 */
export const accountStatusMachine = setup({
  types: {
    context: {} as { status: AccountStatus | null },
    input: {} as { status: AccountStatus | null },
    events: {} as AccountStatusEvent,
  },
  actions: {
    takeStatus: assign((_, params: { status: AccountStatus }) => ({ status: params.status })),
  },
  guards: {
    statusIs: ({ event }, params: { status: AccountStatus }) => event.status === params.status,
  },
}).createMachine({
  id: 'accountStatus',
  context: ({ input }) => ({ status: input.status }),
  initial: 'pending',
  entry: enqueueActions(({ context, enqueue }) => {
    if (context.status) enqueue.raise({ type: 'account.statusChanged', status: context.status });
  }),
  on: {
    'account.statusChanged': (Object.entries(statusStates) as [AccountStatus, string][]).map(
      ([status, state]) => ({
        guard: { type: 'statusIs' as const, params: { status } },
        target: `.${state}`,
        actions: { type: 'takeStatus' as const, params: { status } },
      }),
    ),
  },
  states: {
    pending: {},
    finished: {},
    rejected: {},
    activated: {},
    deactivated: {},
    existed: {},
  },
});
