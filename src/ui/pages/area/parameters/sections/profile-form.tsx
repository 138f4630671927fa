import { Button, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/contract/user';
import { updateProfileBodySchema } from '@/api/contract/profile';
import { updateProfile } from '@/api/profile.api';
import { useNotify } from '@/ui/components/use-notify';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useForm } from '@/ui/forms/use-form';
import { useSessionActions } from '@/ui/session/session.hooks';

/** Names and phone (PATCH api/profile); the session takes the returned user. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { setUser } = useSessionActions();
  const form = useForm({
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? '',
  });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (u) => {
      setUser(u);
      notify.success(t('account:settings.profile.saved'));
    },
    onError: form.fail,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(updateProfileBodySchema);
    if (body) mutation.mutate({ ...body, phone: body.phone || null });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="settings.profile.form">
      <Stack gap="4">
        <FormAlert message={form.formError} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('auth:fields.first_name')} errors={form.errors.first_name} required>
            <Input autoComplete="given-name" {...form.input('first_name')} />
          </FormField>
          <FormField label={t('auth:fields.last_name')} errors={form.errors.last_name} required>
            <Input autoComplete="family-name" {...form.input('last_name')} />
          </FormField>
        </SimpleGrid>
        <FormField label={t('account:fields.phone')} errors={form.errors.phone}>
          <Input
            type="tel"
            autoComplete="tel"
            {...form.input('phone')}
            data-testid="settings.phone"
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={mutation.isPending}
          data-testid="settings.profile.save"
        >
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}
