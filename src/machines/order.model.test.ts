import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import {
  orderEventTypes,
  orderSides,
  orderStates,
  type OrderEventType,
  type OrderSide,
  type OrderState,
} from '@/api/contract/orders';
import {
  allowedOrderEvents,
  everyOrderEvent,
  isFinalOrderState,
  nextOrderState,
  orderMachine,
  type OrderMachineEvent,
} from './order.machine';

/**
 * Issue 20, written out by hand: who may do which step from which state. The machine must say
 * exactly this, and nothing more.
 */
const issue: Record<OrderSide, Partial<Record<OrderState, OrderEventType[]>>> = {
  pro: {
    draft: ['SEND', 'CANCEL'],
    sent: ['CANCEL'],
    in_treatment: ['CANCEL'],
    shipped: ['DELIVER'],
  },
  fab: {
    sent: ['START_TREATMENT', 'ACCEPT', 'REFUSE', 'CANCEL'],
    in_treatment: ['ACCEPT', 'REFUSE', 'CANCEL'],
    accepted: ['SHIP', 'CANCEL'],
  },
};

/** Each state offers the (event, side) pairs it takes; the others are the last test's. */
const model = createTestModel(orderMachine, {
  events: (snapshot) => everyOrderEvent.filter((e) => snapshot.can(e)),
});
const paths = model.getSimplePaths();

/** The order a path drives: only what the machine's helpers let it become. */
function order() {
  let state: OrderState = 'draft';
  const trail: string[] = [];
  return {
    get state() {
      return state;
    },
    trail,
    send(e: OrderMachineEvent) {
      const next = nextOrderState(state, e.type, e.side);
      expect(next, `${e.side} ${e.type} from ${state}`).not.toBeNull();
      trail.push(`${state} -${e.side}:${e.type}-> ${next}`);
      state = next!;
    },
  };
}

describe('the order machine (model-based)', () => {
  it('reaches every state and takes every transition of the issue', () => {
    const reached = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value as string)));
    expect([...reached].sort()).toEqual([...orderStates].sort());
    const taken = new Set(
      paths.flatMap((p) =>
        p.steps.slice(1).map((s) => `${(s.event as OrderMachineEvent).side}:${s.event.type}`),
      ),
    );
    const expected = orderSides.flatMap((side) =>
      [...new Set(Object.values(issue[side]).flat())].map((type) => `${side}:${type}`),
    );
    expect([...taken].sort()).toEqual(expected.sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const o = order();
      const check = (s: { value: unknown }) => {
        expect(o.state).toBe(s.value);
        for (const side of orderSides)
          expect(allowedOrderEvents(o.state, side), `${side} in ${o.state}`).toEqual(
            orderEventTypes.filter((t) => issue[side][o.state]?.includes(t)),
          );
        expect(isFinalOrderState(o.state)).toBe(orderSides.every((side) => !issue[side][o.state]));
      };
      await path.test({
        states: Object.fromEntries(orderStates.map((s) => [s, check])),
        events: Object.fromEntries(
          orderEventTypes.map((type) => [
            type,
            (step: { event: { type: string } }) => o.send(step.event as OrderMachineEvent),
          ]),
        ),
      });
    });
  }

  it('refuses every other (state, event, side) with null', () => {
    for (const state of orderStates)
      for (const { type, side } of everyOrderEvent)
        if (!issue[side][state]?.includes(type))
          expect(nextOrderState(state, type, side), `${side} ${type} in ${state}`).toBeNull();
  });
});
