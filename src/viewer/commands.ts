import { Box3 } from 'three';
import type { Axis } from '@/machines/viewer/viewer-types';
import type { ToolsRef } from './session/viewer-context';
import { measureRef, selectActiveTool, selectionRef, sliceRef } from './session/viewer-selectors';
import type { ViewerSession } from './session/viewer-session';
import type { StandardView } from './scene/camera-api';

export type CommandContext = { tools: ToolsRef; session: ViewerSession; readOnly: boolean };

/** A viewer command as data: its label key (viewer.commands.*), its keys, what it does. */
export type Command = {
  id: string;
  group: 'tools' | 'view' | 'visibility' | 'panels';
  /** Keys as shown in the help overlay. */
  keys: string[];
  matches: (e: KeyboardEvent) => boolean;
  perform: (c: CommandContext) => void;
};

const key =
  (k: string, shift = false) =>
  (e: KeyboardEvent) =>
    e.key.toLowerCase() === k && e.shiftKey === shift;

const selected = (c: CommandContext) => selectionRef(c.tools)?.getSnapshot().context.selected ?? [];

/** The box to frame: the selection when there is one, else the whole model. */
export function focusBox(c: CommandContext): Box3 {
  const model = c.session.model;
  if (!model) return new Box3();
  const sel = selected(c);
  const box = sel.length > 0 ? model.boxOf(sel, new Box3()) : model.bounds.clone();
  return box.isEmpty() ? model.bounds.clone() : box;
}

export function addAxisPlane(c: CommandContext, axis: Axis): void {
  const bounds = c.session.model?.bounds;
  if (!bounds || bounds.isEmpty()) return;
  const center = bounds.getCenter(bounds.min.clone());
  c.tools.send({ type: 'tool.choose', tool: 'slice' });
  c.tools.send({ type: 'slice.addAxis', axis, at: center[axis] });
}

const view = (v: StandardView) => (c: CommandContext) => c.session.camera?.view(v, focusBox(c));

