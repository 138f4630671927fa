import { Button, Input } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormField } from '@/ui/forms/form-field';
import { SubmitForm } from '@/ui/forms/submit-form';
import { useForm } from '@/ui/forms/use-form';
import { qk } from '../queries/keys';
import { useRename } from '../queries/files.queries';
import { useUpdateProject } from '../queries/projects.queries';

function RenameForm({
  kind,
  id,
  name,
  parentId,
  projectId,
}: {
  kind: 'project' | 'folder' | 'file';
  id: string;
  name: string;
  parentId?: string;
  projectId?: string;
}) {
  const { t } = useTranslation();
  const { close } = useDialog('rename');
  const form = useForm({ name });
  const rename = useRename();
  const updateProject = useUpdateProject(id);
  const notify = useNotify();
  const pending = rename.isPending || updateProject.isPending;

  const submit = () => {
    const next = form.values.name.trim();
    if (!next) return form.setErrors({ name: [t('server:validation.required')] });
    if (next === name) return close();
    if (kind === 'project') {
      updateProject.mutate(
        { name: next },
        {
          onSuccess: () => {
            notify.success(t('projects:renamed', { name: next }));
            close();
          },
          onError: form.fail,
        },
      );
      return;
    }
    // Optimistic: the list shows the new name at once; a refusal brings the old one back.
    const listKey = kind === 'file' ? qk.files(parentId ?? '') : qk.folders(projectId ?? '');
    rename.mutate(
      { kind, id, name: next, listKey },
      {
        onSuccess: () => notify.success(t('projects:renamed', { name: next })),
        onError: notify.error,
      },
    );
    close();
  };

  return (
    <SubmitForm id="rename-form" onSubmit={submit}>
      <FormField label={t('projects:fields.new_name')} errors={form.error('name')} required>
        <Input {...form.input('name')} data-testid="rename.name" autoFocus />
      </FormField>
      <Button type="submit" mt="4" loading={pending} data-testid="rename.submit">
        {t('projects:rename')}
      </Button>
    </SubmitForm>
  );
}

/** Rename a project, folder or file (payload says which). */
export function RenameDialog() {
  const { t } = useTranslation();
  const { payload } = useDialog('rename');
  return (
    <AppDialog name="rename" title={t('projects:rename_title')}>
      {payload && <RenameForm key={payload.id} {...payload} />}
    </AppDialog>
  );
}
