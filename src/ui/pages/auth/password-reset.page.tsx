import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { resetPassword } from '@/api/auth.api';
import { resetPasswordBodySchema } from '@/api/contract/auth';
import { paths } from '@/ui/app/paths';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { NewPasswordFields } from '@/ui/forms/new-password-fields';
import { useForm } from '@/ui/forms/use-form';

/** /password-reset/{token}?email=…: sets a new password; the user's other sessions end. */
export default function PasswordResetPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [query] = useSearchParams();
  const form = useForm({
    token,
    email: query.get('email') ?? '',
    password: '',
    password_confirmation: '',
  });
  const mutation = useMutation({ mutationFn: resetPassword, onError: form.fail });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(resetPasswordBodySchema);
    if (body) mutation.mutate(body);
  };
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('auth:reset.title')}
        </Heading>
        <Text color="fg.muted">{t('auth:reset.subtitle')}</Text>
      </Stack>
      {mutation.isSuccess ? (
        <Stack gap="4">
          <FormAlert status="success" message={mutation.data.message} testId="reset.done" />
          <Button asChild colorPalette="brand">
            <Link to={paths.login}>{t('auth:login.submit')}</Link>
          </Button>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormAlert message={form.formError ?? form.errors.token?.[0]} />
            <FormField label={t('auth:fields.email')} errors={form.errors.email} required>
              <Input
                type="email"
                autoComplete="email"
                {...form.input('email')}
                data-testid="reset.email"
              />
            </FormField>
            <NewPasswordFields
              form={form}
              label={t('auth:fields.new_password')}
              testIdPrefix="reset"
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={mutation.isPending}
              data-testid="reset.submit"
            >
              {t('auth:reset.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
