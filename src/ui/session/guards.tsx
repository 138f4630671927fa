import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isEmailVerified, isOnboarded, isVerified, roleOf } from '@/api/contract/user';
import { useAppActors } from '../app/actors.context';
import { type Area, areaHome, paths } from '../app/paths';
import { FullPageSpinner } from '../components/full-page-spinner';
import { areaOf } from './area';
import { useCurrentUser, useSessionState } from './session.hooks';

/** Where a guard sent the person from, so signing in brings them back. */
export type FromState = { from?: { pathname: string; search: string } };

/**
 * SPEC §2's route protection, nested in this order: authorised → e-mail validated → onboarding
 * completed → account verified. Each guard is a layout route rendering its children or sending
 * the person to the step they still have to take.
 */
export function RequireAuth() {
  const state = useSessionState();
  const location = useLocation();
  const { layout } = useAppActors();
  const signedIn = state === 'loggedIn';
  // The signed-in layout: a 401 here opens the not-authenticated dialog (SPEC §8).
  useEffect(() => {
    if (!signedIn) return;
    layout.send({ type: 'layout.auth' });
    return () => layout.send({ type: 'layout.guest' });
  }, [layout, signedIn]);
  if (state === 'loading') return <FullPageSpinner />;
  if (state === 'loggedOut') {
    // Coming back to /logout after signing in would sign out again.
    const from =
      location.pathname === paths.logout
        ? undefined
        : { pathname: location.pathname, search: location.search };
    return <Navigate to={paths.login} replace state={{ from } satisfies FromState} />;
  }
  return <Outlet />;
}

/** Login and register are for guests; a signed-in person goes on to where they were headed. */
export function RequireGuest() {
  const state = useSessionState();
  const location = useLocation();
  if (state === 'loading') return <FullPageSpinner />;
  if (state === 'loggedIn') {
    const from = (location.state as FromState | null)?.from;
    return <Navigate to={from ? from.pathname + from.search : paths.userSpace} replace />;
  }
  return <Outlet />;
}

export function RequireEmailVerified() {
  const user = useCurrentUser();
  if (user && !isEmailVerified(user)) return <Navigate to={paths.verifyEmailNotice} replace />;
  return <Outlet />;
}

/** The verification notice is only for addresses still to confirm. */
export function RequireEmailUnverified() {
  const user = useCurrentUser();
  if (user && isEmailVerified(user)) return <Navigate to={paths.userSpace} replace />;
  return <Outlet />;
}

export function RequireOnboarded() {
  const user = useCurrentUser();
  if (user && !isOnboarded(user)) return <Navigate to={paths.onboarding} replace />;
  return <Outlet />;
}

export function RequireVerified() {
  const user = useCurrentUser();
  if (user && !isVerified(user)) return <Navigate to={paths.verification} replace />;
  return <Outlet />;
}

/** SPEC §6: manufacturers only in /fab, professionals only in /pro; each sent to their home. */
export function RequireArea({ area }: { area: Area }) {
  const user = useCurrentUser();
  if (user && areaOf(user) !== area) return <Navigate to={areaHome[areaOf(user)]} replace />;
  return <Outlet />;
}

/** The administration is for ADMIN and SUPER_ADMIN (the API answers 404 to others); others go home. */
export function RequireAdmin() {
  const user = useCurrentUser();
  if (user && roleOf(user.type) !== 'admin') return <Navigate to={paths.userSpace} replace />;
  return <Outlet />;
}
