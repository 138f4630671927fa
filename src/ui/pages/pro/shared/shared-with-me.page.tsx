import { Grid, HStack, Link as ChakraLink, Skeleton, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuInbox } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import { paths } from '@/ui/app/paths';
import { EmptyPage } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { FormAlert } from '@/ui/forms/form-alert';
import { useLanguage } from '@/ui/i18n/language';
import { SharedFilePanel } from '@/ui/projects/components/shared-file-panel';
import { TableHead } from '@/ui/projects/components/table-head';
import { SharedFolderPanel } from '@/ui/projects/components/shared-folder-panel';
import { VersionDetailsDialog } from '@/ui/projects/dialogs/version-details.dialog';
import { EntryIcon } from '@/ui/projects/file-kind';
import { formatDate, personName } from '@/ui/projects/format';
import { useSharedWithMe } from '@/ui/projects/queries/sharing.queries';

/** /pro/shared-with-me/{idFile?}: files and folders shared with me by name; one of them in detail. */
export default function SharedWithMePage() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const errorText = useErrorText();
  const { idFile } = useParams();
  const entries = useSharedWithMe();
  if (entries.data?.length === 0)
    return (
      <EmptyPage
        title={t('projects:shared_with_me.title')}
        emptyTitle={t('projects:shared_with_me.empty_title')}
        emptyBody={t('projects:shared_with_me.empty_body')}
        icon={LuInbox}
      />
    );
  const selected = entries.data?.find((e) => (e.file?.id ?? e.folder?.id) === idFile);
  return (
    <>
      <PageHeader title={t('projects:shared_with_me.title')} />
      {entries.error && <FormAlert message={errorText(entries.error)} />}
      {!entries.data ? (
        <Skeleton h="40" />
      ) : (
        <Grid
          templateColumns={{
            base: 'minmax(0, 1fr)',
            xl: selected ? 'minmax(0, 1fr) 380px' : 'minmax(0, 1fr)',
          }}
          gap="6"
        >
          {/* At most 64 rem wide: a row stretched across a wide screen is hard to follow. */}
          <Table.ScrollArea position="relative" maxW="5xl">
            <Table.Root size="sm" data-testid="shared.table">
              <TableHead
                columns={[
                  t('projects:table.name'),
                  t('projects:shared_with_me.project'),
                  t('projects:shared_with_me.from'),
                  t('projects:share.permission'),
                  t('projects:share.expiry'),
                ]}
              />
              <Table.Body>
                {entries.data.map(({ share, project, file, folder }) => (
                  <Table.Row
                    key={share.id}
                    aria-selected={selected?.share.id === share.id}
                    data-testid="shared.row"
                  >
                    <Table.Cell>
                      <HStack>
                        <EntryIcon file={file} />
                        <ChakraLink asChild>
                          <Link to={paths.pro.sharedWithMe(file?.id ?? folder?.id)}>
                            {share.name}
                          </Link>
                        </ChakraLink>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{project.name}</Table.Cell>
                    <Table.Cell>{personName(share.created_by)}</Table.Cell>
                    <Table.Cell>{t(`projects:share.permissions.${share.permission}`)}</Table.Cell>
                    <Table.Cell>
                      {share.expires_at
                        ? formatDate(share.expires_at, locale)
                        : t('projects:share.no_expiry')}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
          {selected?.file && <SharedFilePanel fileId={selected.file.id} />}
          {selected?.folder && <SharedFolderPanel folderId={selected.folder.id} />}
          {idFile && !selected && <Text>{t('projects:shared_with_me.not_found')}</Text>}
        </Grid>
      )}
      <VersionDetailsDialog />
    </>
  );
}
