import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { accountBlock } from '@/api/contract/audience';
import { NotificationBell } from '../../messaging/notification-bell';
import { useCurrentUser, useSessionState } from '../../session/session.hooks';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

/** Language switch, then the user menu or the sign-in / register buttons. */
export function TopActions({ showAuthButtons = true }: { showAuthButtons?: boolean }) {
  const { t } = useTranslation();
  const state = useSessionState();
  const user = useCurrentUser();
  const complete =
    state === 'loggedIn' &&
    user &&
    accountBlock({ status: user.status, emailVerified: !!user.email_verified_at }) === null;
  return (
    <HStack gap="2">
      {complete && <NotificationBell user={user} />}
      <LanguageSwitch />
      {state === 'loggedIn' && <UserMenu />}
      {state === 'loggedOut' && showAuthButtons && (
        <>
          <Button asChild variant="ghost" size="sm" hideBelow="sm">
            <Link to={paths.register}>{t('shell:nav.register')}</Link>
          </Button>
          <Button asChild colorPalette="brand" size="sm" data-testid="shell.login">
            <Link to={paths.login}>{t('shell:nav.login')}</Link>
          </Button>
        </>
      )}
    </HStack>
  );
}
