import { Button, HStack, Image, Stack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@/api/contract/projects';
import { useNotify } from '@/ui/components/use-notify';
import { FormAlert } from '@/ui/forms/form-alert';
import { useForm } from '@/ui/forms/use-form';
import { projectBody, ProjectFields, type ProjectForm } from '../dialogs/project-fields';
import { useProjectCover, useUpdateProject } from '../queries/projects.queries';

const formOf = (p: Project): ProjectForm => ({
  name: p.name,
  description: p.description ?? '',
  address: p.address ?? '',
  wilaya_id: p.wilaya_id ? String(p.wilaya_id) : '',
  start_date: p.start_date ?? '',
  end_date: p.end_date ?? '',
  status: p.status,
});

/** The project's own settings: fields, and its cover image (admins and the owner). */
export function ProjectSettingsForm({ project }: { project: Project }) {
  const { t } = useTranslation();
  const form = useForm<ProjectForm>(formOf(project));
  const update = useUpdateProject(project.id);
  const cover = useProjectCover(project.id);
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const editable = project.access.can_manage;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(projectBody(form.values), {
          onSuccess: () => notify.success(t('projects:settings_saved')),
          onError: form.fail,
        });
      }}
    >
      <Stack gap="5">
        <FormAlert message={form.formError} />
        <fieldset disabled={!editable}>
          <ProjectFields form={form} />
        </fieldset>
        <HStack gap="4" wrap="wrap">
          {project.cover_url && (
            <Image src={project.cover_url} alt={t('projects:cover')} h="20" borderRadius="md" />
          )}
          {editable && (
            <>
              <Button
                variant="outline"
                onClick={() => input.current?.click()}
                loading={cover.upload.isPending}
              >
                {t('projects:cover_choose')}
              </Button>
              {project.cover_url && (
                <Button
                  variant="ghost"
                  onClick={() => cover.remove.mutate(undefined, { onError: notify.error })}
                >
                  {t('projects:cover_remove')}
                </Button>
              )}
              <input
                ref={input}
                type="file"
                hidden
                accept="image/jpeg,image/png,image/webp"
                aria-label={t('projects:cover_choose')}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file)
                    cover.upload.mutate(file, {
                      onSuccess: () => notify.success(t('projects:cover_saved')),
                      onError: notify.error,
                    });
                  e.target.value = '';
                }}
              />
            </>
          )}
        </HStack>
        {editable && (
          <Button
            type="submit"
            alignSelf="start"
            loading={update.isPending}
            data-testid="settings.save"
          >
            {t('common:actions.save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
