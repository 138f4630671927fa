import { Center, EmptyState, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuBoxes } from 'react-icons/lu';

/** Minimal page of the viewer route; the viewer capability replaces its content. */
export default function IfcViewerPage() {
  const { t } = useTranslation();
  return (
    <Center h="full" p="6" data-testid="viewer.page">
      <EmptyState.Root maxW="lg">
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuBoxes />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title as="h1">{t('shell:pages.viewer_ifc.title')}</EmptyState.Title>
            <EmptyState.Description>
              {t('shell:pages.viewer_ifc.empty_body')}
            </EmptyState.Description>
          </VStack>
        </EmptyState.Content>
      </EmptyState.Root>
    </Center>
  );
}
