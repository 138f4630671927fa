import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/ui/app/paths';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { FormAlert } from '@/ui/forms/form-alert';
import { SubmitForm } from '@/ui/forms/submit-form';
import { useForm } from '@/ui/forms/use-form';
import { useCreateProject } from '../queries/projects.queries';
import { emptyProjectForm, projectBody, ProjectFields, type ProjectForm } from './project-fields';

/** New project: created, announced, and opened. */
export function NewProjectDialog() {
  const { t } = useTranslation();
  const { close } = useDialog('newProject');
  const form = useForm<ProjectForm>(emptyProjectForm);
  const create = useCreateProject();
  const notify = useNotify();
  const navigate = useNavigate();

  const submit = () => {
    if (!form.values.name.trim())
      return form.setErrors({ name: [t('server:validation.required')] });
    create.mutate(projectBody(form.values), {
      onSuccess: (project) => {
        notify.success(t('projects:created', { name: project.name }));
        form.reset();
        close();
        void navigate(paths.pro.project(project.id));
      },
      onError: form.fail,
    });
  };

  return (
    <AppDialog
      name="newProject"
      title={t('projects:new_project')}
      size="lg"
      footer={
        <DialogActions
          onCancel={close}
          onConfirm={submit}
          confirmLabel={t('projects:create')}
          pending={create.isPending}
          testId="project.create"
        />
      }
    >
      <SubmitForm onSubmit={submit}>
        <FormAlert message={form.formError} />
        <ProjectFields form={form} />
        <button type="submit" hidden />
      </SubmitForm>
    </AppDialog>
  );
}
