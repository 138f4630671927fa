import { assign, sendParent, setup } from 'xstate';
import type { Axis, Vec3 } from './viewer-types';

/** Keeps the points p where normal·p ≥ offset; the rest of the model is cut away. */
export type SlicePlane = { id: number; normal: Vec3; offset: number; axis: Axis | null };

export type SliceEvent =
  | { type: 'slice.addAxis'; axis: Axis; at: number }
  | { type: 'slice.pickFace' }
  | { type: 'slice.face'; normal: Vec3; point: Vec3 }
  | { type: 'slice.dragStart'; id: number }
  | { type: 'slice.move'; id: number; offset: number }
  | { type: 'slice.dragEnd' }
  | { type: 'slice.flip'; id: number }
  | { type: 'slice.remove'; id: number }
  | { type: 'slice.clear' }
  /** Replaces every plane (a viewpoint being restored). */
  | { type: 'slice.set'; planes: { normal: Vec3; offset: number }[] }
  | { type: 'tool.leave' }
  | { type: 'key.escape' };

export type SliceContext = {
  planes: SlicePlane[];
  nextId: number;
  drag: { id: number; from: number } | null;
};

const unit: Record<Axis, Vec3> = { x: [-1, 0, 0], y: [0, -1, 0], z: [0, 0, -1] };
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * Slice planes: add one along X, Y or Z (through the model's centre) or on a clicked face; drag
 * one along its normal; flip; several at once; remove one or clear. Escape cancels picking a
 * face or a drag in progress (the plane goes back); with nothing in progress it leaves the tool.
 * Planes stay in force when the tool is left.
 */
export const sliceToolMachine = setup({
  types: { context: {} as SliceContext, events: {} as SliceEvent },
  guards: {
    isDragged: ({ context }, p: { id: number }) => context.drag?.id === p.id,
  },
  actions: {
    addPlane: assign(({ context }, p: { normal: Vec3; offset: number; axis: Axis | null }) => ({
      planes: [...context.planes, { id: context.nextId, ...p }],
      nextId: context.nextId + 1,
    })),
    move: assign(({ context }, p: { id: number; offset: number }) => ({
      planes: context.planes.map((pl) => (pl.id === p.id ? { ...pl, offset: p.offset } : pl)),
    })),
    startDrag: assign(({ context }, p: { id: number }) => {
      const plane = context.planes.find((pl) => pl.id === p.id);
      return { drag: plane ? { id: plane.id, from: plane.offset } : null };
    }),
    endDrag: assign({ drag: null }),
    revertDrag: assign(({ context }) => ({
      planes: context.planes.map((pl) =>
        pl.id === context.drag?.id ? { ...pl, offset: context.drag.from } : pl,
      ),
      drag: null,
    })),
    flip: assign(({ context }, p: { id: number }) => ({
      planes: context.planes.map((pl) =>
        pl.id === p.id
          ? {
              ...pl,
              normal: [-pl.normal[0], -pl.normal[1], -pl.normal[2]] as Vec3,
              offset: -pl.offset,
            }
          : pl,
      ),
    })),
    remove: assign(({ context }, p: { id: number }) => ({
      planes: context.planes.filter((pl) => pl.id !== p.id),
      drag: context.drag?.id === p.id ? null : context.drag,
    })),
    removeAll: assign({ planes: [], drag: null }),
    setAll: assign(({ context }, p: { planes: { normal: Vec3; offset: number }[] }) => ({
      planes: p.planes.map((pl, i) => ({ id: context.nextId + i, axis: null, ...pl })),
      nextId: context.nextId + p.planes.length,
      drag: null,
    })),
    exitTool: sendParent({ type: 'tool.exited' }),
  },
}).createMachine({
  id: 'slice',
  context: { planes: [], nextId: 1, drag: null },
  initial: 'idle',
  on: {
    'slice.addAxis': {
      target: '.idle',
      actions: {
        type: 'addPlane',
        params: ({ event }) => {
          const normal = unit[event.axis];
          return { normal, offset: -event.at, axis: event.axis };
        },
      },
    },
    'slice.move': {
      actions: { type: 'move', params: ({ event }) => ({ id: event.id, offset: event.offset }) },
    },
    'slice.flip': { actions: { type: 'flip', params: ({ event }) => ({ id: event.id }) } },
    'slice.remove': [
      {
        guard: { type: 'isDragged', params: ({ event }) => ({ id: event.id }) },
        target: '.idle',
        actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) },
      },
      { actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) } },
    ],
    'slice.clear': { target: '.idle', actions: 'removeAll' },
    'slice.set': {
      target: '.idle',
      actions: { type: 'setAll', params: ({ event }) => ({ planes: event.planes }) },
    },
  },
  states: {
    idle: {
      on: {
        'slice.pickFace': 'picking',
        'slice.dragStart': {
          target: 'dragging',
          actions: { type: 'startDrag', params: ({ event }) => ({ id: event.id }) },
        },
        'key.escape': { actions: 'exitTool' },
      },
    },
    picking: {
      on: {
        'slice.face': {
          target: 'idle',
          actions: {
            type: 'addPlane',
            params: ({ event }) => {
              // The clicked face's normal points at the viewer: keep what lies behind the face.
              const normal: Vec3 = [-event.normal[0], -event.normal[1], -event.normal[2]];
              return { normal, offset: dot(normal, event.point), axis: null };
            },
          },
        },
        'key.escape': 'idle',
        'tool.leave': 'idle',
      },
    },
    dragging: {
      on: {
        'slice.dragEnd': { target: 'idle', actions: 'endDrag' },
        'key.escape': { target: 'idle', actions: 'revertDrag' },
        'tool.leave': { target: 'idle', actions: 'endDrag' },
      },
    },
  },
});
