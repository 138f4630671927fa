import { Button, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuCircleCheck } from 'react-icons/lu';
import { Link } from 'react-router';
import { paths } from '@/ui/app/paths';

/** /onboarding/success: the profile is sent; an administrator reviews the account next. */
export default function OnboardingSuccessPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="5" align="center" textAlign="center" data-testid="onboarding.success">
      <Icon boxSize="12" color="green.solid">
        <LuCircleCheck />
      </Icon>
      <Heading as="h1" size="2xl">
        {t('account:onboarding_success.title')}
      </Heading>
      <Text>{t('account:onboarding_success.body')}</Text>
      <Button asChild colorPalette="brand" data-testid="onboarding.success.continue">
        <Link to={paths.verification}>{t('account:onboarding_success.continue')}</Link>
      </Button>
    </Stack>
  );
}
