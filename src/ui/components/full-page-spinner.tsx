import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** SPEC §2: the full-screen spinner shown while a lazy page loads. */
export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Center minH="100vh" role="status" aria-live="polite" data-testid="page.loading">
      <Stack align="center" gap="3">
        <Spinner size="xl" color="product" />
        <Text>{t('loading')}</Text>
      </Stack>
    </Center>
  );
}
