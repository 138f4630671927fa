import { useIsLoggedIn } from '../session/session.hooks';
import { LogoutDialog } from './logout.dialog';
import { NotAuthenticatedDialog } from './not-authenticated.dialog';

/** The shell's own dialogs, mounted once at the root. */
export function SessionDialogs() {
  const loggedIn = useIsLoggedIn();
  return (
    <>
      {loggedIn && <LogoutDialog />}
      <NotAuthenticatedDialog />
    </>
  );
}
