import { HStack, Link as ChakraLink, Skeleton, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuShare2 } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import { paths } from '@/ui/app/paths';
import { EmptyPage } from '@/ui/components/empty-page';
import { useErrorText } from '@/ui/components/error-text';
import { PageHeader } from '@/ui/components/page-header';
import { FormAlert } from '@/ui/forms/form-alert';
import { SharedFilePanel } from '@/ui/projects/components/shared-file-panel';
import { ShareActions, ShareExpiry, ShareWho } from '@/ui/projects/components/share-cells';
import { TableHead } from '@/ui/projects/components/table-head';
import { VersionDetailsDialog } from '@/ui/projects/dialogs/version-details.dialog';
import { EntryIcon } from '@/ui/projects/file-kind';
import { useSharedByMe } from '@/ui/projects/queries/sharing.queries';

/** /pro/shared-by-me/{idFile?}: every share I made, links and people, with copy and revoke. */
export default function SharedByMePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { idFile } = useParams();
  const entries = useSharedByMe();
  if (entries.data?.length === 0)
    return (
      <EmptyPage
        title={t('projects:shared_by_me.title')}
        emptyTitle={t('projects:shared_by_me.empty_title')}
        emptyBody={t('projects:shared_by_me.empty_body')}
        icon={LuShare2}
      />
    );
  return (
    <>
      <PageHeader title={t('projects:shared_by_me.title')} />
      {entries.error && <FormAlert message={errorText(entries.error)} />}
      {!entries.data ? (
        <Skeleton h="40" />
      ) : (
        <Table.ScrollArea position="relative" mb="6">
          <Table.Root size="sm" data-testid="shared.table">
            <TableHead
              columns={[
                t('projects:table.name'),
                t('projects:share.who'),
                t('projects:share.permission'),
                t('projects:share.expiry'),
              ]}
              actions
            />
            <Table.Body>
              {entries.data.map(({ share, project, file }) => (
                <Table.Row key={share.id} data-testid="shared.row">
                  <Table.Cell>
                    <HStack>
                      <EntryIcon file={file} />
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
                    <ShareExpiry share={share} />
                  </Table.Cell>
                  <Table.Cell>
                    <ShareActions share={share} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {idFile && <SharedFilePanel fileId={idFile} />}
      <VersionDetailsDialog />
    </>
  );
}
