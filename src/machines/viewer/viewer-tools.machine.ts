import { assign, sendTo, setup, stateIn } from 'xstate';
import { measureToolMachine, type MeasureEvent } from './measure-tool.machine';
import { selectionToolMachine, type SelectionEvent } from './selection-tool.machine';
import { sliceToolMachine, type SliceEvent } from './slice-tool.machine';
import type { PropertyTab } from './viewer-types';

export type ToolName = 'select' | 'measure' | 'slice';

export type ViewerToolsEvent =
  | { type: 'tool.choose'; tool: ToolName }
  | { type: 'tool.exited' }
  | { type: 'key.escape' }
  | { type: 'help.toggle' }
  | { type: 'pane.toggle' }
  | { type: 'properties.toggle' }
  | { type: 'properties.tab'; tab: PropertyTab }
  | { type: 'visibility.hide'; elements: number[] }
  | { type: 'visibility.show'; elements: number[] }
  | { type: 'visibility.isolate'; elements: number[] }
  | { type: 'visibility.showAll' }
  | Exclude<SelectionEvent, { type: 'key.escape' }>
  | Exclude<MeasureEvent, { type: 'key.escape' | 'tool.leave' }>
  | Exclude<SliceEvent, { type: 'key.escape' | 'tool.leave' }>;

export type ViewerToolsContext = {
  leftPane: boolean;
  propertiesPanel: boolean;
  propertyTab: PropertyTab;
  /** Elements hidden one by one; `isolated` (when set) shows only those elements. */
  hidden: number[];
  isolated: number[] | null;
};

const without = (list: number[], remove: number[]) => {
  const drop = new Set(remove);
  return list.filter((e) => !drop.has(e));
};

/**
 * The viewer's tools (SPEC §3 "viewer state"): one actor, with a child per tool (selection,
 * measure, slice) that holds that tool's own states. The active tool receives Escape; a tool
 * with nothing in progress answers `tool.exited` and selection becomes the tool again. The
 * help overlay takes Escape first. Panels, the property tab and visibility live here.
 */
export const viewerToolsMachine = setup({
  types: { context: {} as ViewerToolsContext, events: {} as ViewerToolsEvent },
  actors: {
    selection: selectionToolMachine,
    measure: measureToolMachine,
    slice: sliceToolMachine,
  },
  guards: {
    helpClosed: stateIn({ overlay: 'none' }),
    toolIs: (_, p: { tool: ToolName; expected: ToolName }) => p.tool === p.expected,
  },
  actions: {
    togglePane: assign(({ context }) => ({ leftPane: !context.leftPane })),
    toggleProperties: assign(({ context }) => ({ propertiesPanel: !context.propertiesPanel })),
    setTab: assign((_, p: { tab: PropertyTab }) => ({ propertyTab: p.tab, propertiesPanel: true })),
    hide: assign(({ context }, p: { elements: number[] }) => ({
      hidden: [...without(context.hidden, p.elements), ...p.elements],
      isolated: context.isolated ? without(context.isolated, p.elements) : null,
    })),
    show: assign(({ context }, p: { elements: number[] }) => ({
      hidden: without(context.hidden, p.elements),
      isolated: context.isolated ? [...without(context.isolated, p.elements), ...p.elements] : null,
    })),
    isolate: assign((_, p: { elements: number[] }) => ({ isolated: [...p.elements], hidden: [] })),
    showAll: assign({ hidden: [], isolated: null }),
  },
}).createMachine({
  id: 'viewerTools',
  type: 'parallel',
  context: {
    leftPane: true,
    propertiesPanel: true,
    propertyTab: 'attributes',
    hidden: [],
    isolated: null,
  },
  invoke: [
    { id: 'selection', src: 'selection' },
    { id: 'measure', src: 'measure' },
    { id: 'slice', src: 'slice' },
  ],
  on: {
    'pane.toggle': { actions: 'togglePane' },
    'properties.toggle': { actions: 'toggleProperties' },
    'properties.tab': { actions: { type: 'setTab', params: ({ event }) => ({ tab: event.tab }) } },
    'visibility.hide': { actions: { type: 'hide', params: ({ event }) => event } },
    'visibility.show': { actions: { type: 'show', params: ({ event }) => event } },
    'visibility.isolate': { actions: { type: 'isolate', params: ({ event }) => event } },
    'visibility.showAll': { actions: 'showAll' },
    'selection.*': { actions: sendTo('selection', ({ event }) => event) },
    'measure.delete': { actions: sendTo('measure', ({ event }) => event) },
    'measure.clear': { actions: sendTo('measure', ({ event }) => event) },
    'slice.*': { actions: sendTo('slice', ({ event }) => event) },
  },
  states: {
    tool: {
      initial: 'select',
      on: {
        'tool.choose': [
          {
            guard: {
              type: 'toolIs',
              params: ({ event }) => ({ tool: event.tool, expected: 'measure' }),
            },
            target: '.measure',
          },
          {
            guard: {
              type: 'toolIs',
              params: ({ event }) => ({ tool: event.tool, expected: 'slice' }),
            },
            target: '.slice',
          },
          { target: '.select' },
        ],
        'tool.exited': '.select',
      },
      states: {
        select: {
          on: {
            'key.escape': {
              guard: 'helpClosed',
              actions: sendTo('selection', { type: 'key.escape' }),
            },
          },
        },
        measure: {
          exit: sendTo('measure', { type: 'tool.leave' }),
          on: {
            'key.escape': {
              guard: 'helpClosed',
              actions: sendTo('measure', { type: 'key.escape' }),
            },
            'measure.point': { actions: sendTo('measure', ({ event }) => event) },
          },
        },
        slice: {
          exit: sendTo('slice', { type: 'tool.leave' }),
          on: {
            'key.escape': { guard: 'helpClosed', actions: sendTo('slice', { type: 'key.escape' }) },
          },
        },
      },
    },
    overlay: {
      initial: 'none',
      states: {
        none: { on: { 'help.toggle': 'help' } },
        help: { on: { 'help.toggle': 'none', 'key.escape': 'none' } },
      },
    },
  },
});
