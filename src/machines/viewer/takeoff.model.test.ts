import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromCallback } from 'xstate';
import { createTestModel } from 'xstate/graph';
import type { ProductCard } from '@/api/contract/products';
import { coveringPaths } from '../testing/covering-paths';
import { controlledActor, flush } from '../testing/harness';
import {
  takeoffLines,
  takeoffMachine,
  type MeasuredGroup,
  type TakeoffEvent,
  type TakeoffLine,
} from './takeoff.machine';

/**
 * What the take-off panel does: a selection is measured (progress, then groups; a failure can
 * be retried, an empty selection measures nothing, a new selection measures again); a group
 * with a product sold in a measured unit can be added to the basket, one without cannot; the
 * waste changes the quantity; added, the panel says so; a refused add keeps the choices.
 */
const spec = createMachine({
  id: 'takeoffSpec',
  initial: 'idle',
  states: {
    idle: { on: { MEASURE: 'measuring', MEASURE_NOTHING: 'idle' } },
    measuring: {
      on: {
        PROGRESS: 'measuring',
        MEASURED: 'ready',
        FAIL: 'failed',
        CLEAR: 'idle',
      },
    },
    failed: { on: { RETRY: 'measuring' } },
    ready: { on: { CHOOSE: 'chosen', ADD_WITHOUT_PRODUCT: 'ready' } },
    chosen: { on: { WASTE: 'wasted', ADD: 'adding', CHOOSE_UNFIT: 'ready' } },
    wasted: { on: { ADD: 'addingWasted' } },
    adding: { on: { ANSWER: 'added', REFUSE: 'chosen' } },
    addingWasted: { on: { ANSWER: 'added' } },
    added: { on: { CHOOSE: 'chosen', MEASURE: 'measuring' } },
  },
});

const file = { file_id: '00000000-0000-4000-8000-0000000000f1', version: 3 };
const gid = (n: number) => `0DWgwt6o1FOx7466fPk$j${n}`;
const walls: MeasuredGroup = {
  key: 'IfcWall|Double Brick - 270',
  ifcClass: 'IfcWall',
  name: 'Double Brick - 270',
  elements: [1, 2],
  globalIds: [gid(1), gid(2)],
  quantities: {
    length: { value: 10, computed: 0, missing: 0 },
    area: { value: 20.004, computed: 2, missing: 0 },
    volume: { value: 5.4, computed: 0, missing: 0 },
  },
};
const product = (unit: ProductCard['unit']) =>
  ({
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Brique',
    reference: 'B-1',
    unit,
    manufacturer: { id: 'm', name: 'Fab' },
    currency: 'DZD',
    price_cents: 100,
  }) as ProductCard;

function harness() {
  let measureCalls = 0;
  let sendBack: ((e: TakeoffEvent) => void) | null = null;
  const add = controlledActor<number, { lines: TakeoffLine[] }>();
  const actor = createActor(
    takeoffMachine.provide({
      actors: {
        measure: fromCallback<TakeoffEvent, { elements: number[] }>(({ sendBack: s }) => {
          measureCalls++;
          sendBack = s;
        }),
        addToBasket: add.logic,
      },
    }),
  ).start();
  return { actor, add, measured: () => measureCalls, back: (e: TakeoffEvent) => sendBack!(e) };
}

describe('take-off machine (model-based)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const h = harness();
      const snap = () => h.actor.getSnapshot();
      await path.test({
        states: {
          idle: () => expect(snap().value).toBe('idle'),
          measuring: () => expect(snap().matches('measuring')).toBe(true),
          failed: () => expect(snap().context.error).toBe('boom'),
          ready: () => expect(snap().matches({ ready: 'editing' })).toBe(true),
          chosen: () => {
            expect(snap().matches({ ready: 'editing' })).toBe(true);
            expect(snap().context.choices[walls.key]?.product?.unit).toBe('m2');
          },
          wasted: () => expect(snap().context.choices[walls.key]?.waste).toBe(5),
          adding: () => {
            expect(snap().value).toBe('adding');
            const line = h.add.calls.at(-1)!.lines[0]!;
            // 20.004 m² measured, rounded up to the hundredth; computed from the geometry.
            expect(line.quantity).toBe(20.01);
            expect(line.source).toMatchObject({
              ...file,
              global_ids: [gid(1), gid(2)],
              quantity_kind: 'area',
              computed: true,
              waste_percent: 0,
            });
          },
          addingWasted: () => expect(h.add.calls.at(-1)!.lines[0]!.quantity).toBe(21.01),
          added: () => {
            expect(snap().matches({ ready: 'added' })).toBe(true);
            expect(snap().context.added).toBe(1);
          },
        },
        events: {
          MEASURE: () => h.actor.send({ type: 'takeoff.measure', elements: [1, 2] }),
          MEASURE_NOTHING: () => h.actor.send({ type: 'takeoff.measure', elements: [] }),
          PROGRESS: () =>
            h.back({
              type: 'takeoff.progress',
              progress: { phase: 'measuring', done: 1, total: 2 },
            }),
          MEASURED: () => h.back({ type: 'takeoff.measured', groups: [walls] }),
          FAIL: () => h.back({ type: 'takeoff.failed', message: 'boom' }),
          RETRY: () => h.actor.send({ type: 'takeoff.retry' }),
          CLEAR: () => h.actor.send({ type: 'takeoff.clear' }),
          CHOOSE: () =>
            h.actor.send({ type: 'takeoff.choose', key: walls.key, product: product('m2') }),
          CHOOSE_UNFIT: () =>
            h.actor.send({ type: 'takeoff.choose', key: walls.key, product: product('kg') }),
          WASTE: () => h.actor.send({ type: 'takeoff.waste', key: walls.key, percent: 5 }),
          ADD: () => h.actor.send({ type: 'takeoff.add', file }),
          ADD_WITHOUT_PRODUCT: () => h.actor.send({ type: 'takeoff.add', file }),
          ANSWER: () => h.add.resolve(1),
          REFUSE: () => h.add.reject(new Error('refused')),
        },
      });
      await flush();
      h.actor.stop();
    });
  }

  it('a count product orders one piece per element; a kg product makes no line', () => {
    const count = takeoffLines(
      [walls],
      { [walls.key]: { product: product('piece'), waste: 10 } },
      file,
    );
    expect(count[0]!.quantity).toBe(3);
    expect(count[0]!.source.computed).toBe(false);
    expect(
      takeoffLines([walls], { [walls.key]: { product: product('kg'), waste: 0 } }, file),
    ).toEqual([]);
  });

  it('a new selection while measuring starts a new measure', () => {
    const h = harness();
    h.actor.send({ type: 'takeoff.measure', elements: [1] });
    h.actor.send({ type: 'takeoff.measure', elements: [1, 2] });
    expect(h.measured()).toBe(2);
    expect(h.actor.getSnapshot().context.elements).toEqual([1, 2]);
    h.actor.stop();
  });
});
