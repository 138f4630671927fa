import { Heading, Separator, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { NotificationPrefsForm } from '@/ui/messaging/notification-prefs';
import { useSignedInUser } from '@/ui/session/session.hooks';
import { SettingsFrame } from './settings-frame';
import { EmailForm } from './sections/email-form';
import { LanguageForm } from './sections/language-form';
import { PasswordForm } from './sections/password-form';
import { AccessTokensSection } from './sections/access-tokens';

/** parameters/general in both areas: language, e-mail address, password, notifications, access tokens. */
export default function GeneralSettingsPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <SettingsFrame>
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
        <Stack gap="4">
          <Heading as="h2" size="lg">
            {t('messaging:prefs.title')}
          </Heading>
          <NotificationPrefsForm />
        </Stack>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            {t('account:access_tokens.title')}
          </Heading>
          <AccessTokensSection />
        </Stack>
      </Stack>
    </SettingsFrame>
  );
}
