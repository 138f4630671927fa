import { assign, fromPromise, setup } from 'xstate';
import { isApiFailure, type FieldErrors } from '@/api/api-error';
import type { BillingPeriod, PlanAudience, Subscription } from '@/api/contract/site';
import { requestSubscription, uploadProof } from '@/api/site.api';
import type { DialogName } from './dialog-names';

/** The plan the user picked, as the dialogs show it. */
export type ChosenPlan = { id: string; name: string; monthly: number; yearly: number };

export type SubscriptionEvent =
  | { type: 'subscription.choose'; plan: ChosenPlan }
  | { type: 'subscription.setPeriod'; period: BillingPeriod }
  | { type: 'subscription.setProof'; proof: File | null }
  | { type: 'subscription.send' }
  | { type: 'subscription.retry' }
  | { type: 'subscription.back' }
  /** The administrators' answer, seen on the user's subscriptions (confirmed or rejected). */
  | { type: 'subscription.decided'; subscription: Subscription };

export type SubscriptionInput = {
  audience: PlanAudience;
  /** Opened on a plan already (from /plans or the settings): the « chosen » dialog at once. */
  plan?: ChosenPlan;
  period?: BillingPeriod;
};

type SubscriptionContext = {
  audience: PlanAudience;
  plan: ChosenPlan | null;
  period: BillingPeriod;
  proof: File | null;
  subscription: Subscription | null;
  /** A refusal the form can show by field (422), else the failure the « error » dialog shows. */
  fields: FieldErrors;
  error: unknown;
};

/**
 * The subscription dialogs' sequence (SPEC §2: subscription pro|manufacturer, chosen, received,
 * confirmed, rejected, error): the audience's plans → a chosen plan, its period and an optional
 * proof of payment → sending (the request, then the proof) → received, until an administrator
 * confirms or rejects it; a failure other than a form error is the « error » dialog.
 */
export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    input: {} as SubscriptionInput,
  },
  actors: {
    sendRequest: fromPromise<
      Subscription,
      { planId: string; period: BillingPeriod; proof: File | null }
    >(async ({ input }) => {
      const made = await requestSubscription({ plan_id: input.planId, period: input.period });
      return input.proof ? uploadProof(made.id, input.proof) : made;
    }),
  },
  guards: {
    isFormError: ({ event }) =>
      'error' in event && isApiFailure(event.error) && event.error.error.kind === 'validation',
    isConfirmed: ({ context, event }) =>
      event.type === 'subscription.decided' &&
      event.subscription.id === context.subscription?.id &&
      event.subscription.state === 'confirmed',
    isRejected: ({ context, event }) =>
      event.type === 'subscription.decided' &&
      event.subscription.id === context.subscription?.id &&
      event.subscription.state === 'rejected',
  },
  actions: {
    choose: assign((_, p: { plan: ChosenPlan }) => ({ plan: p.plan, fields: [], error: null })),
    setPeriod: assign((_, p: { period: BillingPeriod }) => ({ period: p.period })),
    setProof: assign((_, p: { proof: File | null }) => ({ proof: p.proof })),
    keep: assign((_, p: { subscription: Subscription }) => ({
      subscription: p.subscription,
      fields: [],
      error: null,
    })),
    keepError: assign((_, p: { error: unknown }) => ({
      error: p.error,
      fields:
        isApiFailure(p.error) && p.error.error.kind === 'validation' ? p.error.error.fields : [],
    })),
  },
}).createMachine({
  id: 'subscription',
  context: ({ input }) => ({
    audience: input.audience,
    plan: input.plan ?? null,
    period: input.period ?? 'monthly',
    proof: null,
    subscription: null,
    fields: [],
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.plan !== null, target: 'chosen' }, 'subscription'],
    },
    subscription: {
      on: {
        'subscription.choose': {
          target: 'chosen',
          actions: { type: 'choose', params: ({ event }) => event },
        },
      },
    },
    chosen: {
      on: {
        'subscription.setPeriod': { actions: { type: 'setPeriod', params: ({ event }) => event } },
        'subscription.setProof': { actions: { type: 'setProof', params: ({ event }) => event } },
        'subscription.send': 'sending',
        'subscription.back': 'subscription',
      },
    },
    sending: {
      invoke: {
        src: 'sendRequest',
        input: ({ context: c }) => ({ planId: c.plan!.id, period: c.period, proof: c.proof }),
        onDone: {
          target: 'received',
          actions: { type: 'keep', params: ({ event }) => ({ subscription: event.output }) },
        },
        onError: [
          {
            guard: 'isFormError',
            target: 'chosen',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'error',
            actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    received: {
      on: {
        'subscription.decided': [
          { guard: 'isConfirmed', target: 'confirmed' },
          { guard: 'isRejected', target: 'rejected' },
        ],
      },
    },
    confirmed: { type: 'final' },
    rejected: {
      on: { 'subscription.back': 'subscription' },
    },
    error: {
      on: { 'subscription.retry': 'sending', 'subscription.back': 'chosen' },
    },
  },
});

/** The SPEC's dialog that shows each state of the sequence. */
export function subscriptionDialogOf(state: string, audience: PlanAudience): DialogName | null {
  switch (state) {
    case 'subscription':
      return audience === 'fab' ? 'subscriptionManufacturer' : 'subscriptionPro';
    case 'chosen':
    case 'sending':
      return 'subscriptionChosen';
    case 'received':
      return 'subscriptionReceived';
    case 'confirmed':
      return 'subscriptionConfirmed';
    case 'rejected':
      return 'subscriptionRejected';
    case 'error':
      return 'subscriptionError';
    default:
      return null;
  }
}
