import {
  type Actor,
  type ActorOptions,
  type AnyActorLogic,
  createActor,
  fromPromise,
} from 'xstate';
import { getAccount, login, logout } from '@/api/auth.api';
import type { User } from '@/api/contract/user';
import { onAccessDenied, onUnauthenticated } from '@/api/http-events';
import { dialogsMachine } from './dialogs.machine';
import { layoutMachine } from './layout.machine';
import { sessionMachine } from './session.machine';

export type AppActors = {
  session: Actor<typeof sessionMachine>;
  dialogs: Actor<typeof dialogsMachine>;
  layout: Actor<typeof layoutMachine>;
  stop: () => void;
};

export type AppActorsOptions = {
  /** The Stately inspector's `inspect` in development (see src/machines/CONTEXT.md). */
  inspect?: ActorOptions<AnyActorLogic>['inspect'];
  /** How the session reads the account (the UI passes its account query). */
  fetchAccount?: (signal: AbortSignal) => Promise<User>;
};

/**
 * The app's singletons, started once: session, dialogs, layout. Wires what crosses them:
 * an ended session closes every dialog (SPEC §4), and a 401 while the signed-in layout shows
 * opens the not-authenticated dialog (SPEC §8); a 403 with a reason goes to the session, which
 * reads the account again and leads the views on (issue 26).
 */
export function startAppActors(options: AppActorsOptions = {}): AppActors {
  const { inspect } = options;
  const fetchAccount = options.fetchAccount ?? getAccount;
  const dialogs = createActor(dialogsMachine, { inspect, systemId: 'dialogs' });
  const layout = createActor(layoutMachine, { inspect, systemId: 'layout' });
  const session = createActor(
    sessionMachine.provide({
      actors: {
        fetchAccount: fromPromise(({ signal }) => fetchAccount(signal)),
        login: fromPromise(({ input }) => login(input)),
        logout: fromPromise(() => logout()),
      },
    }),
    { inspect, systemId: 'session' },
  );
  const subscription = session.on('session.ended', () => dialogs.send({ type: 'dialog.reset' }));
  const stopListening = onUnauthenticated(() => {
    if (layout.getSnapshot().matches('auth')) {
      dialogs.send({ type: 'dialog.open', name: 'notAuthenticated' });
    }
  });
  const stopDenied = onAccessDenied(({ reason }) => {
    if (session.getSnapshot().matches('loggedIn'))
      session.send({ type: 'session.refused', reason });
  });
  dialogs.start();
  layout.start();
  session.start();
  return {
    session,
    dialogs,
    layout,
    stop() {
      stopListening();
      stopDenied();
      subscription.unsubscribe();
      session.stop();
      layout.stop();
      dialogs.stop();
    },
  };
}
