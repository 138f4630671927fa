import { setup } from 'xstate';

export type LayoutEvent = { type: 'layout.auth' } | { type: 'layout.guest' };

/**
 * SPEC §3: the layout the person is in, guest by default, auth while a signed-in-only route is
 * showing. The HTTP layer's 401 opens the not-authenticated dialog only in `auth` (SPEC §8).
 */
export const layoutMachine = setup({
  types: { events: {} as LayoutEvent },
}).createMachine({
  id: 'layout',
  initial: 'guest',
  states: {
    guest: { on: { 'layout.auth': 'auth' } },
    auth: { on: { 'layout.guest': 'guest' } },
  },
});
