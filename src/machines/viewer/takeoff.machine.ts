import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { ProductCard } from '@/api/contract/products';
import {
  kindForUnit,
  quantityInUnit,
  type TakeoffQuantityKind,
  type TakeoffSource,
} from '@/api/contract/takeoff';

export type MeasureKind = 'length' | 'area' | 'volume';
/** A group's total of one kind: `computed` and `missing` count its elements of each sort. */
export type GroupQuantity = { value: number; computed: number; missing: number };
/** Elements of one type (IFC class + type name or ObjectType) with their summed quantities. */
export type MeasuredGroup = {
  key: string;
  ifcClass: string;
  name: string;
  elements: number[];
  globalIds: string[];
  quantities: Record<MeasureKind, GroupQuantity>;
};
export type TakeoffProgress = { phase: 'reading' | 'measuring'; done: number; total: number };
export type GroupChoice = { product: ProductCard | null; waste: number };
/** A basket line the take-off makes: the product, the quantity in its unit, where it came from. */
export type TakeoffLine = { product: ProductCard; quantity: number; source: TakeoffSource };
export type FileVersion = { file_id: string; version: number };

export type TakeoffEvent =
  | { type: 'takeoff.measure'; elements: number[] }
  | { type: 'takeoff.progress'; progress: TakeoffProgress }
  | { type: 'takeoff.measured'; groups: MeasuredGroup[] }
  | { type: 'takeoff.failed'; message: string }
  | { type: 'takeoff.retry' }
  | { type: 'takeoff.choose'; key: string; product: ProductCard | null }
  | { type: 'takeoff.waste'; key: string; percent: number }
  | { type: 'takeoff.add'; file: FileVersion }
  | { type: 'takeoff.clear' };

type Context = {
  elements: number[];
  groups: MeasuredGroup[];
  progress: TakeoffProgress | null;
  choices: Record<string, GroupChoice>;
  error: string | null;
  /** Lines the last « add to basket » added. */
  added: number;
};

/** The quantity of a group in the kind its product is sold by (count: its elements). */
export function measuredOf(group: MeasuredGroup, kind: TakeoffQuantityKind) {
  if (kind === 'count') return { measured: group.elements.length, computed: false };
  const q = group.quantities[kind];
  return { measured: q.value, computed: q.computed > 0 };
}

/** The basket lines of the groups given a product (a unit that fits a measured kind). */
export function takeoffLines(
  groups: MeasuredGroup[],
  choices: Record<string, GroupChoice>,
  file: FileVersion,
): TakeoffLine[] {
  return groups.flatMap((g) => {
    const choice = choices[g.key];
    const kind = choice?.product ? kindForUnit(choice.product.unit) : null;
    if (!choice?.product || !kind) return [];
    const { measured, computed } = measuredOf(g, kind);
    const quantity = quantityInUnit(measured, kind, choice.product.unit, choice.waste);
    if (quantity === null) return [];
    const source: TakeoffSource = {
      ...file,
      global_ids: g.globalIds,
      group: { ifc_class: g.ifcClass, name: g.name || null, key: g.key },
      quantity_kind: kind,
      measured,
      computed,
      waste_percent: choice.waste,
    };
    return [{ product: choice.product, quantity, source }];
  });
}

const measureInput = ({ context }: { context: Context }) => ({ elements: context.elements });

/**
 * The take-off panel (issue 20): the selection is measured (quantity sets, or the geometry),
 * grouped by type; each group gets a product (suggested, the project's remembered one first)
 * and a waste percentage; « add to basket » saves the choices for the project and adds a line
 * per group with its source. A new selection measures again; measuring can fail and be retried.
 */
export const takeoffMachine = setup({
  types: { context: {} as Context, events: {} as TakeoffEvent },
  actors: {
    measure: fromCallback<TakeoffEvent, { elements: number[] }>(() => {
      throw new Error('measure is provided by the viewer');
    }),
    addToBasket: fromPromise<number, { lines: TakeoffLine[] }>(() => {
      throw new Error('addToBasket is provided by the viewer');
    }),
  },
  guards: {
    hasElements: (_, p: { elements: number[] }) => p.elements.length > 0,
    hasLines: ({ context }, p: { file: FileVersion }) =>
      takeoffLines(context.groups, context.choices, p.file).length > 0,
  },
  actions: {
    start: assign((_, p: { elements: number[] }) => ({
      elements: p.elements,
      progress: null,
      error: null,
    })),
    choose: assign(({ context }, p: { key: string; product: ProductCard | null }) => ({
      choices: {
        ...context.choices,
        [p.key]: { waste: context.choices[p.key]?.waste ?? 0, product: p.product },
      },
    })),
    waste: assign(({ context }, p: { key: string; percent: number }) => ({
      choices: {
        ...context.choices,
        [p.key]: {
          product: context.choices[p.key]?.product ?? null,
          waste: Number.isFinite(p.percent) ? Math.min(Math.max(p.percent, 0), 100) : 0,
        },
      },
    })),
  },
}).createMachine({
  id: 'takeoff',
  context: { elements: [], groups: [], progress: null, choices: {}, error: null, added: 0 },
  initial: 'idle',
  on: {
    'takeoff.measure': [
      {
        guard: { type: 'hasElements', params: ({ event }) => event },
        target: '.measuring',
        reenter: true,
        actions: { type: 'start', params: ({ event }) => event },
      },
      { target: '.idle', actions: assign({ elements: [], groups: [], error: null }) },
    ],
    'takeoff.clear': { target: '.idle', actions: assign({ elements: [], groups: [] }) },
  },
  states: {
    idle: {},
    measuring: {
      invoke: { src: 'measure', input: measureInput },
      on: {
        'takeoff.progress': { actions: assign({ progress: ({ event }) => event.progress }) },
        'takeoff.measured': {
          target: 'ready',
          actions: assign({ groups: ({ event }) => event.groups, progress: null }),
        },
        'takeoff.failed': {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.message, progress: null }),
        },
      },
    },
    failed: { on: { 'takeoff.retry': 'measuring' } },
    ready: {
      on: {
        'takeoff.choose': {
          target: '.editing',
          actions: { type: 'choose', params: ({ event }) => event },
        },
        'takeoff.waste': {
          target: '.editing',
          actions: { type: 'waste', params: ({ event }) => event },
        },
        'takeoff.add': {
          guard: { type: 'hasLines', params: ({ event }) => event },
          target: 'adding',
          actions: assign({ error: null }),
        },
      },
      initial: 'editing',
      states: { editing: {}, added: {} },
    },
    adding: {
      invoke: {
        src: 'addToBasket',
        input: ({ context, event }) => ({
          lines:
            event.type === 'takeoff.add'
              ? takeoffLines(context.groups, context.choices, event.file)
              : [],
        }),
        onDone: { target: 'ready.added', actions: assign({ added: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : 'error'),
          }),
        },
      },
    },
  },
});
