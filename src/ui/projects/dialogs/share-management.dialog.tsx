import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCopy, LuTrash2 } from 'react-icons/lu';
import type { Share } from '@/api/contract/shares';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useLanguage } from '@/ui/i18n/language';
import { formatDate, personName } from '../format';
import { useRevokeShare, useShares } from '../queries/sharing.queries';
import { shareAbout } from './share.dialogs';

/** Who a share goes to: a person's name or address, or « public link ». */
export function ShareWho({ share }: { share: Share }) {
  const { t } = useTranslation();
  if (!share.recipient) return <>{t('projects:share.kinds.link')}</>;
  return <>{share.recipient.user ? personName(share.recipient.user) : share.recipient.email}</>;
}

/** The shares of a file or folder: who, what right, until when; copy a link, revoke. */
export function ShareManagementDialog() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const about = shareAbout(useDialog('shareManagement').payload);
  const shares = useShares(about ? { kind: about.kind, id: about.id } : null);
  const revoke = useRevokeShare();
  const notify = useNotify();
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notify.success(t('projects:share.copied')),
      () => notify.info(t('projects:share.copy_failed')),
    );

  return (
    <AppDialog
      name="shareManagement"
      size="xl"
      title={t('projects:share.manage_title', { name: about?.name ?? '' })}
    >
      {shares.data?.length === 0 ? (
        <Text data-testid="shares.empty">{t('projects:share.none')}</Text>
      ) : (
        <Table.Root size="sm" data-testid="shares.table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('projects:share.who')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('projects:share.permission')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('projects:share.expiry')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>{t('projects:table.actions')}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
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
                  {s.status === 'expired' ? (
                    <Badge colorPalette="red">{t('projects:share.expired')}</Badge>
                  ) : s.expires_at ? (
                    formatDate(s.expires_at, locale)
                  ) : (
                    t('projects:share.no_expiry')
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack justify="end">
                    {s.url && (
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => void copy(s.url!)}
                        aria-label={t('projects:share.copy')}
                      >
                        <LuCopy />
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('projects:share.revoke')}
                      data-testid="shares.revoke"
                      onClick={() =>
                        revoke.mutate(s, {
                          onSuccess: () => notify.success(t('projects:share.revoked')),
                          onError: notify.error,
                        })
                      }
                    >
                      <LuTrash2 />
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </AppDialog>
  );
}
