import { HStack, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuDownload,
  LuEye,
  LuFolder,
  LuFolderInput,
  LuHistory,
  LuLink,
  LuPencil,
  LuShare2,
  LuTrash2,
  LuUpload,
  LuUserPlus,
} from 'react-icons/lu';
import { Link, useNavigate } from 'react-router';
import type { Access } from '@/api/contract/access';
import type { ProjectFile } from '@/api/contract/files';
import type { Folder } from '@/api/contract/folders';
import { fileDownloadUrl } from '@/api/files.api';
import { paths } from '@/ui/app/paths';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { useLanguage } from '@/ui/i18n/language';
import { FileKindIcon, viewerPath } from '../file-kind';
import { formatBytes, formatDateTime, personName } from '../format';
import { useUploadActions } from '../upload-queue';
import { EntryMenu, type MenuAction } from './entry-menu';
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
  const dialogs = {
    rename: useDialog('rename'),
    move: useDialog('moveItem'),
    del: useDialog('confirmDelete'),
    versions: useDialog('fileVersionDetails'),
    link: useDialog('shareLink'),
    invite: useDialog('shareInvite'),
    folder: useDialog('shareFolder'),
    manage: useDialog('shareManagement'),
  };
  const uploads = useUploadActions();
  const navigate = useNavigate();
  const versionInput = useRef<HTMLInputElement>(null);
  const [versionOf, setVersionOf] = useState<string | null>(null);

  const folderActions = (f: Folder): MenuAction[] => [
    ...(access.can_edit
      ? [
          {
            value: 'rename',
            label: t('projects:rename'),
            icon: <LuPencil />,
            run: () => dialogs.rename.open({ kind: 'folder', id: f.id, name: f.name, projectId }),
          },
          {
            value: 'move',
            label: t('projects:move'),
            icon: <LuFolderInput />,
            run: () =>
              dialogs.move.open({
                kind: 'folder',
                id: f.id,
                name: f.name,
                projectId,
                parentId: folderId,
              }),
          },
        ]
      : []),
    ...(access.can_share
      ? [
          {
            value: 'share',
            label: t('projects:share.action'),
            icon: <LuShare2 />,
            run: () => dialogs.folder.open({ kind: 'folder', id: f.id, name: f.name, defaultDays }),
          },
          {
            value: 'shares',
            label: t('projects:share.manage'),
            icon: <LuLink />,
            run: () => dialogs.manage.open({ kind: 'folder', id: f.id, name: f.name }),
          },
        ]
      : []),
    ...(access.can_edit
      ? [
          {
            value: 'delete',
            label: t('projects:delete'),
            icon: <LuTrash2 />,
            danger: true,
            run: () => dialogs.del.open({ kind: 'folder', id: f.id, name: f.name, projectId }),
          },
        ]
      : []),
  ];

  const fileActions = (f: ProjectFile): MenuAction[] => {
    const viewer = viewerPath(projectId, f);
    return [
      {
        value: 'versions',
        label: t('projects:versions.action'),
        icon: <LuHistory />,
        run: () => dialogs.versions.open({ fileId: f.id, number: f.version }),
      },
      ...(access.can_download
        ? [
            {
              value: 'download',
              label: t('projects:download'),
              icon: <LuDownload />,
              run: () => window.location.assign(fileDownloadUrl(f.id)),
            },
          ]
        : []),
      ...(viewer
        ? [
            {
              value: 'open',
              label: t('projects:open_viewer'),
              icon: <LuEye />,
              run: () => void navigate(viewer),
            },
          ]
        : []),
      ...(access.can_edit
        ? [
            {
              value: 'version',
              label: t('projects:versions.upload'),
              icon: <LuUpload />,
              run: () => {
                setVersionOf(f.id);
                versionInput.current?.click();
              },
            },
            {
              value: 'rename',
              label: t('projects:rename'),
              icon: <LuPencil />,
              run: () =>
                dialogs.rename.open({ kind: 'file', id: f.id, name: f.name, parentId: folderId }),
            },
            {
              value: 'move',
              label: t('projects:move'),
              icon: <LuFolderInput />,
              run: () =>
                dialogs.move.open({
                  kind: 'file',
                  id: f.id,
                  name: f.name,
                  projectId,
                  parentId: folderId,
                }),
            },
          ]
        : []),
      ...(access.can_share
        ? [
            {
              value: 'share-link',
              label: t('projects:share.link_action'),
              icon: <LuLink />,
              run: () => dialogs.link.open({ kind: 'file', id: f.id, name: f.name, defaultDays }),
            },
            {
              value: 'share-invite',
              label: t('projects:share.invite_action'),
              icon: <LuUserPlus />,
              run: () => dialogs.invite.open({ kind: 'file', id: f.id, name: f.name }),
            },
            {
              value: 'shares',
              label: t('projects:share.manage'),
              icon: <LuShare2 />,
              run: () => dialogs.manage.open({ kind: 'file', id: f.id, name: f.name }),
            },
          ]
        : []),
      ...(access.can_edit
        ? [
            {
              value: 'delete',
              label: t('projects:delete'),
              icon: <LuTrash2 />,
              danger: true,
              run: () =>
                dialogs.del.open({ kind: 'file', id: f.id, name: f.name, parentId: folderId }),
            },
          ]
        : []),
    ];
  };

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
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
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
