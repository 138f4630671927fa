import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { selectActiveToolName, toolsChild, toolsModelTests } from './viewer-tools.test-helpers';

/**
 * What the user sees of the measure tool: how many measures are kept, whether a first point is
 * placed, whether the tool is still active. POINT clicks the model, ESC presses Escape, DELETE
 * deletes the first kept measure, CLEAR deletes all, LEAVE picks the selection tool.
 */
const spec = createMachine({
  id: 'measureSpec',
  initial: 'none',
  states: {
    none: {
      on: {
        POINT: 'noneStarted',
        ESC: 'leftNone',
        CLEAR: 'none',
        DELETE: 'none',
        LEAVE: 'leftNone',
      },
    },
    noneStarted: {
      on: { POINT: 'one', ESC: 'none', CLEAR: 'none', DELETE: 'noneStarted', LEAVE: 'leftNone' },
    },
    one: {
      on: { POINT: 'oneStarted', ESC: 'leftOne', CLEAR: 'none', DELETE: 'none', LEAVE: 'leftOne' },
    },
    oneStarted: {
      on: { POINT: 'two', ESC: 'one', CLEAR: 'none', DELETE: 'noneStarted', LEAVE: 'leftOne' },
    },
    two: { on: { ESC: 'leftTwo', CLEAR: 'none', DELETE: 'one', LEAVE: 'leftTwo' } },
    leftNone: { on: { POINT: 'leftNone', ESC: 'leftNone' } },
    leftOne: { on: { POINT: 'leftOne', ESC: 'leftOne', DELETE: 'leftNone', CLEAR: 'leftNone' } },
    leftTwo: { on: { DELETE: 'leftOne', CLEAR: 'leftNone' } },
  },
});

const expected: Record<string, { tool: string; measures: number; started: boolean }> = {
  none: { tool: 'measure', measures: 0, started: false },
  noneStarted: { tool: 'measure', measures: 0, started: true },
  one: { tool: 'measure', measures: 1, started: false },
  oneStarted: { tool: 'measure', measures: 1, started: true },
  two: { tool: 'measure', measures: 2, started: false },
  leftNone: { tool: 'select', measures: 0, started: false },
  leftOne: { tool: 'select', measures: 1, started: false },
  leftTwo: { tool: 'select', measures: 2, started: false },
};

describe('measure tool (model-based)', () => {
  toolsModelTests(spec, (tools) => {
    tools.send({ type: 'tool.choose', tool: 'measure' });
    let x = 0;
    const measure = () => toolsChild(tools, 'measure');
    return {
      check: (state) => {
        const want = expected[state]!;
        const ctx = measure().getSnapshot().context;
        expect(selectActiveToolName(tools)).toBe(want.tool);
        expect(ctx.measures).toHaveLength(want.measures);
        expect(ctx.start !== null).toBe(want.started);
        // Each measure runs between consecutive points one metre apart along X.
        for (const m of ctx.measures) expect(m.length).toBeCloseTo(1);
      },
      events: {
        POINT: () => {
          tools.send({ type: 'measure.point', point: [x, 0, 0], snap: 'vertex' });
          x += 1;
        },
        ESC: () => tools.send({ type: 'key.escape' }),
        DELETE: () => {
          const first = measure().getSnapshot().context.measures[0];
          if (first) tools.send({ type: 'measure.delete', id: first.id });
        },
        CLEAR: () => tools.send({ type: 'measure.clear' }),
        LEAVE: () => tools.send({ type: 'tool.choose', tool: 'select' }),
      },
    };
  });
});
