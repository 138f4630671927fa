import { HStack, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuFolder } from 'react-icons/lu';
import { Link } from 'react-router';
import type { Access } from '@/api/contract/access';
import type { ProjectFile } from '@/api/contract/files';
import type { Folder } from '@/api/contract/folders';
import { fileDownloadUrl } from '@/api/files.api';
import { paths } from '@/ui/app/paths';
import { useLanguage } from '@/ui/i18n/language';
import { FileKindIcon, viewerPath } from '../file-kind';
import { formatBytes, formatDateTime, personName } from '../format';
import { useUploadActions } from '../upload-queue';
import { useEntryActions } from './entry-actions';
import { EntryMenu } from './entry-menu';
import { ProcessingBadge } from './processing-badge';
import { TableHead } from './table-head';

type Props = {
  projectId: string;
  folderId: string;
  folders: Folder[];
  files: ProjectFile[];
  access: Access;
  defaultDays: string;
};

/** Sub-folders then files: type icon, name, size, version, who changed it and when; row actions. */
export function FileTable({ projectId, folderId, folders, files, access, defaultDays }: Props) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const uploads = useUploadActions();
  const versionInput = useRef<HTMLInputElement>(null);
  const [versionOf, setVersionOf] = useState<string | null>(null);
  const { folderActions, fileActions } = useEntryActions({
    projectId,
    folderId,
    access,
    defaultDays,
    uploadVersion: (fileId) => {
      setVersionOf(fileId);
      versionInput.current?.click();
    },
  });

  return (
    <>
      <input
        ref={versionInput}
        type="file"
        hidden
        aria-label={t('projects:versions.upload')}
        data-testid="file.version-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file && versionOf) uploads.add([file], { kind: 'version', fileId: versionOf });
          e.target.value = '';
        }}
      />
      {/* Relative: the hidden column labels are absolutely placed, and would otherwise widen the
          page rather than scroll with the table. */}
      <Table.ScrollArea borderWidth="1px" borderRadius="md" position="relative">
        <Table.Root size="sm" interactive data-testid="file.table">
          <TableHead
            columns={[
              t('projects:table.name'),
              t('projects:table.size'),
              t('projects:table.version'),
              t('projects:table.changed'),
            ]}
            actions
          />
          <Table.Body>
            {folders.map((f) => (
              <Table.Row key={f.id} data-testid="file.folder-row">
                <Table.Cell>
                  <HStack>
                    <LuFolder aria-label={t('projects:kinds.folder')} role="img" />
                    <ChakraLink asChild fontWeight="medium">
                      <Link to={paths.pro.folder(projectId, f.id)}>{f.name}</Link>
                    </ChakraLink>
                  </HStack>
                </Table.Cell>
                <Table.Cell>{t('projects:file_count', { count: f.file_count })}</Table.Cell>
                <Table.Cell />
                <Table.Cell>{formatDateTime(f.updated_at, locale)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <EntryMenu
                    label={t('projects:actions_of', { name: f.name })}
                    actions={folderActions(f)}
                  />
                </Table.Cell>
              </Table.Row>
            ))}
            {files.map((f) => {
              const viewer = viewerPath(projectId, f);
              return (
                <Table.Row key={f.id} data-testid="file.row" data-name={f.name}>
                  <Table.Cell>
                    <HStack>
                      <FileKindIcon kind={f.kind} label={t(`projects:kinds.${f.kind}`)} />
                      {viewer ? (
                        <ChakraLink asChild fontWeight="medium">
                          <Link to={viewer}>{f.name}</Link>
                        </ChakraLink>
                      ) : access.can_download ? (
                        <ChakraLink href={fileDownloadUrl(f.id)} fontWeight="medium">
                          {f.name}
                        </ChakraLink>
                      ) : (
                        <Text>{f.name}</Text>
                      )}
                      {f.processing && <ProcessingBadge processing={f.processing} />}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{formatBytes(f.size, locale)}</Table.Cell>
                  <Table.Cell data-testid="file.version">
                    {t('projects:versions.label', { number: f.version })}
                  </Table.Cell>
                  <Table.Cell>
                    {formatDateTime(f.updated_at, locale)}
                    {f.updated_by && (
                      <Text as="span" color="fg.muted">
                        {' · '}
                        {personName(f.updated_by)}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <EntryMenu
                      label={t('projects:actions_of', { name: f.name })}
                      actions={fileActions(f)}
                      testId="file.menu"
                    />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </>
  );
}
