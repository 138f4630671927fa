import { Box, Button, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { useLengthUnit } from '../collab/collab-queries';
import { formatLength } from '../format';
import { useViewer } from '../session/viewer-context';
import { useActiveTool, useMeasures } from '../session/viewer-selectors';
import { SlicePanel } from './slice-panel.view';

/** Below the toolbar: the active tool's instructions and its list (measures or planes). */
export function ToolPanel() {
  const tool = useActiveTool();
  if (tool === 'select') return null;
  return (
    <Box
      position="absolute"
      top="16"
      insetStart="50%"
      transform={{ base: 'translateX(-50%)', _rtl: 'translateX(50%)' }}
      w="sm"
      maxW="calc(100% - 2rem)"
      bg="bg.panel"
      borderRadius="lg"
      boxShadow="md"
      p="3"
      zIndex="2"
      data-testid={`viewer.panel.${tool}`}
    >
      {tool === 'measure' ? (
        <MeasurePanel />
      ) : tool === 'slice' ? (
        <SlicePanel />
      ) : (
        <AnnotatePanel />
      )}
    </Box>
  );
}

function AnnotatePanel() {
  const { t } = useTranslation('viewer');
  return (
    <Stack gap="1">
      <Heading as="h2" size="sm">
        {t('annotations.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" data-testid="viewer.annotation.hint">
        {t('annotations.hint')}
      </Text>
    </Stack>
  );
}

function MeasurePanel() {
  const { t, i18n } = useTranslation('viewer');
  const { tools } = useViewer();
  const state = useMeasures();
  const measures = state?.measures ?? [];
  const lng = i18n.resolvedLanguage ?? 'fr';
  const unit = useLengthUnit();
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        {t('measure.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" data-testid="viewer.measure.hint">
        {state?.start ? t('measure.hintSecond') : t('measure.hintFirst')}
      </Text>
      {measures.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={t('measure.list')}>
          {measures.map((m, i) => (
            <HStack
              as="li"
              key={m.id}
              justify="space-between"
              data-testid="viewer.measure.item"
              data-length-m={m.length.toFixed(3)}
            >
              <Text fontSize="sm">
                {t('measure.item', { n: i + 1 })}
                <Text as="span" fontWeight="semibold" ms="2">
                  {formatLength(m.length, unit, lng)}
                </Text>
              </Text>
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('measure.delete', { n: i + 1 })}
                onClick={() => tools.send({ type: 'measure.delete', id: m.id })}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
      {measures.length > 1 && (
        <Button size="xs" variant="outline" onClick={() => tools.send({ type: 'measure.clear' })}>
          {t('measure.clear')}
        </Button>
      )}
    </Stack>
  );
}