export const commands: Command[] = [
  {
    id: 'select',
    group: 'tools',
    keys: ['V'],
    matches: key('v'),
    perform: (c) => c.tools.send({ type: 'tool.choose', tool: 'select' }),
  },
  {
    id: 'measure',
    group: 'tools',
    keys: ['M'],
    matches: key('m'),
    perform: (c) => c.tools.send({ type: 'tool.choose', tool: 'measure' }),
  },
  {
    id: 'slice',
    group: 'tools',
    keys: ['C'],
    matches: key('c'),
    perform: (c) => c.tools.send({ type: 'tool.choose', tool: 'slice' }),
  },
  {
    id: 'annotate',
    group: 'tools',
    keys: ['A'],
    matches: key('a'),
    perform: (c) => {
      if (c.readOnly) return;
      c.tools.send({ type: 'tool.choose', tool: 'annotate' });
      c.tools.send({ type: 'annotation.new' });
    },
  },
  {
    id: 'sliceX',
    group: 'tools',
    keys: ['X'],
    matches: key('x'),
    perform: (c) => addAxisPlane(c, 'x'),
  },
  {
    id: 'sliceY',
    group: 'tools',
    keys: ['Y'],
    matches: key('y'),
    perform: (c) => addAxisPlane(c, 'y'),
  },
  {
    id: 'sliceZ',
    group: 'tools',
    keys: ['Z'],
    matches: key('z'),
    perform: (c) => addAxisPlane(c, 'z'),
  },
  {
    id: 'sliceFace',
    group: 'tools',
    keys: ['Shift', 'C'],
    matches: key('c', true),
    perform: (c) => {
      c.tools.send({ type: 'tool.choose', tool: 'slice' });
      c.tools.send({ type: 'slice.pickFace' });
    },
  },
  {
    id: 'deleteLast',
    group: 'tools',
    keys: ['Delete'],
    matches: (e) => e.key === 'Delete' || e.key === 'Backspace',
    perform: (c) => {
      const tool = selectActiveTool(c.tools.getSnapshot());
      if (tool === 'measure') {
        const last = measureRef(c.tools)?.getSnapshot().context.measures.at(-1);
        if (last) c.tools.send({ type: 'measure.delete', id: last.id });
      } else if (tool === 'slice') {
        const last = sliceRef(c.tools)?.getSnapshot().context.planes.at(-1);
        if (last) c.tools.send({ type: 'slice.remove', id: last.id });
      }
    },
  },
  {
    id: 'fit',
    group: 'view',
    keys: ['F'],
    matches: key('f'),
    perform: (c) => c.session.camera?.fit(focusBox(c)),
  },
  { id: 'viewTop', group: 'view', keys: ['1'], matches: key('1'), perform: view('top') },
  { id: 'viewFront', group: 'view', keys: ['2'], matches: key('2'), perform: view('front') },
  { id: 'viewRight', group: 'view', keys: ['3'], matches: key('3'), perform: view('right') },
  { id: 'viewIso', group: 'view', keys: ['0'], matches: key('0'), perform: view('iso') },
  {
    id: 'hide',
    group: 'visibility',
    keys: ['H'],
    matches: key('h'),
    perform: (c) => {
      const sel = selected(c);
      if (sel.length === 0) return;
      c.tools.send({ type: 'visibility.hide', elements: sel });
      c.tools.send({ type: 'selection.clear' });
    },
  },
  {
    id: 'isolate',
    group: 'visibility',
    keys: ['I'],
    matches: key('i'),
    perform: (c) => {
      const sel = selected(c);
      if (sel.length > 0) c.tools.send({ type: 'visibility.isolate', elements: sel });
    },
  },
  {
    id: 'showAll',
    group: 'visibility',
    keys: ['Shift', 'H'],
    matches: key('h', true),
    perform: (c) => c.tools.send({ type: 'visibility.showAll' }),
  },
  {
    id: 'leftPane',
    group: 'panels',
    keys: ['T'],
    matches: key('t'),
    perform: (c) => c.tools.send({ type: 'pane.toggle' }),
  },
  {
    id: 'bcf',
    group: 'panels',
    keys: ['B'],
    matches: key('b'),
    perform: (c) => c.tools.send({ type: 'panel.toggle', panel: 'bcf' }),
  },
  {
    id: 'viewpoints',
    group: 'panels',
    keys: ['K'],
    matches: key('k'),
    perform: (c) => c.tools.send({ type: 'panel.toggle', panel: 'viewpoints' }),
  },
  {
    id: 'compare',
    group: 'panels',
    keys: ['D'],
    matches: key('d'),
    perform: (c) => c.tools.send({ type: 'panel.toggle', panel: 'compare' }),
  },
  {
    id: 'filters',
    group: 'panels',
    keys: ['G'],
    matches: key('g'),
    perform: (c) => c.tools.send({ type: 'panel.toggle', panel: 'filters' }),
  },
  {
    id: 'takeoff',
    group: 'panels',
    keys: ['O'],
    matches: key('o'),
    perform: (c) => c.tools.send({ type: 'panel.toggle', panel: 'takeoff' }),
  },
  {
    id: 'pins',
    group: 'visibility',
    keys: ['Shift', 'A'],
    matches: key('a', true),
    perform: (c) => c.tools.send({ type: 'annotation.toggleVisible' }),
  },
  {
    id: 'properties',
    group: 'panels',
    keys: ['P'],
    matches: key('p'),
    perform: (c) => c.tools.send({ type: 'properties.toggle' }),
  },
  {
    id: 'help',
    group: 'panels',
    keys: ['?'],
    matches: (e) => e.key === '?',
    perform: (c) => c.tools.send({ type: 'help.toggle' }),
  },
  {
    id: 'escape',
    group: 'panels',
    keys: ['Escape'],
    matches: (e) => e.key === 'Escape',
    perform: (c) => c.tools.send({ type: 'key.escape' }),
  },
];

/** Keys typed in a field, or with Ctrl/⌘/Alt, belong to the page, not to the viewer. */
export function isForViewer(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  const t = e.target as HTMLElement | null;
  if (!t) return true;
  return !(t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName));
}
