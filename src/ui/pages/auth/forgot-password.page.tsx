import { Button, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPassword } from '@/api/auth.api';
import { forgotPasswordBodySchema } from '@/api/contract/auth';
import { paths } from '@/ui/app/paths';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useForm } from '@/ui/forms/use-form';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useForm({ email: '' });
  const mutation = useMutation({ mutationFn: forgotPassword, onError: form.fail });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(forgotPasswordBodySchema);
    if (body) mutation.mutate(body);
  };
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('auth:forgot.title')}
        </Heading>
        <Text color="fg.muted">{t('auth:forgot.subtitle')}</Text>
      </Stack>
      {mutation.isSuccess ? (
        <FormAlert status="success" message={mutation.data.message} testId="forgot.sent" />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="4">
            <FormAlert message={form.formError} />
            <FormField label={t('auth:fields.email')} errors={form.errors.email} required>
              <Input
                type="email"
                autoComplete="email"
                {...form.input('email')}
                data-testid="forgot.email"
              />
            </FormField>
            <Button
              type="submit"
              colorPalette="brand"
              loading={mutation.isPending}
              data-testid="forgot.submit"
            >
              {t('auth:forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <ChakraLink asChild alignSelf="center" fontSize="sm" color="brand.fg">
        <Link to={paths.login}>{t('auth:forgot.back')}</Link>
      </ChakraLink>
    </Stack>
  );
}
