import { describe, expect } from 'vitest';
import { createMachine, stateIn } from 'xstate';
import { selectActiveToolName, specParts, toolsModelTests } from './viewer-tools.test-helpers';

/**
 * The active tool (toolbar) and the shortcut help overlay. V, M and C pick a tool; ESC presses
 * Escape (closes the help first, else leaves an idle tool); HELP toggles the help. PANE and
 * PROPS (below) toggle the panels; TAB opens the quantities tab (and the panel with it).
 */
// Escape with the help closed leaves an idle tool (measure, slice) for selection.
const helpClosed = stateIn({ overlay: 'none' });

const spec = createMachine({
  id: 'toolsSpec',
  type: 'parallel',
  states: {
    tool: {
      initial: 'select',
      states: {
        select: { on: { M: 'measure', C: 'slice', V: 'select' } },
        measure: {
          on: {
            V: 'select',
            C: 'slice',
            M: 'measure',
            ESC: { target: 'select', guard: helpClosed },
          },
        },
        slice: {
          on: {
            V: 'select',
            M: 'measure',
            C: 'slice',
            ESC: { target: 'select', guard: helpClosed },
          },
        },
      },
    },
    overlay: {
      initial: 'none',
      states: {
        none: { on: { HELP: 'help' } },
        help: { on: { HELP: 'none', ESC: 'none' } },
      },
    },
  },
});

describe('viewer tools (model-based)', () => {
  toolsModelTests(spec, (tools) => {
    return {
      check: (state) => {
        const parts = specParts(state);
        const real = tools.getSnapshot();
        expect(selectActiveToolName(tools)).toBe(parts['tool']);
        expect(real.matches({ overlay: 'help' })).toBe(parts['overlay'] === 'help');
      },
      events: {
        V: () => tools.send({ type: 'tool.choose', tool: 'select' }),
        M: () => tools.send({ type: 'tool.choose', tool: 'measure' }),
        C: () => tools.send({ type: 'tool.choose', tool: 'slice' }),
        ESC: () => tools.send({ type: 'key.escape' }),
        HELP: () => tools.send({ type: 'help.toggle' }),
      },
    };
  });
});

/** The panels: the tree pane and the properties panel with its tab. */
const panelsSpec = createMachine({
  id: 'panelsSpec',
  type: 'parallel',
  states: {
    pane: {
      initial: 'open',
      states: { open: { on: { PANE: 'closed' } }, closed: { on: { PANE: 'open' } } },
    },
    props: {
      initial: 'attributes',
      states: {
        attributes: { on: { PROPS: 'hidden', TAB: 'quantities' } },
        hidden: { on: { PROPS: 'attributes', TAB: 'quantities' } },
        quantities: { on: { PROPS: 'quantitiesHidden' } },
        quantitiesHidden: { on: { PROPS: 'quantities', TAB: 'quantities' } },
      },
    },
  },
});

describe('viewer panels (model-based)', () => {
  toolsModelTests(panelsSpec, (tools) => {
    return {
      check: (state) => {
        const parts = specParts(state);
        const { context } = tools.getSnapshot();
        expect(context.leftPane).toBe(parts['pane'] === 'open');
        expect(context.sidePanel === 'properties').toBe(
          !parts['props']!.toLowerCase().includes('hidden'),
        );
        expect(context.propertyTab).toBe(
          parts['props']!.startsWith('quantities') ? 'quantities' : 'attributes',
        );
      },
      events: {
        PANE: () => tools.send({ type: 'pane.toggle' }),
        PROPS: () => tools.send({ type: 'properties.toggle' }),
        TAB: () => tools.send({ type: 'properties.tab', tab: 'quantities' }),
      },
    };
  });
});

/** Visibility: hide, isolate, show again, show all (the tree's eyes and the H, I, Shift+H keys). */
const visibilitySpec = createMachine({
  id: 'visibilitySpec',
  initial: 'all',
  states: {
    all: { on: { HIDE_1: 'hidden1', ISOLATE_12: 'isolated12', SHOW_ALL: 'all', SHOW_1: 'all' } },
    hidden1: {
      on: { SHOW_1: 'all', ISOLATE_12: 'isolated12', SHOW_ALL: 'all', HIDE_1: 'hidden1' },
    },
    isolated12: { on: { HIDE_1: 'isolated2', SHOW_ALL: 'all', ISOLATE_12: 'isolated12' } },
    isolated2: { on: { SHOW_1: 'isolated21', SHOW_ALL: 'all' } },
    isolated21: { on: { SHOW_ALL: 'all' } },
  },
});

const shown: Record<string, { hidden: number[]; isolated: number[] | null }> = {
  all: { hidden: [], isolated: null },
  hidden1: { hidden: [1], isolated: null },
  isolated12: { hidden: [], isolated: [1, 2] },
  isolated2: { hidden: [1], isolated: [2] },
  isolated21: { hidden: [], isolated: [2, 1] },
};

describe('viewer visibility (model-based)', () => {
  toolsModelTests(visibilitySpec, (tools) => {
    return {
      check: (state) => {
        const { hidden, isolated } = tools.getSnapshot().context;
        expect({ hidden, isolated }).toEqual(shown[state]);
      },
      events: {
        HIDE_1: () => tools.send({ type: 'visibility.hide', elements: [1] }),
        SHOW_1: () => tools.send({ type: 'visibility.show', elements: [1] }),
        ISOLATE_12: () => tools.send({ type: 'visibility.isolate', elements: [1, 2] }),
        SHOW_ALL: () => tools.send({ type: 'visibility.showAll' }),
      },
    };
  });
});
