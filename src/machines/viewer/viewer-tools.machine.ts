import { assign, sendTo, setup, stateIn } from 'xstate';
import { annotationToolMachine, type AnnotationEvent } from './annotation-tool.machine';
import { measureToolMachine, type MeasureEvent } from './measure-tool.machine';
import { selectionToolMachine, type SelectionEvent } from './selection-tool.machine';
import { sliceToolMachine, type SliceEvent } from './slice-tool.machine';
import type { PropertyTab } from './viewer-types';

export type ToolName = 'select' | 'measure' | 'slice' | 'annotate';
/**
 * Panels of the end side: properties, BCF topics with the tasks, saved viewpoints, and for a
 * processed model the compare with another version and the saved searches as colour filters;
 * the take-off of the selection (order from the model).
 */
export type SidePanel = 'properties' | 'bcf' | 'viewpoints' | 'compare' | 'filters' | 'takeoff';
export type ViewerDialog = 'newTopic' | 'newTask' | 'editTask' | 'saveViewpoint';

type Internal = 'key.escape' | 'tool.leave';

export type ViewerToolsEvent =
  | { type: 'tool.choose'; tool: ToolName }
  | { type: 'tool.exited' }
  | { type: 'key.escape' }
  | { type: 'help.toggle' }
  | { type: 'pane.toggle' }
  | { type: 'properties.toggle' }
  | { type: 'properties.tab'; tab: PropertyTab }
  | { type: 'panel.toggle'; panel: SidePanel }
  | { type: 'topic.open'; id: string }
  | { type: 'topic.close' }
  | { type: 'dialog.open'; dialog: ViewerDialog; taskId?: string }
  | { type: 'dialog.close' }
  /** The app's dialog reset (sign-out, a 401, a refused call): every viewer dialog closes. */
  | { type: 'dialogs.reset' }
  | { type: 'visibility.hide'; elements: number[] }
  | { type: 'visibility.show'; elements: number[] }
  | { type: 'visibility.isolate'; elements: number[] }
  | { type: 'visibility.showAll' }
  | Exclude<SelectionEvent, { type: Internal }>
  | Exclude<MeasureEvent, { type: Internal }>
  | Exclude<SliceEvent, { type: Internal }>
  | Exclude<AnnotationEvent, { type: Internal }>;

export type ViewerToolsContext = {
  leftPane: boolean;
  sidePanel: SidePanel | null;
  propertyTab: PropertyTab;
  /** The BCF topic shown in detail in the BCF panel. */
  topicId: string | null;
  /** The task the edit-task dialog is about. */
  taskId: string | null;
  /** Elements hidden one by one; `isolated` (when set) shows only those elements. */
  hidden: number[];
  isolated: number[] | null;
};

const without = (list: number[], remove: number[]) => {
  const drop = new Set(remove);
  return list.filter((e) => !drop.has(e));
};

/**
 * The viewer state of SPEC §3 in one actor: a child per tool (selection, measure, slice,
 * annotations) holding that tool's own states; the active tool gets Escape and answers
 * `tool.exited` when it has nothing in progress, and selection becomes the tool again. The help
 * overlay and the dialogs (new BCF, new/edit task, save viewpoint) take Escape first. Panels,
 * the property tab, the open topic and visibility live here.
 */
