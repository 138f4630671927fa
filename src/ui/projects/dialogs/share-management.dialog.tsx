import { Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { personName } from '../format';
import { useShares } from '../queries/sharing.queries';
import { ShareActions, ShareExpiry, ShareWho } from '../components/share-cells';
import { TableHead } from '../components/table-head';
import { shareAbout } from './share.dialogs';

/** The shares of a file or folder: who, what right, until when; copy a link, revoke. */
export function ShareManagementDialog() {
  const { t } = useTranslation();
  const about = shareAbout(useDialog('shareManagement').payload);
  const shares = useShares(about ? { kind: about.kind, id: about.id } : null);

  return (
    <AppDialog
      name="shareManagement"
      size="xl"
      title={t('projects:share.manage_title', { name: about?.name ?? '' })}
    >
      {shares.data?.length === 0 ? (
        <Text data-testid="shares.empty">{t('projects:share.none')}</Text>
      ) : (
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" data-testid="shares.table">
            <TableHead
              columns={[
                t('projects:share.who'),
                t('projects:share.permission'),
                t('projects:share.expiry'),
              ]}
              actions
            />
            <Table.Body>
              {(shares.data ?? []).map((s) => (
                <Table.Row key={s.id}>
                  <Table.Cell>
                    <Stack gap="0">
                      <Text>
                        <ShareWho share={s} />
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {t('projects:share.by', { name: personName(s.created_by) })}
                      </Text>
                    </Stack>
                  </Table.Cell>
                  <Table.Cell>{t(`projects:share.permissions.${s.permission}`)}</Table.Cell>
                  <Table.Cell>
                    <ShareExpiry share={s} />
                  </Table.Cell>
                  <Table.Cell>
                    <ShareActions share={s} revokeTestId="shares.revoke" />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </AppDialog>
  );
}
