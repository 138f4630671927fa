import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyboardShortcuts } from '../keyboard';
import { useMeasureLabels } from '../measure-labels';
import { useViewer } from '../session/viewer-context';
import {
  useElementCount,
  useLeftPane,
  useLoadStatus,
  usePropertiesPanel,
} from '../session/viewer-selectors';
import { HelpOverlay } from './help-overlay.view';
import { LoadOverlay } from './load-overlay.view';
import { LeftPane } from './left-pane.view';
import { PropertiesPanel } from './properties-panel.view';
import { ToolPanel } from './tool-panel.view';
import { Toolbar } from './toolbar.view';

const ViewerCanvas = lazy(() =>
  import('../scene/viewer-canvas').then((m) => ({ default: m.ViewerCanvas })),
);

/**
 * The viewer page, full-bleed: the model tree docked on the start side, the properties on the
 * end side (mirrored in Arabic), the scene between them (so framing the model uses the space
 * actually visible), with the toolbar and the active tool's panel floating over it; loading
 * progress or the error sits over the scene.
 */
export function ViewerLayout({ kind }: { kind: 'ifc' | 'mesh' }) {
  const { t } = useTranslation('viewer');
  const status = useLoadStatus();
  const elements = useElementCount();
  const leftPane = useLeftPane();
  const properties = usePropertiesPanel();
  const { readOnly } = useViewer();
  const labels = useMeasureLabels();
  useKeyboardShortcuts();
  return (
    <Flex
      as="section"
      data-testid="viewer"
      data-status={status}
      data-kind={kind}
      data-elements={status === 'ready' ? elements : undefined}
      data-readonly={readOnly || undefined}
      aria-label={t('title')}
      h="full"
      w="full"
      overflow="hidden"
      bg="#eef1f5"
    >
      {status === 'ready' && leftPane && <LeftPane kind={kind} />}
      <Box position="relative" flex="1" minW="0" h="full">
        {status !== 'error' && (
          <Suspense fallback={null}>
            <ViewerCanvas measureLabels={labels} />
          </Suspense>
        )}
        {status === 'ready' && (
          <>
            <Toolbar />
            <ToolPanel />
          </>
        )}
        <LoadOverlay />
      </Box>
      {status === 'ready' && properties && <PropertiesPanel kind={kind} />}
      <HelpOverlay />
    </Flex>
  );
}
