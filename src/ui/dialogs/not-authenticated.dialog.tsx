import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSessionActions } from '../session/session.hooks';
import { AppDialog } from './app-dialog';

/**
 * SPEC §8: a 401 in the signed-in layout. Signing in again ends the stale session (the guard then
 * takes the person to the login page, remembering where they were).
 */
export function NotAuthenticatedDialog() {
  const { t } = useTranslation();
  const { expire } = useSessionActions();
  return (
    <AppDialog
      name="notAuthenticated"
      role="alertdialog"
      title={t('shell:not_authenticated.title')}
      footer={
        <Button colorPalette="brand" onClick={expire} data-testid="dialog.notAuthenticated.login">
          {t('shell:not_authenticated.login')}
        </Button>
      }
    >
      <Text>{t('shell:not_authenticated.body')}</Text>
    </AppDialog>
  );
}
