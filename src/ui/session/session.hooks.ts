import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ApiError } from '@/api/api-error';
import type { User } from '@/api/contract/user';
import type { Credentials, SessionState } from '@/machines/session.machine';
import { useAppActors } from '../app/actors.context';

/**
 * Narrow reads of the session actor. A view takes only what it shows, so it re-renders only
 * when that changes.
 */
export function useSessionState(): SessionState {
  const { session } = useAppActors();
  return useSelector(session, (s) =>
    s.matches('loading') ? 'loading' : s.matches('loggedOut') ? 'loggedOut' : 'loggedIn',
  );
}

export function useIsLoggedIn(): boolean {
  return useSessionState() === 'loggedIn';
}

/** The signed-in user, or null. */
export function useCurrentUser(): User | null {
  const { session } = useAppActors();
  return useSelector(session, (s) => s.context.user);
}

/** The signed-in user where a guard guarantees one (inside RequireAuth). */
export function useSignedInUser(): User {
  const user = useCurrentUser();
  if (!user) throw new Error('useSignedInUser outside a signed-in route');
  return user;
}

export function useSessionError(): ApiError | null {
  const { session } = useAppActors();
  return useSelector(session, (s) => s.context.error);
}

export function useIsSigningIn(): boolean {
  const { session } = useAppActors();
  return useSelector(session, (s) => s.matches({ loggedOut: 'signingIn' }));
}

export function useIsSigningOut(): boolean {
  const { session } = useAppActors();
  return useSelector(session, (s) => s.matches('loggingOut'));
}

/** What views may ask of the session. */
export function useSessionActions() {
  const { session } = useAppActors();
  const login = useCallback(
    (credentials: Credentials) => session.send({ type: 'session.login', credentials }),
    [session],
  );
  const logout = useCallback(() => session.send({ type: 'session.logout' }), [session]);
  const expire = useCallback(() => session.send({ type: 'session.expired' }), [session]);
  /** A newer user from the server (signed in by registration or a link, or updated). */
  const setUser = useCallback(
    (user: User) =>
      session.send(
        session.getSnapshot().matches('loggedIn')
          ? { type: 'session.userUpdated', user }
          : { type: 'session.signedIn', user },
      ),
    [session],
  );
  return { login, logout, expire, setUser };
}