export const viewerToolsMachine = setup({
  types: {
    context: {} as ViewerToolsContext,
    events: {} as ViewerToolsEvent,
    /** `compact`: a small screen, where the panels are sheets over the scene and start closed. */
    input: {} as { compact?: boolean },
  },
  actors: {
    selection: selectionToolMachine,
    measure: measureToolMachine,
    slice: sliceToolMachine,
    annotations: annotationToolMachine,
  },
  guards: {
    nothingOver: stateIn({ overlay: 'none', dialog: 'none' }),
    toolIs: (_, p: { tool: ToolName; expected: ToolName }) => p.tool === p.expected,
    /** The dialog asked for is `expected` (editing a task names the task). */
    dialogIs: (_, p: { dialog: ViewerDialog; expected: ViewerDialog; taskId?: string }) =>
      p.dialog === p.expected && (p.expected !== 'editTask' || !!p.taskId),
  },
  actions: {
    togglePane: assign(({ context }) => ({ leftPane: !context.leftPane })),
    togglePanel: assign(({ context }, p: { panel: SidePanel }) => ({
      sidePanel: context.sidePanel === p.panel ? null : p.panel,
    })),
    setTab: assign((_, p: { tab: PropertyTab }) => ({
      propertyTab: p.tab,
      sidePanel: 'properties' as const,
    })),
    openTopic: assign((_, p: { id: string }) => ({ topicId: p.id, sidePanel: 'bcf' as const })),
    closeTopic: assign({ topicId: null }),
    setTask: assign((_, p: { taskId: string | null }) => ({ taskId: p.taskId })),
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
  context: ({ input }) => ({
    leftPane: !input?.compact,
    sidePanel: input?.compact ? null : 'properties',
    propertyTab: 'attributes',
    topicId: null,
    taskId: null,
    hidden: [],
    isolated: null,
  }),
  invoke: [
    { id: 'selection', src: 'selection' },
    { id: 'measure', src: 'measure' },
    { id: 'slice', src: 'slice' },
    { id: 'annotations', src: 'annotations' },
  ],
  on: {
    'pane.toggle': { actions: 'togglePane' },
    'properties.toggle': { actions: { type: 'togglePanel', params: { panel: 'properties' } } },
    'panel.toggle': {
      actions: { type: 'togglePanel', params: ({ event }) => ({ panel: event.panel }) },
    },
    'properties.tab': { actions: { type: 'setTab', params: ({ event }) => ({ tab: event.tab }) } },
    'topic.open': { actions: { type: 'openTopic', params: ({ event }) => ({ id: event.id }) } },
    'topic.close': { actions: 'closeTopic' },
    'visibility.hide': { actions: { type: 'hide', params: ({ event }) => event } },
    'visibility.show': { actions: { type: 'show', params: ({ event }) => event } },
    'visibility.isolate': { actions: { type: 'isolate', params: ({ event }) => event } },
    'visibility.showAll': { actions: 'showAll' },
    'selection.*': { actions: sendTo('selection', ({ event }) => event) },
    'measure.delete': { actions: sendTo('measure', ({ event }) => event) },
    'measure.clear': { actions: sendTo('measure', ({ event }) => event) },
    'slice.*': { actions: sendTo('slice', ({ event }) => event) },
    'annotation.open': { actions: sendTo('annotations', ({ event }) => event) },
    'annotation.close': { actions: sendTo('annotations', ({ event }) => event) },
    'annotation.toggleVisible': { actions: sendTo('annotations', ({ event }) => event) },
    'annotation.saved': { actions: sendTo('annotations', ({ event }) => event) },
    'annotation.cancel': { actions: sendTo('annotations', ({ event }) => event) },
    'annotation.edit': { actions: sendTo('annotations', ({ event }) => event) },
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
          {
            guard: {
              type: 'toolIs',
              params: ({ event }) => ({ tool: event.tool, expected: 'annotate' }),
            },
            target: '.annotate',
          },
          { target: '.select' },
        ],
        'tool.exited': '.select',
      },
      states: {
        select: {
          on: {
            'key.escape': {
              guard: 'nothingOver',
              actions: sendTo('selection', { type: 'key.escape' }),
            },
          },
        },
        measure: {
          exit: sendTo('measure', { type: 'tool.leave' }),
          on: {
            'key.escape': {
              guard: 'nothingOver',
              actions: sendTo('measure', { type: 'key.escape' }),
            },
            'measure.point': { actions: sendTo('measure', ({ event }) => event) },
          },
        },
        slice: {
          exit: sendTo('slice', { type: 'tool.leave' }),
          on: {
            'key.escape': {
              guard: 'nothingOver',
              actions: sendTo('slice', { type: 'key.escape' }),
            },
          },
        },
        annotate: {
          entry: sendTo('annotations', { type: 'annotation.new' }),
          exit: sendTo('annotations', { type: 'tool.leave' }),
          on: {
            'key.escape': {
              guard: 'nothingOver',
              actions: sendTo('annotations', { type: 'key.escape' }),
            },
            'annotation.new': { actions: sendTo('annotations', ({ event }) => event) },
            'annotation.place': { actions: sendTo('annotations', ({ event }) => event) },
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
    dialog: {
      initial: 'none',
      states: {
        none: {
          on: {
            'dialog.open': [
              {
                guard: {
                  type: 'dialogIs',
                  params: ({ event }) => ({ ...event, expected: 'newTopic' }),
                },
                target: 'newTopic',
              },
              {
                guard: {
                  type: 'dialogIs',
                  params: ({ event }) => ({ ...event, expected: 'newTask' }),
                },
                target: 'newTask',
              },
              {
                guard: {
                  type: 'dialogIs',
                  params: ({ event }) => ({ ...event, expected: 'editTask' }),
                },
                target: 'editTask',
                actions: {
                  type: 'setTask',
                  params: ({ event }) => ({ taskId: event.taskId ?? null }),
                },
              },
              {
                guard: {
                  type: 'dialogIs',
                  params: ({ event }) => ({ ...event, expected: 'saveViewpoint' }),
                },
                target: 'saveViewpoint',
              },
            ],
          },
        },
        newTopic: {},
        newTask: {},
        editTask: { exit: { type: 'setTask', params: { taskId: null } } },
        saveViewpoint: {},
      },
      on: {
        'dialog.close': '.none',
        'key.escape': '.none',
        // The new-annotation form is the annotation tool's: it is dropped too.
        'dialogs.reset': {
          target: '.none',
          actions: sendTo('annotations', { type: 'annotation.cancel' }),
        },
      },
    },
  },
});
