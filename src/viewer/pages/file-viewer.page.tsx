import { Center, EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuFileBox } from 'react-icons/lu';

/** Minimal page of the viewer route; the viewer capability replaces its content. */
export default function FileViewerPage() {
  const { t } = useTranslation();
  return (
    <Center h="full" p="6" data-testid="viewer.page">
      <EmptyState.Root maxW="lg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuFileBox />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">{t('shell:pages.viewer_file.title')}</EmptyState.Title>
            <EmptyState.Description>
              {t('shell:pages.viewer_file.empty_body')}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Center>
  );
}
