import { setup, transition, type SnapshotFrom } from 'xstate';
import {
  orderEventTypes,
  orderSides,
  type OrderEventType,
  type OrderSide,
  type OrderState,
} from '../api/contract/orders';

/** An event of the order's life, as sent by one of its two parties. */
export type OrderMachineEvent = { type: OrderEventType; side: OrderSide };

/**
 * The life of an order (issue 20), written once: the server accepts or refuses a step with it
 * (POST api/orders/{id}/events answers 409 when `nextOrderState` is null), the order page shows
 * the buttons `allowedOrderEvents` gives for the reader's side, and the model-based tests walk it.
 *
 * draft → sent → in treatment → accepted | refused; accepted → shipped → delivered. The
 * professional sends, cancels while draft, sent or in treatment, and confirms the delivery; the
 * manufacturer takes the order in treatment, accepts or refuses it, ships it, and may cancel it
 * (with a reason) until it is shipped.
 *
 * No context and no actions: a pure function of (state, event, side), the same in both places.
 */
export const orderMachine = setup({
  types: { events: {} as OrderMachineEvent },
  guards: {
    byPro: ({ event }) => event.side === 'pro',
    byFab: ({ event }) => event.side === 'fab',
  },
}).createMachine({
  id: 'order',
  initial: 'draft',
  states: {
    draft: {
      on: {
        SEND: { guard: 'byPro', target: 'sent' },
        CANCEL: { guard: 'byPro', target: 'cancelled' },
      },
    },
    sent: {
      on: {
        START_TREATMENT: { guard: 'byFab', target: 'in_treatment' },
        ACCEPT: { guard: 'byFab', target: 'accepted' },
        REFUSE: { guard: 'byFab', target: 'refused' },
        CANCEL: 'cancelled',
      },
    },
    in_treatment: {
      on: {
        ACCEPT: { guard: 'byFab', target: 'accepted' },
        REFUSE: { guard: 'byFab', target: 'refused' },
        CANCEL: 'cancelled',
      },
    },
    accepted: {
      on: {
        SHIP: { guard: 'byFab', target: 'shipped' },
        CANCEL: { guard: 'byFab', target: 'cancelled' },
      },
    },
    shipped: { on: { DELIVER: { guard: 'byPro', target: 'delivered' } } },
    refused: { type: 'final' },
    delivered: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

/** The machine's snapshot for an order that is in `state`. */
export const orderSnapshotAt = (state: OrderState): OrderSnapshot =>
  orderMachine.resolveState({ value: state, context: {} });

/** The state `type` sent by `side` leads to from `state`, or null when it is not allowed. */
export function nextOrderState(
  state: OrderState,
  type: OrderEventType,
  side: OrderSide,
): OrderState | null {
  const from = orderSnapshotAt(state);
  if (!from.can({ type, side })) return null;
  const [next] = transition(orderMachine, from, { type, side });
  return next.value as OrderState;
}

/** The events `side` may send while the order is in `state`, in the machine's order. */
export const allowedOrderEvents = (state: OrderState, side: OrderSide): OrderEventType[] =>
  orderEventTypes.filter((type) => nextOrderState(state, type, side) !== null);

/** Every (event, side) pair, for walking the machine. */
export const everyOrderEvent: OrderMachineEvent[] = orderEventTypes.flatMap((type) =>
  orderSides.map((side) => ({ type, side })),
);

/** Whether a state is the end of the order's life. */
export const isFinalOrderState = (state: OrderState): boolean =>
  orderSnapshotAt(state).status === 'done';
