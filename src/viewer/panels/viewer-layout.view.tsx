import { Box } from '@chakra-ui/react';
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
 * The viewer page, full-bleed: the scene fills it; the toolbar floats on top, the model tree on
 * the start side, the properties on the end side (mirrored in Arabic), the active tool's panel
 * below the toolbar; loading progress or the error sits over the scene.
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
    <Box
      as="main"
      id="main"
      data-testid="viewer"
      data-status={status}
      data-kind={kind}
      data-elements={status === 'ready' ? elements : undefined}
      data-readonly={readOnly || undefined}
      aria-label={t('title')}
      position="relative"
      h="100dvh"
      w="full"
      overflow="hidden"
      bg="#eef1f5"
    >
      {status !== 'error' && (
        <Suspense fallback={null}>
          <ViewerCanvas measureLabels={labels} />
        </Suspense>
      )}
      {status === 'ready' && (
        <>
          <Toolbar />
          {leftPane && <LeftPane kind={kind} />}
          {properties && <PropertiesPanel kind={kind} />}
          <ToolPanel />
        </>
      )}
      <LoadOverlay />
      <HelpOverlay />
    </Box>
  );
}
