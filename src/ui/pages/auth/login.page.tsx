import { Button, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginBodySchema } from '@/api/contract/auth';
import { paths } from '@/ui/app/paths';
import { apiErrorText } from '@/ui/components/error-text';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { fieldErrorMap, useForm } from '@/ui/forms/use-form';
import { useIsSigningIn, useSessionActions, useSessionError } from '@/ui/session/session.hooks';
import { ProviderButtons } from './provider-buttons';

/** Sign-in by e-mail and password; the guest guard moves on once the session is signed in. */
export default function LoginPage() {
  const { t } = useTranslation();
  const form = useForm({ email: '', password: '' });
  const { login } = useSessionActions();
  const signingIn = useIsSigningIn();
  const sessionError = useSessionError();
  const [submitted, setSubmitted] = useState(false);

  // The session owns the call; its refusal is shown here (422 on the fields, others above).
  const refusal = submitted && !signingIn ? sessionError : null;
  const serverErrors = refusal?.kind === 'validation' ? fieldErrorMap(refusal.fields) : {};
  const errors = { ...serverErrors, ...form.errors };
  const alert = refusal && refusal.kind !== 'validation' ? apiErrorText(t, refusal) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(loginBodySchema);
    if (!body) return;
    setSubmitted(true);
    login(body);
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('auth:login.title')}
        </Heading>
        <Text color="fg.muted">{t('auth:login.subtitle')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate data-testid="login.form">
        <Stack gap="4">
          <FormAlert message={alert} />
          <FormField label={t('auth:fields.email')} errors={errors.email} required>
            <Input
              type="email"
              autoComplete="email"
              {...form.input('email')}
              data-testid="login.email"
            />
          </FormField>
          <FormField label={t('auth:fields.password')} errors={errors.password} required>
            <Input
              type="password"
              autoComplete="current-password"
              {...form.input('password')}
              data-testid="login.password"
            />
          </FormField>
          <ChakraLink asChild alignSelf="end" fontSize="sm" color="brand.fg">
            <Link to={paths.forgotPassword}>{t('auth:login.forgot')}</Link>
          </ChakraLink>
          <Button type="submit" colorPalette="brand" loading={signingIn} data-testid="login.submit">
            {t('auth:login.submit')}
          </Button>
        </Stack>
      </form>
      <ProviderButtons />
      <Text textAlign="center" fontSize="sm">
        {t('auth:login.no_account')}{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to={paths.register}>{t('auth:login.register')}</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
