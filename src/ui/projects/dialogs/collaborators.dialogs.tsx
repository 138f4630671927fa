import { Badge, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuUserMinus } from 'react-icons/lu';
import { collaboratorRoles, type CollaboratorRole } from '@/api/contract/projects';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { FormField } from '@/ui/forms/form-field';
import { SubmitForm } from '@/ui/forms/submit-form';
import { useForm } from '@/ui/forms/use-form';
import { SelectField } from '../components/select-field';
import { personName } from '../format';
import { useCollaboratorMutations, useCollaborators } from '../queries/sharing.queries';
import { TableHead } from '../components/table-head';
import { LimitHint } from '@/ui/site/plan-usage';

const roleOptions = (t: (k: string) => string) =>
  collaboratorRoles.map((r) => ({ value: r, label: t(`projects:roles.${r}`) }));

/** Invite by e-mail with a role; an address without an account is invited to register. */
export function InviteCollaboratorDialog({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { close } = useDialog('inviteCollaborator');
  const form = useForm<{ email: string; role: CollaboratorRole }>({ email: '', role: 'viewer' });
  const { invite } = useCollaboratorMutations(projectId);
  const people = useCollaborators(projectId);
  const notify = useNotify();
  const submit = () =>
    invite.mutate(
      { email: form.values.email.trim(), role: form.values.role },
      {
        onSuccess: (c) => {
          notify.success(
            c.status === 'pending'
              ? t('projects:collaborators.invited', { email: c.email })
              : t('projects:collaborators.added', { email: c.email }),
          );
          form.reset();
          close();
        },
        onError: form.fail,
      },
    );
  return (
    <AppDialog
      name="inviteCollaborator"
      title={t('projects:collaborators.invite_title')}
      footer={
        <DialogActions
          onCancel={close}
          onConfirm={submit}
          confirmLabel={t('projects:collaborators.invite')}
          pending={invite.isPending}
          testId="invite.submit"
        />
      }
    >
      <SubmitForm onSubmit={submit}>
        <Stack gap="4">
          <FormField label={t('projects:share.email')} errors={form.error('email')} required>
            <Input type="email" {...form.input('email')} autoFocus data-testid="invite.email" />
          </FormField>
          <FormField label={t('projects:collaborators.role')} errors={form.error('role')}>
            <SelectField
              value={form.values.role}
              onChange={(r) => form.set('role', r)}
              options={roleOptions(t)}
            />
          </FormField>
          <Text fontSize="sm" color="fg.muted">
            {t('projects:collaborators.roles_help')}
          </Text>
          {people.data && (
            <LimitHint
              kind="collaborators"
              used={people.data.filter((c) => c.role !== 'owner').length}
            />
          )}
        </Stack>
      </SubmitForm>
    </AppDialog>
  );
}

/** The collaborators of a project: change a role, remove someone, cancel an invitation. */
export function CollaboratorsTable({
  projectId,
  canManage,
}: {
  projectId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const list = useCollaborators(projectId);
  const { update, remove } = useCollaboratorMutations(projectId);
  const notify = useNotify();
  return (
    <Table.ScrollArea position="relative">
      <Table.Root size="sm" data-testid="collaborators.table">
        <TableHead
          columns={[t('projects:collaborators.person'), t('projects:collaborators.role')]}
          actions
        />
        <Table.Body>
          {(list.data ?? []).map((c) => (
            <Table.Row key={c.id}>
              <Table.Cell>
                <Stack gap="0">
                  <Text>{c.user ? personName(c.user) : c.email}</Text>
                  <HStack gap="2">
                    <Text fontSize="xs" color="fg.muted">
                      {c.email}
                    </Text>
                    {c.status === 'pending' && (
                      <Badge size="sm">{t('projects:collaborators.pending')}</Badge>
                    )}
                  </HStack>
                </Stack>
              </Table.Cell>
              <Table.Cell>
                {c.role === 'owner' || !canManage ? (
                  t(`projects:roles.${c.role}`)
                ) : (
                  <SelectField
                    size="sm"
                    value={c.role}
                    label={t('projects:collaborators.role_of', { name: c.email })}
                    options={roleOptions(t)}
                    onChange={(role) =>
                      update.mutate(
                        { id: c.id, role },
                        {
                          onSuccess: () => notify.success(t('projects:collaborators.role_changed')),
                          onError: notify.error,
                        },
                      )
                    }
                  />
                )}
              </Table.Cell>
              <Table.Cell>
                {c.role !== 'owner' && canManage && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('projects:collaborators.remove', { name: c.email })}
                    onClick={() =>
                      remove.mutate(c.id, {
                        onSuccess: () =>
                          notify.success(t('projects:collaborators.removed', { name: c.email })),
                        onError: notify.error,
                      })
                    }
                  >
                    <LuUserMinus />
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The manage-collaborators dialog: the table, and the way to invite someone else. */
export function ManageCollaboratorsDialog({
  projectId,
  canManage,
}: {
  projectId: string;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const invite = useDialog('inviteCollaborator');
  return (
    <AppDialog
      name="manageCollaborators"
      size="lg"
      title={t('projects:collaborators.title')}
      footer={
        canManage && (
          <Button onClick={() => invite.open()} data-testid="collaborators.invite">
            {t('projects:collaborators.invite')}
          </Button>
        )
      }
    >
      <CollaboratorsTable projectId={projectId} canManage={canManage} />
    </AppDialog>
  );
}
