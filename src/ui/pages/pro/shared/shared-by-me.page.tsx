import { Badge, Button, HStack, Link as ChakraLink, Skeleton, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCopy, LuFolder, LuShare2, LuTrash2 } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import { paths } from '@/ui/app/paths';
import { EmptyPage } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { SharedFilePanel } from '@/ui/projects/components/shared-file-panel';
import { ShareWho } from '@/ui/projects/dialogs/share-management.dialog';
import { VersionDetailsDialog } from '@/ui/projects/dialogs/version-details.dialog';
import { FileKindIcon } from '@/ui/projects/file-kind';
import { formatDate } from '@/ui/projects/format';
import { useRevokeShare, useSharedByMe } from '@/ui/projects/queries/sharing.queries';

/** /pro/shared-by-me/{idFile?}: every share I made, links and people, with copy and revoke. */
export default function SharedByMePage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const errorText = useErrorText();
  const notify = useNotify();
  const { idFile } = useParams();
  const entries = useSharedByMe();
  const revoke = useRevokeShare();
  if (entries.data?.length === 0)
    return (
      <EmptyPage
        title={t('projects:shared_by_me.title')}
        emptyTitle={t('projects:shared_by_me.empty_title')}
        emptyBody={t('projects:shared_by_me.empty_body')}
        icon={LuShare2}
      />
    );
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notify.success(t('projects:share.copied')),
      () => notify.info(t('projects:share.copy_failed')),
    );
  return (
    <>
      <PageHeader title={t('projects:shared_by_me.title')} />
      {entries.error && <FormAlert message={errorText(entries.error)} />}
      {!entries.data ? (
        <Skeleton h="40" />
      ) : (
        <Table.Root size="sm" mb="6" data-testid="shared.table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('projects:table.name')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('projects:share.who')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('projects:share.permission')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('projects:share.expiry')}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>{t('projects:table.actions')}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.data.map(({ share, project, file }) => (
              <Table.Row key={share.id} data-testid="shared.row">
                <Table.Cell>
                  <HStack>
                    {file ? (
                      <FileKindIcon kind={file.kind} label={t(`projects:kinds.${file.kind}`)} />
                    ) : (
                      <LuFolder aria-label={t('projects:kinds.folder')} role="img" />
                    )}
                    <ChakraLink asChild>
                      <Link
                        to={
                          file
                            ? paths.pro.sharedByMe(file.id)
                            : paths.pro.folder(project.id, share.folder_id ?? '')
                        }
                      >
                        {share.name}
                      </Link>
                    </ChakraLink>
                    <Text color="fg.muted" fontSize="xs">
                      {project.name}
                    </Text>
                  </HStack>
                </Table.Cell>
                <Table.Cell>
                  <ShareWho share={share} />
                </Table.Cell>
                <Table.Cell>{t(`projects:share.permissions.${share.permission}`)}</Table.Cell>
                <Table.Cell>
                  {share.status === 'expired' ? (
                    <Badge colorPalette="red">{t('projects:share.expired')}</Badge>
                  ) : share.expires_at ? (
                    formatDate(share.expires_at, locale)
                  ) : (
                    t('projects:share.no_expiry')
                  )}
                </Table.Cell>
                <Table.Cell>
                  <HStack justify="end">
                    {share.url && (
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={t('projects:share.copy')}
                        onClick={() => void copy(share.url!)}
                      >
                        <LuCopy />
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      aria-label={t('projects:share.revoke')}
                      onClick={() =>
                        revoke.mutate(share, {
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
      {idFile && <SharedFilePanel fileId={idFile} />}
      <VersionDetailsDialog />
    </>
  );
}
