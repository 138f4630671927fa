import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '@/ui/session/session.hooks';
import { SettingsFrame } from './settings-frame';
import { AvatarForm } from './sections/avatar-form';
import { ProfileForm } from './sections/profile-form';
import { PublicProfileForm } from './sections/public-profile-form';

/** parameters/profile (the settings index) in both areas: avatar, names, phone; the public profile. */
export default function ProfileSettingsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <SettingsFrame>
      <Stack gap="8">
        <Heading as="h2" size="lg">
          {t('account:settings.profile.title')}
        </Heading>
        <AvatarForm user={user} />
        <ProfileForm key={user.id} user={user} />
        <Heading as="h2" size="lg">
          {t('account:settings.public.title')}
        </Heading>
        <PublicProfileForm userId={user.id} />
      </Stack>
    </SettingsFrame>
  );
}
