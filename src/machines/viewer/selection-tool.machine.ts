import { assign, setup } from 'xstate';
import type { Vec3 } from './viewer-types';

export type SelectionEvent =
  | { type: 'selection.hover'; element: number | null }
  | { type: 'selection.pick'; element: number | null; additive: boolean; point?: Vec3 }
  | { type: 'selection.set'; elements: number[] }
  | { type: 'selection.clear' }
  | { type: 'key.escape' };

export type SelectionContext = {
  selected: number[];
  hovered: number | null;
  /** Where the last pick touched the model (SPEC §3 "world position"). */
  worldPosition: Vec3 | null;
};

const toggle = (list: number[], element: number) =>
  list.includes(element) ? list.filter((e) => e !== element) : [...list, element];

/**
 * Selection: a click selects one element, a click with the modifier (Ctrl/⌘ or Shift) adds or
 * removes one, a click on nothing clears; hovering highlights. Escape clears the selection.
 */
export const selectionToolMachine = setup({
  types: { context: {} as SelectionContext, events: {} as SelectionEvent },
  guards: {
    /** The selection that results from the event is not empty. */
    resultNotEmpty: (
      { context },
      p: { element: number | null; additive: boolean } | { elements: number[] },
    ) => {
      if ('elements' in p) return p.elements.length > 0;
      if (p.element === null) return p.additive && context.selected.length > 0;
      return p.additive ? toggle(context.selected, p.element).length > 0 : true;
    },
  },
  actions: {
    hover: assign((_, p: { element: number | null }) => ({ hovered: p.element })),
    pick: assign(({ context }, p: { element: number | null; additive: boolean; point?: Vec3 }) => {
      const worldPosition = p.point ?? context.worldPosition;
      if (p.element === null)
        return { selected: p.additive ? context.selected : [], worldPosition };
      return {
        selected: p.additive ? toggle(context.selected, p.element) : [p.element],
        worldPosition,
      };
    }),
    set: assign((_, p: { elements: number[] }) => ({ selected: [...new Set(p.elements)] })),
    clear: assign({ selected: [] }),
  },
}).createMachine({
  id: 'selection',
  context: { selected: [], hovered: null, worldPosition: null },
  initial: 'empty',
  on: {
    'selection.hover': {
      actions: { type: 'hover', params: ({ event }) => ({ element: event.element }) },
    },
    'selection.pick': [
      {
        guard: {
          type: 'resultNotEmpty',
          params: ({ event }) => ({ element: event.element, additive: event.additive }),
        },
        target: '.selected',
        actions: { type: 'pick', params: ({ event }) => event },
      },
      { target: '.empty', actions: { type: 'pick', params: ({ event }) => event } },
    ],
    'selection.set': [
      {
        guard: { type: 'resultNotEmpty', params: ({ event }) => ({ elements: event.elements }) },
        target: '.selected',
        actions: { type: 'set', params: ({ event }) => ({ elements: event.elements }) },
      },
      { target: '.empty', actions: 'clear' },
    ],
    'selection.clear': { target: '.empty', actions: 'clear' },
  },
  states: {
    empty: {},
    selected: {
      on: { 'key.escape': { target: 'empty', actions: 'clear' } },
    },
  },
});
