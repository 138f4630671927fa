import { useTranslation } from 'react-i18next';
import {
  LuDownload,
  LuEye,
  LuFolderInput,
  LuHistory,
  LuLink,
  LuPencil,
  LuShare2,
  LuTrash2,
  LuUpload,
  LuUserPlus,
} from 'react-icons/lu';
import { useNavigate } from 'react-router';
import type { Access } from '@/api/contract/access';
import type { ProjectFile } from '@/api/contract/files';
import type { Folder } from '@/api/contract/folders';
import { fileDownloadUrl } from '@/api/files.api';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { viewerPath } from '../file-kind';
import type { MenuAction } from './entry-menu';

type Options = {
  projectId: string;
  folderId: string;
  access: Access;
  defaultDays: string;
  /** Asks for the file of a new version of `fileId` (the table's hidden file input). */
  uploadVersion: (fileId: string) => void;
};

/** The row menus of the file table: what the user's access allows on a sub-folder or a file. */
export function useEntryActions({
  projectId,
  folderId,
  access,
  defaultDays,
  uploadVersion,
}: Options): {
  folderActions: (f: Folder) => MenuAction[];
  fileActions: (f: ProjectFile) => MenuAction[];
} {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
              run: () => uploadVersion(f.id),
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

  return { folderActions, fileActions };
}
