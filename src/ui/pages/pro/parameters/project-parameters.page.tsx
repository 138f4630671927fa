import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuArrowLeft, LuTrash2, LuUserPlus } from 'react-icons/lu';
import { Link, useParams } from 'react-router';
import { paths } from '@/ui/app/paths';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { PageHeader } from '@/ui/components/page-header';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { LoadError } from '@/ui/projects/components/load-error';
import { ParametersForm } from '@/ui/projects/components/parameters-form';
import { ProjectSettingsForm } from '@/ui/projects/components/project-settings-form';
import { CollaboratorsTable } from '@/ui/projects/dialogs/collaborators.dialogs';
import { ConfirmDeleteDialog } from '@/ui/projects/dialogs/confirm-delete.dialog';
import { CollaboratorDialogs } from '@/ui/projects/dialogs/explorer-dialogs';
import { useParameters, useProject } from '@/ui/projects/queries/projects.queries';

/** /pro/parameters/project/{projectId}: project settings, parameters, collaborators, deletion. */
export default function ProjectParametersPage() {
  const { t } = useTranslation();
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const parameters = useParameters(projectId);
  const invite = useDialog('inviteCollaborator');
  const confirmDelete = useDialog('confirmDelete');
  if (project.error) return <LoadError error={project.error} />;
  if (!project.data || !parameters.data) return <Skeleton h="60" />;
  const p = project.data;
  return (
    <>
      <PageHeader
        title={t('projects:settings_title', { name: p.name })}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.pro.project(p.id)}>
              <LuArrowLeft /> {t('projects:back_to_project')}
            </Link>
          </Button>
        }
      />
      <Stack gap="8" maxW="4xl">
        <CardWrapper as="section" aria-labelledby="settings-project">
          <Heading as="h2" size="lg" mb="5" id="settings-project">
            {t('projects:settings_project')}
          </Heading>
          <ProjectSettingsForm key={p.updated_at} project={p} />
        </CardWrapper>
        <CardWrapper as="section" aria-labelledby="settings-parameters">
          <Heading as="h2" size="lg" mb="5" id="settings-parameters">
            {t('projects:parameters.title')}
          </Heading>
          <ParametersForm
            projectId={p.id}
            parameters={parameters.data}
            editable={p.access.can_manage}
          />
        </CardWrapper>
        <CardWrapper as="section" aria-labelledby="settings-collaborators">
          <HStack justify="space-between" mb="5">
            <Heading as="h2" size="lg" id="settings-collaborators">
              {t('projects:collaborators.title')}
            </Heading>
            {p.access.can_manage && (
              <Button onClick={() => invite.open()} data-testid="collaborators.invite">
                <LuUserPlus /> {t('projects:collaborators.invite')}
              </Button>
            )}
          </HStack>
          <CollaboratorsTable projectId={p.id} canManage={p.access.can_manage} />
        </CardWrapper>
        {p.access.can_delete_project && (
          <CardWrapper as="section" aria-labelledby="settings-danger" borderColor="border.error">
            <Heading as="h2" size="lg" mb="3" id="settings-danger">
              {t('projects:danger_zone')}
            </Heading>
            <Text mb="4">{t('projects:delete_project_help')}</Text>
            <Button
              colorPalette="red"
              variant="outline"
              onClick={() => confirmDelete.open({ kind: 'project', id: p.id, name: p.name })}
              data-testid="project.delete"
            >
              <LuTrash2 /> {t('projects:delete_project')}
            </Button>
          </CardWrapper>
        )}
      </Stack>
      <CollaboratorDialogs projectId={p.id} canManage={p.access.can_manage} />
      <ConfirmDeleteDialog />
    </>
  );
}
