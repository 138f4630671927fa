import { Box, Button, Grid, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LuFolderPlus,
  LuScanSearch,
  LuSettings,
  LuShare2,
  LuUpload,
  LuUsers,
} from 'react-icons/lu';
import { Link } from 'react-router';
import type { UploadQueueEmitted } from '@/machines/upload-queue.machine';
import { paths } from '@/ui/app/paths';
import { PageHeader } from '@/ui/components/page-header';
import { useNotify } from '@/ui/components/use-notify';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { CollaboratorDialogs, ExplorerDialogs } from '../dialogs/explorer-dialogs';
import { ImportOptionsProvider, uploadOptions, useImportOptions } from '../import-options';
import { qk } from '../queries/keys';
import { useFiles, useFolder, useFolders } from '../queries/files.queries';
import { useProject } from '../queries/projects.queries';
import { useUploadActions, useUploadCompleted } from '../upload-queue';
import { FolderBreadcrumbs } from './breadcrumbs';
import { FileTable } from './file-table';
import { LoadError } from './load-error';
import { FolderTree } from './folder-tree';
import { UploadPanel } from './upload-panel';

/** Files dropped anywhere on the folder join the upload queue with the current import options. */
function DropZone({
  folderId,
  enabled,
  children,
}: {
  folderId: string;
  enabled: boolean;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const uploads = useUploadActions();
  const { options } = useImportOptions();
  return (
    <Box
      position="relative"
      data-testid="folder.dropzone"
      onDragOver={(e) => {
        if (!enabled || !e.dataTransfer.types.includes('Files')) return;
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!enabled) return;
        e.preventDefault();
        setOver(false);
        const files = Array.from(e.dataTransfer.files);
        if (files.length)
          uploads.add(files, { kind: 'folder', folderId, options: uploadOptions(options) });
      }}
    >
      {children}
      {over && (
        <Box
          position="absolute"
          inset="0"
          bg="blue.subtle"
          opacity="0.9"
          borderWidth="2px"
          borderStyle="dashed"
          borderColor="blue.solid"
          borderRadius="lg"
          display="flex"
          alignItems="center"
          justifyContent="center"
          pointerEvents="none"
        >
          <Text fontWeight="semibold">{t('projects:import.drop_to_upload')}</Text>
        </Box>
      )}
    </Box>
  );
}

function Explorer({ projectId, folderId }: { projectId: string; folderId?: string }) {
  const { t } = useTranslation();
  const project = useProject(projectId);
  const currentId = folderId ?? project.data?.root_folder_id;
  const tree = useFolders(projectId);
  const folder = useFolder(currentId);
  const files = useFiles(currentId);
  const qc = useQueryClient();
  const notify = useNotify();
  const newFolder = useDialog('newProjectFolder');
  const importFile = useDialog('importFile');
  const shareFolder = useDialog('shareFolder');
  const collaborators = useDialog('manageCollaborators');

  // A finished upload refreshes the folder it went to, wherever the user is now.
  const onUploaded = useCallback(
    ({ item }: UploadQueueEmitted) => {
      const file = item.result?.file;
      if (!file) return;
      void qc.invalidateQueries({ queryKey: qk.files(file.folder_id) });
      void qc.invalidateQueries({ queryKey: qk.file(file.id) });
      void qc.invalidateQueries({ queryKey: qk.versions(file.id) });
      void qc.invalidateQueries({ queryKey: ['folders'] });
      void qc.invalidateQueries({ queryKey: qk.project(file.project_id) });
      notify.success(
        item.result?.created
          ? t('projects:upload.added', { name: file.name })
          : t('projects:upload.versioned', { name: file.name, number: file.version }),
      );
    },
    [qc, notify, t],
  );
  useUploadCompleted(onUploaded);

  const error = project.error ?? folder.error;
  if (error) return <LoadError error={error} />;
  if (!project.data || !folder.data || !currentId) return <Skeleton h="40" />;
  const p = project.data;
  const access = folder.data.access;
  const defaultDays = p.parameters.default_link_expiry_days
    ? String(p.parameters.default_link_expiry_days)
    : 'never';
  const path = folder.data.path.map((c, i) => (i === 0 ? { ...c, name: p.name } : c));

  return (
    <>
      <PageHeader
        title={folder.data.is_root ? p.name : folder.data.name}
        subtitle={p.description ?? undefined}
        actions={
          <HStack wrap="wrap" gap="2">
            {access.can_edit && (
              <>
                <Button onClick={() => importFile.open()} data-testid="folder.import">
                  <LuUpload /> {t('projects:import.action')}
                </Button>
                <Button variant="outline" onClick={() => newFolder.open()} data-testid="folder.new">
                  <LuFolderPlus /> {t('projects:new_folder')}
                </Button>
              </>
            )}
            {access.can_share && (
              <Button
                variant="outline"
                onClick={() =>
                  shareFolder.open({
                    kind: 'folder',
                    id: currentId,
                    name: path.at(-1)!.name,
                    defaultDays,
                  })
                }
                data-testid="folder.share"
              >
                <LuShare2 /> {t('projects:share.action')}
              </Button>
            )}
            <Button asChild variant="outline" data-testid="project.search-models">
              <Link to={paths.pro.projectSearch(projectId)}>
                <LuScanSearch /> {t('projects:search_models.action')}
              </Link>
            </Button>
            <Button
              variant="outline"
              onClick={() => collaborators.open()}
              aria-label={t('projects:collaborators.title')}
            >
              <LuUsers />
            </Button>
            <Button asChild variant="outline" aria-label={t('projects:settings')}>
              <Link to={paths.pro.projectParameters(projectId)}>
                <LuSettings />
              </Link>
            </Button>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '240px minmax(0, 1fr)' }} gap="6">
        <Box display={{ base: 'none', lg: 'block' }} minW="0">
          <FolderTree
            projectId={projectId}
            projectName={p.name}
            folders={tree.data ?? []}
            currentId={currentId}
          />
        </Box>
        <Stack gap="3" minW="0">
          <FolderBreadcrumbs
            path={path}
            href={(c, i) =>
              i === 0 ? paths.pro.project(projectId) : paths.pro.folder(projectId, c.id)
            }
          />
          <DropZone folderId={currentId} enabled={access.can_edit}>
            {folder.data.children.length === 0 && files.data?.length === 0 ? (
              <Box
                borderWidth="2px"
                borderStyle="dashed"
                borderRadius="lg"
                p="10"
                textAlign="center"
                data-testid="folder.empty"
              >
                <Text fontWeight="semibold">{t('projects:empty_folder')}</Text>
                {access.can_edit && <Text color="fg.muted">{t('projects:empty_folder_hint')}</Text>}
              </Box>
            ) : (
              <FileTable
                projectId={projectId}
                folderId={currentId}
                folders={folder.data.children}
                files={files.data ?? []}
                access={access}
                defaultDays={defaultDays}
              />
            )}
          </DropZone>
        </Stack>
      </Grid>
      <ExplorerDialogs projectId={projectId} folderId={currentId} />
      <CollaboratorDialogs projectId={projectId} canManage={p.access.can_manage} />
      <UploadPanel />
    </>
  );
}

/** /pro/projects/{projectId}[/files/{folderId}]: tree, breadcrumbs, files and folders, uploads. */
export function ProjectExplorer(props: { projectId: string; folderId?: string }) {
  return (
    <ImportOptionsProvider>
      <Explorer {...props} />
    </ImportOptionsProvider>
  );
}
