import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../components/error-text';
import { useIsSigningOut, useSessionActions, useSessionError } from '../session/session.hooks';
import { AppDialog } from './app-dialog';
import { useDialog } from './use-dialog';

/** Confirms sign-out; the session closes every dialog once the session has ended. */
export function LogoutDialog() {
  const { t } = useTranslation();
  const { close } = useDialog('logout');
  const { logout } = useSessionActions();
  const signingOut = useIsSigningOut();
  const error = useSessionError();
  const errorText = useErrorText();
  return (
    <AppDialog
      name="logout"
      role="alertdialog"
      title={t('shell:logout.title')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            colorPalette="red"
            loading={signingOut}
            onClick={logout}
            data-testid="dialog.logout.confirm"
          >
            {t('shell:logout.confirm')}
          </Button>
        </>
      }
    >
      <Text>{t('shell:logout.body')}</Text>
      {error && !signingOut && (
        <Text color="fg.error" mt="3" role="alert">
          {errorText(error)}
        </Text>
      )}
    </AppDialog>
  );
}
