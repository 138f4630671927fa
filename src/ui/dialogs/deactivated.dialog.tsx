import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSessionActions } from '../session/session.hooks';
import { AppDialog } from './app-dialog';
import { useDialog } from './use-dialog';

/** The deactivated modal: the account is closed by an administrator; the person can sign out. */
export function DeactivatedDialog({ reason }: { reason: string | null }) {
  const { t } = useTranslation();
  const { close } = useDialog('deactivated');
  const { logout } = useSessionActions();
  return (
    <AppDialog
      name="deactivated"
      role="alertdialog"
      title={t('account:deactivated.title')}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('common:actions.close')}
          </Button>
          <Button colorPalette="brand" onClick={logout}>
            {t('shell:user_menu.logout')}
          </Button>
        </>
      }
    >
      <Text>{t('account:deactivated.body')}</Text>
      {reason && (
        <Text mt="3" fontStyle="italic">
          {t('account:verification.reason', { reason })}
        </Text>
      )}
    </AppDialog>
  );
}
