import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../components/error-text';
import { useIsSigningOut, useSessionActions, useSessionError } from '../session/session.hooks';
import { AppDialog } from './app-dialog';
import { useDialog } from './use-dialog';
import { DialogActions } from './dialog-actions';

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
        <DialogActions
          onCancel={close}
          onConfirm={logout}
          confirmLabel={t('shell:logout.confirm')}
          pending={signingOut}
          danger
          testId="dialog.logout.confirm"
        />
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
