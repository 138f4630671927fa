import {
  Button,
  Checkbox,
  Heading,
  Input,
  Link as ChakraLink,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { register } from '@/api/auth.api';
import { registerBodySchema } from '@/api/contract/auth';
import { registrableTypes } from '@/api/contract/user';
import { paths } from '@/ui/app/paths';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { NewPasswordFields } from '@/ui/forms/new-password-fields';
import { useForm } from '@/ui/forms/use-form';
import { useSessionActions } from '@/ui/session/session.hooks';
import { ProviderButtons } from './provider-buttons';

/** Registration: the user type, names, e-mail, the password twice and the terms (SPEC §2). */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { setUser } = useSessionActions();
  // A landing's « register as a manufacturer » arrives with ?type=MANUFACTURER.
  const [params] = useSearchParams();
  const asked = params.get('type') ?? '';
  const form = useForm({
    type: (registrableTypes as readonly string[]).includes(asked) ? asked : '',
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    password_confirmation: '',
    terms: false,
  });
  const mutation = useMutation({
    mutationFn: register,
    onSuccess: (user) => {
      // Leave the guest-only page before the session learns of the user, or the guest guard
      // would send them elsewhere: the navigation committed at once (flushSync; main.tsx's
      // router makes no transition of it).
      flushSync(() => navigate(paths.confirmEmail, { replace: true }));
      setUser(user);
    },
    onError: form.fail,
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(registerBodySchema);
    if (body) mutation.mutate(body);
  };

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('auth:register.title')}
        </Heading>
        <Text color="fg.muted">{t('auth:register.subtitle')}</Text>
      </Stack>
      <form onSubmit={submit} noValidate data-testid="register.form">
        <Stack gap="4">
          <FormAlert message={form.formError} />
          <RadioCard.Root
            value={form.values.type}
            onValueChange={(d) => form.set('type', d.value ?? '')}
            invalid={!!form.errors.type}
            size="sm"
            data-testid="register.type"
          >
            <RadioCard.Label>{t('auth:fields.type')}</RadioCard.Label>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {registrableTypes.map((type) => (
                <RadioCard.Item key={type} value={type} data-testid={`register.type.${type}`}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{t(`common:user_types.${type}`)}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>
                        {t(`auth:register.type_help.${type}`)}
                      </RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
            {form.errors.type?.map((m) => (
              <Text key={m} color="fg.error" fontSize="sm">
                {m}
              </Text>
            ))}
          </RadioCard.Root>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField label={t('auth:fields.first_name')} errors={form.errors.first_name} required>
              <Input
                autoComplete="given-name"
                {...form.input('first_name')}
                data-testid="register.first_name"
              />
            </FormField>
            <FormField label={t('auth:fields.last_name')} errors={form.errors.last_name} required>
              <Input
                autoComplete="family-name"
                {...form.input('last_name')}
                data-testid="register.last_name"
              />
            </FormField>
          </SimpleGrid>
          <FormField label={t('auth:fields.email')} errors={form.errors.email} required>
            <Input
              type="email"
              autoComplete="email"
              {...form.input('email')}
              data-testid="register.email"
            />
          </FormField>
          <NewPasswordFields
            form={form}
            label={t('auth:fields.password')}
            testIdPrefix="register"
          />
          <Checkbox.Root
            checked={form.values.terms}
            onCheckedChange={(d) => form.set('terms', d.checked === true)}
            invalid={!!form.errors.terms}
            data-testid="register.terms"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {/* The documents open in a new tab: the form keeps what was typed. */}
              <Trans
                i18nKey="auth:register.terms"
                components={{
                  terms: <ChakraLink href={paths.terms} target="_blank" color="brand.fg" />,
                  privacy: <ChakraLink href={paths.privacy} target="_blank" color="brand.fg" />,
                }}
              />
            </Checkbox.Label>
          </Checkbox.Root>
          {form.errors.terms?.map((m) => (
            <Text key={m} color="fg.error" fontSize="sm" mt="-2">
              {m}
            </Text>
          ))}
          <Button
            type="submit"
            colorPalette="brand"
            loading={mutation.isPending}
            data-testid="register.submit"
          >
            {t('auth:register.submit')}
          </Button>
        </Stack>
      </form>
      <ProviderButtons type={form.values.type || undefined} />
      <Text textAlign="center" fontSize="sm">
        {t('auth:register.have_account')}{' '}
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to={paths.login}>{t('auth:register.login')}</Link>
        </ChakraLink>
      </Text>
    </Stack>
  );
}
