import { assign, sendParent, setup } from 'xstate';
import { distance, type SnapKind, type Vec3 } from './viewer-types';

export type Measure = { id: number; a: Vec3; b: Vec3; snaps: [SnapKind, SnapKind]; length: number };

export type MeasureEvent =
  | { type: 'measure.point'; point: Vec3; snap: SnapKind }
  | { type: 'measure.delete'; id: number }
  | { type: 'measure.clear' }
  | { type: 'tool.leave' }
  | { type: 'key.escape' };

export type MeasureContext = {
  measures: Measure[];
  start: { point: Vec3; snap: SnapKind } | null;
  nextId: number;
};

/**
 * Distance measurement: a first click fixes the start, a second the end, and the measure is
 * kept (several can be); delete one or all. Escape drops a started measure; Escape with nothing
 * started leaves the tool (the parent goes back to selection).
 */
export const measureToolMachine = setup({
  types: { context: {} as MeasureContext, events: {} as MeasureEvent },
  actions: {
    begin: assign((_, p: { point: Vec3; snap: SnapKind }) => ({ start: p })),
    complete: assign(({ context }, p: { point: Vec3; snap: SnapKind }) => {
      if (!context.start) return {};
      const measure: Measure = {
        id: context.nextId,
        a: context.start.point,
        b: p.point,
        snaps: [context.start.snap, p.snap],
        length: distance(context.start.point, p.point),
      };
      return { measures: [...context.measures, measure], start: null, nextId: context.nextId + 1 };
    }),
    drop: assign({ start: null }),
    remove: assign(({ context }, p: { id: number }) => ({
      measures: context.measures.filter((m) => m.id !== p.id),
    })),
    removeAll: assign({ measures: [], start: null }),
    exitTool: sendParent({ type: 'tool.exited' }),
  },
}).createMachine({
  id: 'measure',
  context: { measures: [], start: null, nextId: 1 },
  initial: 'idle',
  on: {
    'measure.delete': { actions: { type: 'remove', params: ({ event }) => ({ id: event.id }) } },
    'measure.clear': { target: '.idle', actions: 'removeAll' },
  },
  states: {
    idle: {
      on: {
        'measure.point': {
          target: 'placing',
          actions: {
            type: 'begin',
            params: ({ event }) => ({ point: event.point, snap: event.snap }),
          },
        },
        'key.escape': { actions: 'exitTool' },
      },
    },
    placing: {
      on: {
        'measure.point': {
          target: 'idle',
          actions: {
            type: 'complete',
            params: ({ event }) => ({ point: event.point, snap: event.snap }),
          },
        },
        'key.escape': { target: 'idle', actions: 'drop' },
        'tool.leave': { target: 'idle', actions: 'drop' },
      },
    },
  },
});
