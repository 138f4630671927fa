import { Button, Input, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@/api/contract/profile';
import { changePassword } from '@/api/profile.api';
import { useNotify } from '@/ui/components/use-notify';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { NewPasswordFields } from '@/ui/forms/new-password-fields';
import { useForm } from '@/ui/forms/use-form';

/** Changes the password; the account's other sessions end (server). */
export function PasswordForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useForm({ current_password: '', password: '', password_confirmation: '' });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (r) => {
      form.reset();
      notify.success(r.message);
    },
    onError: form.fail,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(changePasswordBodySchema);
    if (body) mutation.mutate(body);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="settings.password.form">
      <Stack gap="4">
        <FormAlert message={form.formError} />
        <FormField
          label={t('account:settings.general.current_password')}
          errors={form.errors.current_password}
          required
        >
          <Input
            type="password"
            autoComplete="current-password"
            {...form.input('current_password')}
          />
        </FormField>
        <NewPasswordFields form={form} label={t('auth:fields.new_password')} />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={mutation.isPending}>
          {t('account:settings.general.change_password')}
        </Button>
      </Stack>
    </form>
  );
}
