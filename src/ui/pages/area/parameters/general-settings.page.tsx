import { Heading, Separator, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CardWrapper } from '@/ui/components/card-wrapper';
import { PageHeader } from '@/ui/components/page-header';
import { useSignedInUser } from '@/ui/session/session.hooks';
import { SettingsTabs } from './settings-tabs';
import { EmailForm } from './sections/email-form';
import { LanguageForm } from './sections/language-form';
import { PasswordForm } from './sections/password-form';

/** parameters/general in both areas: language, e-mail address, password. */
export default function GeneralSettingsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <>
      <PageHeader title={t('account:settings.title')} />
      <SettingsTabs />
      <CardWrapper maxW="3xl">
        <Stack gap="8" separator={<Separator />}>
          <Stack gap="4">
            <Heading as="h2" size="lg">
              {t('account:settings.general.language')}
            </Heading>
            <LanguageForm />
          </Stack>
          <Stack gap="4">
            <Heading as="h2" size="lg">
              {t('account:settings.general.email')}
            </Heading>
            <EmailForm user={user} />
          </Stack>
          <Stack gap="4">
            <Heading as="h2" size="lg">
              {t('account:settings.general.password')}
            </Heading>
            <PasswordForm />
          </Stack>
        </Stack>
      </CardWrapper>
    </>
  );
}
