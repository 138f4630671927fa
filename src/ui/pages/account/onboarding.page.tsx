import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { isOnboarded } from '@/api/contract/user';
import { paths } from '@/ui/app/paths';
import { useSignedInUser } from '@/ui/session/session.hooks';

/** /onboarding: what the user type needs before review (the multi-step form lands with issue 4). */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (isOnboarded(user)) return <Navigate to={paths.verification} replace />;
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {t('account:onboarding.title')}
      </Heading>
      <Text color="fg.muted">{t('account:onboarding.subtitle')}</Text>
    </Stack>
  );
}
