import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { measureToolMachine } from '@/machines/viewer/measure-tool.machine';
import type { selectionToolMachine } from '@/machines/viewer/selection-tool.machine';
import type { sliceToolMachine } from '@/machines/viewer/slice-tool.machine';
import type { SidePanel, ToolName, ViewerDialog } from '@/machines/viewer/viewer-tools.machine';
import type { annotationToolMachine } from '@/machines/viewer/annotation-tool.machine';
import type { LoadRef, ToolsRef } from './viewer-context';
import { useViewer } from './viewer-context';

/** Narrow selector hooks over the viewer's actors: each view re-renders only for what it reads. */

type ToolsSnapshot = SnapshotFrom<ToolsRef>;
type SelectionSnapshot = SnapshotFrom<typeof selectionToolMachine>;
type MeasureSnapshot = SnapshotFrom<typeof measureToolMachine>;
type SliceSnapshot = SnapshotFrom<typeof sliceToolMachine>;

export const selectActiveTool = (s: ToolsSnapshot): ToolName =>
  (s.value as { tool: ToolName }).tool;

export function useActiveTool(): ToolName {
  return useSelector(useViewer().tools, selectActiveTool);
}

export function useHelpOpen(): boolean {
  return useSelector(useViewer().tools, (s) => s.matches({ overlay: 'help' }));
}

export function useLeftPane(): boolean {
  return useSelector(useViewer().tools, (s) => s.context.leftPane);
}

/** The end side's panel: properties, BCF topics and tasks, saved viewpoints; or none. */
export function useSidePanel(): SidePanel | null {
  return useSelector(useViewer().tools, (s) => s.context.sidePanel);
}

export function useDialog(): ViewerDialog | null {
  return useSelector(useViewer().tools, (s) => {
    const d = (s.value as { dialog: string }).dialog;
    return d === 'none' ? null : (d as ViewerDialog);
  });
}

export function useOpenTopic(): string | null {
  return useSelector(useViewer().tools, (s) => s.context.topicId);
}

export function useEditedTask(): string | null {
  return useSelector(useViewer().tools, (s) => s.context.taskId);
}

export function usePropertyTab() {
  return useSelector(useViewer().tools, (s) => s.context.propertyTab);
}

export function useVisibility(): { hidden: number[]; isolated: number[] | null } {
  const tools = useViewer().tools;
  const hidden = useSelector(tools, (s) => s.context.hidden);
  const isolated = useSelector(tools, (s) => s.context.isolated);
  return { hidden, isolated };
}

/** The tool children, by id (they live as long as the tools actor). */
export function selectionRef(tools: ToolsRef) {
  return tools.getSnapshot().children.selection;
}
export function measureRef(tools: ToolsRef) {
  return tools.getSnapshot().children.measure;
}
export function sliceRef(tools: ToolsRef) {
  return tools.getSnapshot().children.slice;
}
export function annotationsRef(tools: ToolsRef) {
  return tools.getSnapshot().children.annotations;
}

type AnnotationSnapshot = SnapshotFrom<typeof annotationToolMachine>;

/** The annotations tool's state: its mode and what is open, drafted or edited. */
export function useAnnotationTool(): {
  mode: 'idle' | 'placing' | 'composing' | 'editing';
  context: AnnotationSnapshot['context'];
} | null {
  const ref = annotationsRef(useViewer().tools);
  const mode = useSelector(
    ref,
    (s: AnnotationSnapshot | undefined) => (s?.value ?? 'idle') as 'idle',
  );
  const context = useSelector(ref, (s: AnnotationSnapshot | undefined) => s?.context ?? null);
  return context ? { mode, context } : null;
}

const emptySelection: number[] = [];

export function useSelectedElements(): number[] {
  const ref = selectionRef(useViewer().tools);
  return useSelector(
    ref,
    (s: SelectionSnapshot | undefined) => s?.context.selected ?? emptySelection,
  );
}

export function useMeasures(): MeasureSnapshot['context'] | null {
  const ref = measureRef(useViewer().tools);
  return useSelector(ref, (s: MeasureSnapshot | undefined) => s?.context ?? null);
}

export function useSlice(): SliceSnapshot['context'] | null {
  const ref = sliceRef(useViewer().tools);
  return useSelector(ref, (s: SliceSnapshot | undefined) => s?.context ?? null);
}

export function useSliceState(): 'idle' | 'picking' | 'dragging' {
  const ref = sliceRef(useViewer().tools);
  return useSelector(ref, (s: SliceSnapshot | undefined) =>
    s?.matches('picking') ? 'picking' : s?.matches('dragging') ? 'dragging' : 'idle',
  );
}

export type LoadStatus = 'loading' | 'ready' | 'error';

export function selectLoadStatus(s: SnapshotFrom<LoadRef>): LoadStatus {
  if (s.matches('error')) return 'error';
  return s.matches({ active: 'ready' }) ? 'ready' : 'loading';
}

export function useLoadStatus(): LoadStatus {
  return useSelector(useViewer().load, selectLoadStatus);
}

export function useLoadPhase(): 'downloading' | 'parsing' | 'streaming' | null {
  return useSelector(useViewer().load, (s) => {
    if (s.matches({ active: { loading: 'downloading' } })) return 'downloading';
    if (s.matches({ active: { loading: 'parsing' } })) return 'parsing';
    if (s.matches({ active: { loading: 'streaming' } })) return 'streaming';
    return null;
  });
}

export function useLoadProgress(): { done: number; total: number } {
  const load = useViewer().load;
  const done = useSelector(load, (s) => s.context.done);
  const total = useSelector(load, (s) => s.context.total);
  return { done, total };
}

export function useLoadError() {
  return useSelector(useViewer().load, (s) => s.context.error);
}

export function useElementCount(): number {
  return useSelector(useViewer().load, (s) => s.context.elements);
}
