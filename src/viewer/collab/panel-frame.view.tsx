import { Box, Heading, HStack, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuX } from 'react-icons/lu';
import { useViewer } from '../session/viewer-context';
import { useSidePanel } from '../session/viewer-selectors';
import { endPanel } from '../panels/panel-placement';

/** The end side's docked panel: a title with a close button, and a scrolling body. */
export function PanelFrame({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('viewer');
  const { tools } = useViewer();
  const sidePanel = useSidePanel();
  return (
    <Box as="aside" aria-label={title} data-testid={testId} {...endPanel}>
      <HStack px="3" py="2" borderBottomWidth="1px" justify="space-between">
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {sidePanel && (
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t('panels.close')}
            onClick={() => tools.send({ type: 'panel.toggle', panel: sidePanel })}
          >
            <LuX />
          </IconButton>
        )}
      </HStack>
      <Box flex="1" overflowY="auto">
        {children}
      </Box>
    </Box>
  );
}
