import { Center, EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuShare2 } from 'react-icons/lu';

/** A file shared by link (standalone, no sign-in); the sharing capability replaces its content. */
export default function SharedFilePage() {
  const { t } = useTranslation();
  return (
    <Center h="full" p="6" data-testid="shared-file.page">
      <EmptyState.Root maxW="lg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuShare2 />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">{t('shell:pages.shared_file.title')}</EmptyState.Title>
            <EmptyState.Description>
              {t('shell:pages.shared_file.empty_body')}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Center>
  );
}
