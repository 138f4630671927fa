import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/ui/app/paths';
import { errorText } from '@/ui/components/error-text';
import { ManufacturerProducts } from '@/ui/catalogue/manufacturer-products';
import { PageHeader } from '@/ui/components/page-header';
import { ProfileCard } from '@/ui/directory/profile-card';
import { usePublicProfile } from '@/ui/directory/directory.queries';
import { FormAlert } from '@/ui/forms/form-alert';
import { areaOf } from '@/ui/session/area';
import { useSignedInUser } from '@/ui/session/session.hooks';

/**
 * /profile (public layout, signed-in only): the user's own profile as others see it, in the
 * variant of their type (the same card as the directory's), whether the directory lists it, and
 * "edit" leading to the profile settings; a manufacturer's published products below.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const profile = usePublicProfile(user.id);
  const settings = paths[areaOf(user)].parameters.profile;
  return (
    <Stack gap="4" maxW="3xl">
      <PageHeader
        title={t('account:profile.title')}
        subtitle={t('account:profile.as_others_see_it')}
        actions={
          <Button asChild variant="outline">
            <Link to={settings} data-testid="profile.edit">
              {t('account:profile.edit')}
            </Link>
          </Button>
        }
      />
      {profile.error && <FormAlert message={errorText(t, profile.error)} />}
      {!profile.data && !profile.error && <Skeleton h="60" />}
      {profile.data && (
        <>
          <Alert.Root
            status={profile.data.listed ? 'success' : 'info'}
            data-testid="profile.listed"
          >
            <Alert.Indicator />
            <Alert.Title>
              {t(profile.data.listed ? 'account:profile.listed' : 'account:profile.not_listed')}
            </Alert.Title>
          </Alert.Root>
          <ProfileCard profile={profile.data} />
          {profile.data.variant === 'manufacturer' && (
            <ManufacturerProducts manufacturerId={profile.data.id} />
          )}
        </>
      )}
    </Stack>
  );
}
