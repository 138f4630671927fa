import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { toolsChild, toolsModelTests } from './viewer-tools.test-helpers';
import { viewerToolsMachine } from './viewer-tools.machine';

const A = 3;
const B = 8;

/**
 * What the user sees of the selection: which elements are highlighted as selected. CLICK_x
 * clicks an element, ADD_x clicks it with Ctrl/⌘/Shift (adds or removes it), CLICK_NOTHING
 * clicks empty space, ADD_NOTHING does so with the modifier (keeps the selection), SET_AB picks
 * both from the tree, ESC presses Escape, CLEAR clears from a command.
 */
const spec = createMachine({
  id: 'selectionSpec',
  initial: 'none',
  states: {
    none: {
      on: {
        CLICK_A: 'a',
        CLICK_B: 'b',
        ADD_A: 'a',
        ADD_B: 'b',
        CLICK_NOTHING: 'none',
        ADD_NOTHING: 'none',
        SET_AB: 'ab',
        SET_NONE: 'none',
        ESC: 'none',
        CLEAR: 'none',
      },
    },
    a: {
      on: {
        CLICK_A: 'a',
        CLICK_B: 'b',
        ADD_A: 'none',
        ADD_B: 'ab',
        CLICK_NOTHING: 'none',
        ADD_NOTHING: 'a',
        SET_AB: 'ab',
        SET_NONE: 'none',
        ESC: 'none',
        CLEAR: 'none',
      },
    },
    b: { on: { CLICK_A: 'a', ADD_A: 'ba', ADD_B: 'none', ESC: 'none' } },
    ab: {
      on: { CLICK_B: 'b', ADD_A: 'b', ADD_B: 'a', ADD_NOTHING: 'ab', ESC: 'none', CLEAR: 'none' },
    },
    ba: { on: { ADD_B: 'a', ESC: 'none' } },
  },
});

const expected: Record<string, number[]> = { none: [], a: [A], b: [B], ab: [A, B], ba: [B, A] };

describe('selection tool (model-based)', () => {
  toolsModelTests(spec, (tools) => {
    const pick = (element: number | null, additive: boolean) =>
      tools.send({ type: 'selection.pick', element, additive, point: [1, 2, 3] });
    return {
      check: (state) => {
        const selection = toolsChild(tools, 'selection').getSnapshot();
        expect(selection.context.selected).toEqual(expected[state]);
        expect(selection.matches('selected')).toBe(expected[state]!.length > 0);
        expect(tools.getSnapshot().matches({ tool: 'select' })).toBe(true);
      },
      events: {
        CLICK_A: () => pick(A, false),
        CLICK_B: () => pick(B, false),
        ADD_A: () => pick(A, true),
        ADD_B: () => pick(B, true),
        CLICK_NOTHING: () => pick(null, false),
        ADD_NOTHING: () => pick(null, true),
        SET_AB: () => tools.send({ type: 'selection.set', elements: [A, B, A] }),
        SET_NONE: () => tools.send({ type: 'selection.set', elements: [] }),
        ESC: () => tools.send({ type: 'key.escape' }),
        CLEAR: () => tools.send({ type: 'selection.clear' }),
      },
    };
  });

  it('highlights the hovered element and remembers where the last pick touched the model', () => {
    const tools = createActor(viewerToolsMachine, { input: {} }).start();
    tools.send({ type: 'selection.hover', element: A });
    expect(toolsChild(tools, 'selection').getSnapshot().context.hovered).toBe(A);
    tools.send({ type: 'selection.pick', element: B, additive: false, point: [1, 2, 3] });
    tools.send({ type: 'selection.hover', element: null });
    const ctx = toolsChild(tools, 'selection').getSnapshot().context;
    expect(ctx.hovered).toBeNull();
    expect(ctx.worldPosition).toEqual([1, 2, 3]);
    tools.stop();
  });
});
