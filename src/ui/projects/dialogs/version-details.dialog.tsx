import {
  Badge,
  Button,
  Code,
  DataList,
  HStack,
  Link,
  Stack,
  Switch,
  Table,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuDownload, LuTrash2 } from 'react-icons/lu';
import { versionDownloadUrl } from '@/api/files.api';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useLanguage } from '@/ui/i18n/language';
import { formatBytes, formatDateTime, personName } from '../format';
import { useFile, useFileFollow, useVersions } from '../queries/files.queries';
import { TableHead } from '../components/table-head';

/** Every version of a file, one of them in detail: size, type, checksum, author, comment; download or delete. */
export function VersionDetailsDialog() {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const { payload } = useDialog('fileVersionDetails');
  const confirmDelete = useDialog('confirmDelete');
  const fileId = payload?.fileId as string | undefined;
  const file = useFile(fileId);
  const versions = useVersions(fileId);
  const follow = useFileFollow(fileId);
  const [picked, setPicked] = useState<number | null>(null);
  const list = versions.data ?? [];
  const shown = list.find((v) => v.number === (picked ?? payload?.number)) ?? list[0];
  const canEdit = file.data?.access.can_edit ?? false;
  const canDownload = file.data?.access.can_download ?? false;

  return (
    <AppDialog
      name="fileVersionDetails"
      size="xl"
      title={t('projects:versions.title', { name: file.data?.name ?? '' })}
    >
      <Stack gap="5">
        {follow.query.data && (
          <Switch.Root
            checked={follow.query.data.following}
            disabled={follow.change.isPending}
            onCheckedChange={(d) => follow.change.mutate(d.checked)}
            data-testid="versions.follow"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('projects:versions.follow')}</Switch.Label>
          </Switch.Root>
        )}
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" data-testid="versions.table">
            <TableHead
              columns={[
                t('projects:versions.number'),
                t('projects:table.size'),
                t('projects:table.changed'),
              ]}
              actions
            />
            <Table.Body>
              {list.map((v) => (
                <Table.Row
                  key={v.id}
                  data-testid={`versions.row.${v.number}`}
                  aria-selected={v.id === shown?.id}
                >
                  <Table.Cell>
                    <Button variant="plain" size="sm" px="0" onClick={() => setPicked(v.number)}>
                      {t('projects:versions.label', { number: v.number })}
                    </Button>
                    {v.is_current && <Badge ms="2">{t('projects:versions.current')}</Badge>}
                  </Table.Cell>
                  <Table.Cell>{formatBytes(v.size, locale)}</Table.Cell>
                  <Table.Cell>
                    {formatDateTime(v.created_at, locale)} · {personName(v.created_by)}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack justify="end">
                      {canDownload && (
                        <Link
                          href={versionDownloadUrl(v.file_id, v.number)}
                          aria-label={t('projects:versions.download', { number: v.number })}
                        >
                          <LuDownload />
                        </Link>
                      )}
                      {canEdit && list.length > 1 && (
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t('projects:versions.delete', { number: v.number })}
                          onClick={() =>
                            confirmDelete.open({
                              kind: 'fileVersion',
                              id: v.file_id,
                              number: v.number,
                              name: file.data?.name,
                            })
                          }
                        >
                          <LuTrash2 />
                        </Button>
                      )}
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
        {shown && (
          <DataList.Root orientation="horizontal" size="sm" data-testid="versions.details">
            <DataList.Item>
              <DataList.ItemLabel>{t('projects:versions.original_name')}</DataList.ItemLabel>
              <DataList.ItemValue>{shown.original_name}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('projects:versions.format')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {shown.format.toUpperCase()} ({shown.content_type})
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('projects:versions.comment')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {shown.comment ?? t('projects:versions.no_comment')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('projects:versions.sha256')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Code fontSize="xs" wordBreak="break-all">
                  {shown.sha256}
                </Code>
              </DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        )}
      </Stack>
    </AppDialog>
  );
}
