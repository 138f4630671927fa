import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/ui/app/paths';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { qk } from '../queries/keys';
import { useDeleteEntry, useDeleteVersion } from '../queries/files.queries';
import { useDeleteProject } from '../queries/projects.queries';

/**
 * Confirms the deletion of a project, folder, file or file version. Files and folders leave
 * their list at once (optimistic), and come back if the server refuses.
 */
export function ConfirmDeleteDialog() {
  const { t } = useTranslation();
  const { payload, close } = useDialog('confirmDelete');
  const delProject = useDeleteProject();
  const delEntry = useDeleteEntry();
  const delVersion = useDeleteVersion();
  const notify = useNotify();
  const navigate = useNavigate();
  const pending = delProject.isPending || delEntry.isPending || delVersion.isPending;
  const kind = payload?.kind ?? 'file';
  const name = payload?.name ?? '';

  const confirm = () => {
    if (!payload) return;
    const done = () =>
      notify.success(t(`projects:deleted.${kind}`, { name, number: payload.number }));
    if (payload.kind === 'project') {
      delProject.mutate(payload.id, { onSuccess: done, onError: notify.error });
      void navigate(paths.pro.projects);
    } else if (payload.kind === 'fileVersion') {
      delVersion.mutate(
        { fileId: payload.id, n: payload.number ?? 0 },
        { onSuccess: done, onError: notify.error },
      );
    } else {
      const listKey =
        payload.kind === 'file'
          ? qk.files(payload.parentId ?? '')
          : qk.folders(payload.projectId ?? '');
      delEntry.mutate(
        { kind: payload.kind, id: payload.id, listKey },
        { onSuccess: done, onError: notify.error },
      );
    }
    close();
  };

  return (
    <AppDialog
      name="confirmDelete"
      role="alertdialog"
      title={t(`projects:delete_title.${kind}`, { name, number: payload?.number })}
      footer={
        <DialogActions
          onCancel={close}
          onConfirm={confirm}
          confirmLabel={t('projects:delete')}
          pending={pending}
          danger
          testId="delete.confirm"
        />
      }
    >
      <Text>{t(`projects:delete_body.${kind}`, { name, number: payload?.number })}</Text>
    </AppDialog>
  );
}
