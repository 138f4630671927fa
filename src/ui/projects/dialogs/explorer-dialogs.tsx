import { ConfirmDeleteDialog } from './confirm-delete.dialog';
import { InviteCollaboratorDialog, ManageCollaboratorsDialog } from './collaborators.dialogs';
import { ImportFileDialog } from './import-file.dialog';
import { ImportOptionsDialog } from './import-options.dialog';
import { MoveDialog } from './move.dialog';
import { NewFolderDialog } from './new-folder.dialog';
import { RenameDialog } from './rename.dialog';
import { ShareFolderDialog, ShareInviteDialog, ShareLinkDialog } from './share.dialogs';
import { ShareManagementDialog } from './share-management.dialog';
import { VersionDetailsDialog } from './version-details.dialog';

/** Every dialog a folder view opens (each mounts only while open). */
export function ExplorerDialogs({ projectId, folderId }: { projectId: string; folderId: string }) {
  return (
    <>
      <NewFolderDialog projectId={projectId} parentId={folderId} />
      <ImportFileDialog folderId={folderId} />
      <ImportOptionsDialog />
      <RenameDialog />
      <MoveDialog />
      <ConfirmDeleteDialog />
      <VersionDetailsDialog />
      <ShareLinkDialog />
      <ShareInviteDialog />
      <ShareFolderDialog />
      <ShareManagementDialog />
    </>
  );
}

/** The invite and manage-collaborators dialogs of one project. */
export function CollaboratorDialogs({
  projectId,
  canManage,
}: {
  projectId: string;
  canManage: boolean;
}) {
  return (
    <>
      <ManageCollaboratorsDialog projectId={projectId} canManage={canManage} />
      {canManage && <InviteCollaboratorDialog projectId={projectId} />}
    </>
  );
}
