import { Box, Button, Heading, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw, LuTriangleAlert } from 'react-icons/lu';
import { useViewer } from '../session/viewer-context';
import {
  useLoadError,
  useLoadPhase,
  useLoadProgress,
  useLoadStatus,
} from '../session/viewer-selectors';
import { loadPercent } from './load-progress';

const knownErrors = [
  'unsupported-schema',
  'unsupported-format',
  'corrupt',
  'out-of-memory',
  'download',
  'not-found',
  'worker-crashed',
];

/** Progress while the file downloads and the geometry streams; the error, translated, with a retry. */
export function LoadOverlay() {
  const status = useLoadStatus();
  if (status === 'ready') return null;
  return status === 'error' ? <LoadError /> : <LoadProgress />;
}

function LoadProgress() {
  const { t, i18n } = useTranslation('viewer');
  const phase = useLoadPhase() ?? 'downloading';
  const { done, total } = useLoadProgress();
  const value = loadPercent(phase, done, total);
  const mb = (n: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 }).format(n / 1e6);
  const detail =
    phase === 'downloading'
      ? total > 0
        ? t('load.bytes', { done: mb(done), total: mb(total) })
        : done > 0
          ? t('load.bytesUnknown', { done: mb(done) })
          : ''
      : phase === 'streaming' && total > 0
        ? t('load.elements', { done, total })
        : '';
  return (
    <Box
      position="absolute"
      insetX="0"
      top="0"
      p="3"
      role="status"
      aria-live="polite"
      data-testid="viewer.progress"
      data-phase={phase}
      pointerEvents="none"
    >
      <Stack
        maxW="md"
        mx="auto"
        bg="bg.panel"
        borderRadius="md"
        boxShadow="md"
        px="4"
        py="3"
        gap="2"
      >
        <Text fontSize="sm" fontWeight="medium">
          {t(`load.phase.${phase}`)}
          {detail && (
            <Text as="span" color="fg.muted" ms="2">
              {detail}
            </Text>
          )}
        </Text>
        <Progress.Root
          value={value}
          size="sm"
          colorPalette="blue"
          aria-label={t(`load.phase.${phase}`)}
        >
          <Progress.Track>
            {/* No width transition: each step is one frame, not a stream of them. */}
            <Progress.Range transition="none" />
          </Progress.Track>
        </Progress.Root>
      </Stack>
    </Box>
  );
}

function LoadError() {
  const { t } = useTranslation('viewer');
  const { load } = useViewer();
  const error = useLoadError();
  const code = error && knownErrors.includes(error.code) ? error.code : 'unknown';
  return (
    <Box position="absolute" inset="0" display="grid" placeItems="center" p="6">
      <Stack
        role="alert"
        data-testid="viewer.error"
        data-code={code}
        maxW="lg"
        bg="bg.panel"
        borderRadius="xl"
        boxShadow="lg"
        p="8"
        gap="4"
        align="center"
        textAlign="center"
      >
        <Box color="orange.500" fontSize="4xl" aria-hidden>
          <LuTriangleAlert />
        </Box>
        <Heading as="h1" size="lg">
          {t('error.title')}
        </Heading>
        <Text data-testid="viewer.error-message">
          {t(`error.${code}`, { schema: error?.detail ?? '' })}
        </Text>
        {code !== 'unsupported-schema' && code !== 'unsupported-format' && code !== 'corrupt' && (
          <Button onClick={() => load.send({ type: 'load.retry' })} variant="outline">
            <LuRefreshCw /> {t('error.retry')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
