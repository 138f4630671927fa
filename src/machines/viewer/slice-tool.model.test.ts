import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import { selectActiveToolName, toolsChild, toolsModelTests } from './viewer-tools.test-helpers';

/**
 * What the user sees of the slice tool: how many planes cut the model, whether a face is being
 * picked or a plane dragged, where the first plane sits. ADD_X adds a plane along X through the
 * origin; PICK asks for a face and FACE clicks one; DRAG grabs the first plane, MOVE moves it one
 * metre, DROP lets go; FLIP flips the first plane; REMOVE deletes it; CLEAR deletes all; ESC
 * presses Escape; LEAVE picks the selection tool.
 */
const spec = createMachine({
  id: 'sliceSpec',
  initial: 'none',
  states: {
    none: {
      on: { ADD_X: 'one', PICK: 'picking', ESC: 'leftNone', CLEAR: 'none', LEAVE: 'leftNone' },
    },
    picking: {
      on: { FACE: 'oneFace', ESC: 'none', LEAVE: 'leftNone', ADD_X: 'one', CLEAR: 'none' },
    },
    one: {
      on: {
        ADD_X: 'two',
        PICK: 'pickingOne',
        DRAG: 'dragging',
        FLIP: 'oneFlipped',
        REMOVE: 'none',
        CLEAR: 'none',
        ESC: 'leftOne',
        LEAVE: 'leftOne',
      },
    },
    oneFace: { on: { REMOVE: 'none', ESC: 'leftOneFace' } },
    oneFlipped: { on: { FLIP: 'one', REMOVE: 'none' } },
    pickingOne: { on: { FACE: 'twoFace', ESC: 'one', LEAVE: 'leftOne' } },
    dragging: {
      on: { MOVE: 'draggingMoved', DROP: 'one', ESC: 'one', LEAVE: 'leftOne', REMOVE: 'none' },
    },
    draggingMoved: {
      on: { DROP: 'oneMoved', ESC: 'one', LEAVE: 'leftOneMoved', MOVE: 'draggingMoved2' },
    },
    draggingMoved2: { on: { ESC: 'one', DROP: 'oneMoved2' } },
    oneMoved: { on: { DRAG: 'draggingFromMoved', REMOVE: 'none' } },
    oneMoved2: {},
    draggingFromMoved: { on: { MOVE: 'draggingFromMovedMoved', ESC: 'oneMoved' } },
    draggingFromMovedMoved: { on: { ESC: 'oneMoved', DROP: 'oneMoved2' } },
    two: { on: { REMOVE: 'one', CLEAR: 'none', ESC: 'leftTwo' } },
    twoFace: { on: { REMOVE: 'oneFace', CLEAR: 'none' } },
    leftNone: { on: { ESC: 'leftNone' } },
    leftOne: {
      on: { ESC: 'leftOne', REMOVE: 'leftNone', CLEAR: 'leftNone', FLIP: 'leftOneFlipped' },
    },
    leftOneFlipped: {},
    leftOneFace: {},
    leftOneMoved: {},
    leftTwo: { on: { CLEAR: 'leftNone' } },
  },
});

type Want = {
  tool: string;
  mode: 'idle' | 'picking' | 'dragging';
  planes: number;
  first?: [number, number];
};
const slice = (mode: Want['mode'], planes: number, first?: [number, number]): Want => ({
  tool: 'slice',
  mode,
  planes,
  first,
});
const left = (planes: number, first?: [number, number]): Want => ({
  tool: 'select',
  mode: 'idle',
  planes,
  first,
});

// first: [normal x, offset] of the first plane. Along X through the origin, the part beyond is cut.
const expected: Record<string, Want> = {
  none: slice('idle', 0),
  // A viewpoint restores two planes: y ≥ 1 and x ≤ 4 (normal -X, offset -4).
  restored: slice('idle', 2, [0, 1]),
  restoredOne: slice('idle', 1, [-1, -4]),
  picking: slice('picking', 0),
  one: slice('idle', 1, [-1, 0]),
  oneFace: slice('idle', 1, [-1, -2]),
  oneFlipped: slice('idle', 1, [1, 0]),
  pickingOne: slice('picking', 1, [-1, 0]),
  dragging: slice('dragging', 1, [-1, 0]),
  draggingMoved: slice('dragging', 1, [-1, 1]),
  draggingMoved2: slice('dragging', 1, [-1, 2]),
  oneMoved: slice('idle', 1, [-1, 1]),
  oneMoved2: slice('idle', 1, [-1, 2]),
  draggingFromMoved: slice('dragging', 1, [-1, 1]),
  draggingFromMovedMoved: slice('dragging', 1, [-1, 2]),
  two: slice('idle', 2, [-1, 0]),
  twoFace: slice('idle', 2, [-1, 0]),
  leftNone: left(0),
  leftOne: left(1, [-1, 0]),
  leftOneFlipped: left(1, [1, 0]),
  leftOneFace: left(1, [-1, -2]),
  leftOneMoved: left(1, [-1, 1]),
  leftTwo: left(2, [-1, 0]),
};

describe('slice tool (model-based)', () => {
  toolsModelTests(spec, (tools) => {
    tools.send({ type: 'tool.choose', tool: 'slice' });
    const child = () => toolsChild(tools, 'slice').getSnapshot();
    const first = () => child().context.planes[0]!;
    return {
      check: (state) => {
        const want = expected[state]!;
        const snap = child();
        expect(selectActiveToolName(tools)).toBe(want.tool);
        expect(snap.value).toBe(want.mode);
        expect(snap.context.planes).toHaveLength(want.planes);
        if (want.first) {
          expect(first().normal[0]).toBe(want.first[0]);
          expect(first().offset).toBeCloseTo(want.first[1]);
        }
      },
      events: {
        ADD_X: () => tools.send({ type: 'slice.addAxis', axis: 'x', at: 0 }),
        PICK: () => tools.send({ type: 'slice.pickFace' }),
        // A face at x = 2 facing the viewer (+X): the plane keeps what lies behind it.
        FACE: () => tools.send({ type: 'slice.face', normal: [1, 0, 0], point: [2, 0, 0] }),
        DRAG: () => tools.send({ type: 'slice.dragStart', id: first().id }),
        MOVE: () => tools.send({ type: 'slice.move', id: first().id, offset: first().offset + 1 }),
        DROP: () => tools.send({ type: 'slice.dragEnd' }),
        FLIP: () => tools.send({ type: 'slice.flip', id: first().id }),
        REMOVE: () => tools.send({ type: 'slice.remove', id: first().id }),
        CLEAR: () => tools.send({ type: 'slice.clear' }),
        SET_TWO: () =>
          tools.send({
            type: 'slice.set',
            planes: [
              { normal: [0, 1, 0], offset: 1 },
              { normal: [-1, 0, 0], offset: -4 },
            ],
          }),
        ESC: () => tools.send({ type: 'key.escape' }),
        LEAVE: () => tools.send({ type: 'tool.choose', tool: 'select' }),
      },
    };
  });
});
