import { Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { answerAdminContact } from '@/api/admin-area.api';
import { contactAnswerBodySchema } from '@/api/contract/admin-site';
import { useNotify } from '@/ui/components/use-notify';
import { AppDialog } from '@/ui/dialogs/app-dialog';
import { DialogActions } from '@/ui/dialogs/dialog-actions';
import { useDialog } from '@/ui/dialogs/use-dialog';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useForm } from '@/ui/forms/use-form';

function AnswerForm({ id, subject }: { id: string; subject: string }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const dialog = useDialog('adminContactAnswer');
  const queryClient = useQueryClient();
  const form = useForm({ message: '' });
  const send = useMutation({
    mutationFn: (message: string) => answerAdminContact(id, message),
    onSuccess: async (c) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'contacts'] });
      notify.success(t('admin:contact.answered', { email: c.email }));
      dialog.close();
    },
    onError: form.fail,
  });
  const submit = () => {
    const body = form.validate(contactAnswerBodySchema);
    if (body) send.mutate(body.message);
  };
  return (
    <AppDialog
      name="adminContactAnswer"
      size="lg"
      title={t('admin:contact.answer_title', { subject })}
      footer={
        <DialogActions
          onCancel={dialog.close}
          onConfirm={submit}
          confirmLabel={t('admin:contact.send')}
          pending={send.isPending}
          testId="dialog.adminContactAnswer.confirm"
        />
      }
    >
      <Stack gap="3">
        {form.formError && <FormAlert message={form.formError} />}
        <Text color="fg.muted">{t('admin:contact.answer_help')}</Text>
        <FormField label={t('admin:contact.answer')} errors={form.error('message')} required>
          <Textarea {...form.input('message')} rows={8} data-testid="contact.answer" />
        </FormField>
      </Stack>
    </AppDialog>
  );
}

/** The answer to a contact message, mailed to its sender in the language they wrote in. */
export function ContactAnswerDialog() {
  const dialog = useDialog('adminContactAnswer');
  if (!dialog.isOpen || !dialog.payload) return null;
  return (
    <AnswerForm key={dialog.payload.id} id={dialog.payload.id} subject={dialog.payload.subject} />
  );
}
