import {
  Button,
  Link as ChakraLink,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicProfile } from '@/api/contract/directory';
import { updatePublicProfileBodySchema } from '@/api/contract/directory';
import { paths } from '@/ui/app/paths';
import { useNotify } from '@/ui/components/use-notify';
import { usePublicProfile, useUpdatePublicProfile } from '@/ui/directory/directory.queries';
import { FormAlert } from '@/ui/forms/form-alert';
import { FormField } from '@/ui/forms/form-field';
import { useForm } from '@/ui/forms/use-form';

/** The public profile's settings: the presentation, and whether the directory lists the user. */
export function PublicProfileForm({ userId }: { userId: string }) {
  const profile = usePublicProfile(userId);
  if (!profile.data) return <Skeleton h="40" />;
  return <Loaded key={profile.data.id} profile={profile.data} />;
}

function Loaded({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const form = useForm({ presentation: profile.presentation ?? '', listed: profile.listed });
  const mutation = useUpdatePublicProfile();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = form.validate(updatePublicProfileBodySchema);
    if (body)
      mutation.mutate(
        { presentation: body.presentation || null, listed: body.listed },
        {
          onSuccess: () => notify.success(t('account:settings.public.saved')),
          onError: form.fail,
        },
      );
  };
  return (
    <form onSubmit={submit} noValidate data-testid="settings.public.form">
      <Stack gap="4">
        <FormAlert message={form.formError} />
        <FormField
          label={t('account:settings.public.presentation')}
          help={t('account:settings.public.presentation_help')}
          errors={form.errors.presentation}
        >
          <Textarea
            rows={4}
            maxLength={1000}
            {...form.input('presentation')}
            data-testid="settings.presentation"
          />
        </FormField>
        <Switch.Root
          checked={form.values.listed}
          onCheckedChange={(d) => form.set('listed', d.checked)}
          data-testid="settings.listed"
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('account:settings.public.listed')}</Switch.Label>
        </Switch.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('account:settings.public.listed_help')}{' '}
          <ChakraLink asChild colorPalette="brand">
            <Link to={paths.profile}>{t('account:settings.public.see_profile')}</Link>
          </ChakraLink>
        </Text>
        <Button
          type="submit"
          colorPalette="brand"
          alignSelf="start"
          loading={mutation.isPending}
          data-testid="settings.public.save"
        >
          {t('common:actions.save')}
        </Button>
      </Stack>
    </form>
  );
}
