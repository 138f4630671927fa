import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMessageSquare } from 'react-icons/lu';
import { Link, useLocation } from 'react-router';
import { paths } from '../app/paths';
import { useDialog } from '../dialogs/use-dialog';
import type { FromState } from '../session/guards';
import { useCurrentUser, useSessionState } from '../session/session.hooks';

/**
 * « Send a message » to the user a page is about: the add-contact-message dialog for a signed-in
 * user (mount `AddContactMessageDialog` on the page), the login page for a guest (who comes back
 * here), nothing on one's own profile.
 */
export function ContactUserButton({ userId, name }: { userId: string; name: string }) {
  const { t } = useTranslation();
  const state = useSessionState();
  const me = useCurrentUser();
  const location = useLocation();
  const dialog = useDialog('addContactMessage');
  if (state === 'loading' || me?.id === userId) return null;
  if (!me)
    return (
      <Button asChild variant="outline" data-testid="contact.user">
        <Link
          to={paths.login}
          state={
            { from: { pathname: location.pathname, search: location.search } } satisfies FromState
          }
        >
          <LuMessageSquare aria-hidden />
          {t('messaging:contact.button')}
        </Link>
      </Button>
    );
  return (
    <Button
      colorPalette="brand"
      onClick={() => dialog.open({ participantId: userId, name })}
      data-testid="contact.user"
    >
      <LuMessageSquare aria-hidden />
      {t('messaging:contact.button')}
    </Button>
  );
}
