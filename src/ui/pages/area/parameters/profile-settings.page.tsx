import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { PageHeader } from '@/ui/components/page-header';
import { useSignedInUser } from '@/ui/session/session.hooks';
import { SettingsTabs } from './settings-tabs';
import { AvatarForm } from './sections/avatar-form';
import { ProfileForm } from './sections/profile-form';

/** parameters/profile (the settings index) in both areas: avatar, names, phone. */
export default function ProfileSettingsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={t('account:settings.title')} />
      <SettingsTabs />
      <CardWrapper maxW="3xl">
        <Stack gap="8">
          <Heading as="h2" size="lg">
            {t('account:settings.profile.title')}
          </Heading>
          <AvatarForm user={user} />
          <ProfileForm key={user.id} user={user} />
        </Stack>
      </CardWrapper>
    </>
  );
}
