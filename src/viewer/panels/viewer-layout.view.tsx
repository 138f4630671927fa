import { Box, Flex, Heading } from '@chakra-ui/react';
import { lazy, memo, Suspense, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeyboardShortcuts } from '../keyboard';
import { useMeasureLabels } from '../measure-labels';
import { useViewer } from '../session/viewer-context';
import {
  useDialog,
  useElementCount,
  useLeftPane,
  useLoadStatus,
  useSidePanel,
} from '../session/viewer-selectors';
import { AnnotationDialog } from '../collab/annotation-dialog.view';
import { AnnotationOverlay as AnnotationOverlayView } from '../collab/annotation-overlay.view';
import { BcfPanel } from '../collab/bcf-panel.view';
import { useCollab } from '../collab/collab-queries';
import { NewTopicDialog } from '../collab/new-topic-dialog.view';
import { SaveViewpointDialog } from '../collab/save-viewpoint-dialog.view';
import { TaskDialog } from '../collab/task-dialog.view';
import { useTopicLink } from '../collab/use-topic-link';
import { useViewpointLink } from '../collab/use-viewpoint-link';
import { ViewpointsPanel } from '../collab/viewpoints-panel.view';
import { ComparePanel } from '../processed/compare-panel.view';
import { FiltersPanel } from '../processed/filters-panel.view';
import { useSearchLink } from '../processed/use-search-link';
import { TakeoffPanel } from '../takeoff/takeoff-panel.view';
import { useOrderLineLink } from '../takeoff/use-order-line-link';
import { HelpOverlay as HelpOverlayView } from './help-overlay.view';
import { LoadOverlay as LoadOverlayView } from './load-overlay.view';
import { LeftPane as LeftPaneView } from './left-pane.view';
import { PropertiesPanel } from './properties-panel.view';
import { ToolPanel as ToolPanelView } from './tool-panel.view';
import { Toolbar as ToolbarView } from './toolbar.view';
import type { ViewerCanvas } from '../scene/viewer-canvas';
import { attachSceneHost, sceneBackground } from '../scene/renderer';

// The scene's code (three.js, the renderer) is fetched as soon as the viewer's code is, not
// once the layout first renders. Once it is in, the layout renders the canvas directly: a lazy
// component suspends on its first render even when its code is there, and React then holds the
// boundary's content back for up to 300 ms (its reveal throttle), the scene with it.
const canvasModule = import('../scene/viewer-canvas');
let LoadedCanvas: typeof ViewerCanvas | null = null;
void canvasModule.then((m) => {
  LoadedCanvas = m.ViewerCanvas;
});
const LazyViewerCanvas = lazy(() => canvasModule.then((m) => ({ default: m.ViewerCanvas })));

// The layout re-renders when a panel opens or closes (a tool's button): the parts that do not
// depend on that are memoised, so opening the take-off beside a model whose 800 elements are
// selected does not render the model tree, the scene and the toolbar again in the same task
// (issue 20: no main-thread task over 100 ms).
const LeftPane = memo(LeftPaneView);
const Toolbar = memo(ToolbarView);
const ToolPanel = memo(ToolPanelView);
const AnnotationOverlay = memo(AnnotationOverlayView);
const HelpOverlay = memo(HelpOverlayView);
const LoadOverlay = memo(LoadOverlayView);

const SceneCanvas = memo(function SceneCanvas({ measureLabels }: { measureLabels: Map<number, string> }) {
  // Chosen once: switching from the lazy component to the loaded one would remount the scene.
  const [Loaded] = useState(() => LoadedCanvas);
  if (Loaded) return <Loaded measureLabels={measureLabels} />;
  return (
    <Suspense fallback={null}>
      <LazyViewerCanvas measureLabels={measureLabels} />
    </Suspense>
  );
});

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
  // The end side's panel changes in a transition: the toolbar's button answers at once, and the
  // panel that closes and the one that opens (the take-off, the properties of 800 elements) are
  // rendered in slices that yield to the page instead of in the click's task.
  const side = useDeferredValue(useSidePanel());
  const dialog = useDialog();
  const collab = useCollab();
  const { readOnly } = useViewer();
  const labels = useMeasureLabels();
  useKeyboardShortcuts();
  useViewpointLink();
  useTopicLink();
  useSearchLink();
  useOrderLineLink();
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
      position="relative"
      bg={sceneBackground}
    >
      {/* The page's title for screen readers (the error has its own). */}
      {status !== 'error' && (
        <Heading as="h1" srOnly>
          {t('title')}
        </Heading>
      )}
      {status === 'ready' && leftPane && <LeftPane kind={kind} />}
      {status === 'loading' && leftPane && <PanelSpace width="300px" side="start" />}
      <Box ref={attachSceneHost} position="relative" flex="1" minW="0" h="full">
        {status !== 'error' && <SceneCanvas measureLabels={labels} />}
        {status === 'ready' && (
          <>
            <AnnotationOverlay />
            <Toolbar />
            <ToolPanel />
          </>
        )}
        <LoadOverlay />
      </Box>
      {status === 'ready' && side === 'properties' && <PropertiesPanel kind={kind} />}
      {status === 'loading' && side !== null && <PanelSpace width="340px" side="end" />}
      {status === 'ready' && collab && side === 'bcf' && <BcfPanel />}
      {status === 'ready' && collab && side === 'viewpoints' && <ViewpointsPanel />}
      {status === 'ready' && side === 'compare' && <ComparePanel />}
      {status === 'ready' && side === 'filters' && <FiltersPanel />}
      {status === 'ready' && side === 'takeoff' && kind === 'ifc' && <TakeoffPanel />}
      <HelpOverlay />
      {status === 'ready' && (
        <>
          <AnnotationDialog />
          {dialog === 'newTopic' && <NewTopicDialog />}
          {(dialog === 'newTask' || dialog === 'editTask') && <TaskDialog />}
          {dialog === 'saveViewpoint' && <SaveViewpointDialog />}
        </>
      )}
    </Flex>
  );
}

/**
 * The room a side panel will take, kept while the model loads: the scene keeps its size when the
 * panels arrive (no reflow, no reframing, no canvas resize right when the model is ready). Only
 * where panels are docked (from 992 px): below, they are sheets over the scene.
 */
function PanelSpace({ width, side }: { width: string; side: 'start' | 'end' }) {
  return (
    <Box
      aria-hidden
      data-testid={`viewer.panel-space.${side}`}
      w={width}
      flexShrink={0}
      h="full"
      display={{ base: 'none', lg: 'block' }}
      bg="bg.panel"
      borderStartWidth={side === 'end' ? '1px' : undefined}
      borderEndWidth={side === 'start' ? '1px' : undefined}
    />
  );
}
