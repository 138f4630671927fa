import { Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { FormField } from '@/ui/forms/form-field';
import { SubmitForm } from '@/ui/forms/submit-form';
import { useForm } from '@/ui/forms/use-form';
import { useCreateFolder } from '../queries/files.queries';

/** New folder inside the folder being shown (payload: projectId, parentId). */
export function NewFolderDialog({ projectId, parentId }: { projectId: string; parentId: string }) {
  const { t } = useTranslation();
  const { close } = useDialog('newProjectFolder');
  const form = useForm({ name: '' });
  const create = useCreateFolder(projectId);
  const notify = useNotify();
  const submit = () => {
    if (!form.values.name.trim())
      return form.setErrors({ name: [t('server:validation.required')] });
    create.mutate(
      { name: form.values.name.trim(), parent_id: parentId },
      {
        onSuccess: (folder) => {
          notify.success(t('projects:folder_created', { name: folder.name }));
          form.reset();
          close();
        },
        onError: form.fail,
      },
    );
  };
  return (
    <AppDialog
      name="newProjectFolder"
      title={t('projects:new_folder')}
      footer={
        <DialogActions
          onCancel={close}
          onConfirm={submit}
          confirmLabel={t('projects:create')}
          pending={create.isPending}
          testId="folder.create"
        />
      }
    >
      <SubmitForm onSubmit={submit}>
        <FormField label={t('projects:fields.folder_name')} errors={form.error('name')} required>
          <Input {...form.input('name')} data-testid="folder.name" autoFocus />
        </FormField>
      </SubmitForm>
    </AppDialog>
  );
}
