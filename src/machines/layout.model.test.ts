import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { layoutMachine } from './layout.machine';
import { coveringPaths } from './testing/covering-paths';

/** What the app knows of the layout shown (SPEC §3): guest by default, auth on signed-in routes. */
const spec = createMachine({
  id: 'layoutSpec',
  initial: 'guest',
  states: {
    guest: { on: { ENTER_SIGNED_IN_ROUTE: 'auth', ENTER_PUBLIC_ROUTE: 'guest' } },
    auth: { on: { ENTER_PUBLIC_ROUTE: 'guest', ENTER_SIGNED_IN_ROUTE: 'auth' } },
  },
});

describe('layout machine (model-based)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const actor = createActor(layoutMachine).start();
      await path.test({
        states: {
          guest: () => expect(actor.getSnapshot().value).toBe('guest'),
          auth: () => expect(actor.getSnapshot().value).toBe('auth'),
        },
        events: {
          ENTER_SIGNED_IN_ROUTE: () => actor.send({ type: 'layout.auth' }),
          ENTER_PUBLIC_ROUTE: () => actor.send({ type: 'layout.guest' }),
        },
      });
      actor.stop();
    });
  }
});
