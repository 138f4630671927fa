import { assign, fromPromise, setup } from 'xstate';
import type { ApiError, FieldErrors } from '@/api/api-error';
import type { boardingStateSchema } from '@/api/contract/onboarding';
import type { OnboardingData, User } from '@/api/contract/user';
import type { z } from 'zod';
import { apiErrorOf } from './api-error-of';
import { missingFields, type OnboardingField, type Step, stepsFor } from './onboarding-steps';

type BoardingState = z.infer<typeof boardingStateSchema>;

export type OnboardingContext = {
  steps: Step[];
  step: number;
  data: OnboardingData;
  /** Per field: message keys of the `server` namespace (browser checks) or server texts (422). */
  fieldErrors: FieldErrors;
  error: ApiError | null;
  user: User | null;
};

export type OnboardingEvent =
  | { type: 'onboarding.change'; field: OnboardingField; value: OnboardingData[OnboardingField] }
  | { type: 'onboarding.next' }
  | { type: 'onboarding.back' }
  | { type: 'onboarding.submit' }
  | { type: 'onboarding.retry' };

const currentStep = (c: OnboardingContext): Step | undefined => c.steps[c.step];
const listFields: OnboardingField[] = ['brand_ids', 'category_ids'];
/** Browser-side messages are keys of the `server` namespace, as the server would say them. */
const required = (fields: OnboardingField[]): FieldErrors =>
  fields.map((field) => ({
    field,
    messages: [listFields.includes(field) ? 'validation.list_required' : 'validation.required'],
  }));

/**
 * The onboarding flow (SPEC §2, issue 4): loads what the user type needs, walks its steps (each
 * must be complete to go on), submits, and on a 422 returns to the first step with an error.
 * The final output is the user the server returned (status F), which replaces the session's.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    output: {} as User,
  },
  actors: {
    loadBoarding: fromPromise<BoardingState>(() => Promise.reject(new Error('not provided'))),
    submitBoarding: fromPromise<User, OnboardingData>(() =>
      Promise.reject(new Error('not provided')),
    ),
  },
  actions: {
    takeBoarding: assign((_, params: { state: BoardingState }) => ({
      steps: stepsFor(params.state.user.type),
      data: params.state.data,
      step: 0,
      fieldErrors: [],
      error: null,
    })),
    change: assign(({ context }, params: { field: OnboardingField; value: unknown }) => ({
      data: { ...context.data, [params.field]: params.value },
      fieldErrors: context.fieldErrors.filter((e) => e.field !== params.field),
    })),
    markMissing: assign(({ context }) => ({
      fieldErrors: required(missingFields(currentStep(context)!, context.data)),
    })),
    forward: assign(({ context }) => ({ step: context.step + 1, fieldErrors: [] })),
    backward: assign(({ context }) => ({ step: context.step - 1, fieldErrors: [] })),
    storeError: assign((_, params: { error: unknown }) => ({ error: apiErrorOf(params.error) })),
    clearError: assign({ error: null }),
    /** A 422 lands on its fields, and the flow goes back to the first step holding one. */
    showRefusal: assign(({ context }, params: { error: unknown }) => {
      const error = apiErrorOf(params.error);
      if (error.kind !== 'validation') return { error };
      const at = context.steps.findIndex((s) =>
        error.fields.some((f) => s.fields.includes(f.field as OnboardingField)),
      );
      return { error: null, fieldErrors: error.fields, step: at === -1 ? context.step : at };
    }),
    takeUser: assign((_, params: { user: User }) => ({ user: params.user })),
  },
  guards: {
    stepComplete: ({ context }) => missingFields(currentStep(context)!, context.data).length === 0,
    isLastStep: ({ context }) => context.step === context.steps.length - 1,
    isFirstStep: ({ context }) => context.step === 0,
  },
}).createMachine({
  id: 'onboarding',
  context: { steps: [], step: 0, data: {}, fieldErrors: [], error: null, user: null },
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        src: 'loadBoarding',
        onDone: {
          target: 'editing',
          actions: { type: 'takeBoarding', params: ({ event }) => ({ state: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { 'onboarding.retry': 'loading' } },
    editing: {
      on: {
        'onboarding.change': {
          actions: { type: 'change', params: ({ event }) => event },
        },
        'onboarding.next': [
          { guard: 'isLastStep' },
          { guard: 'stepComplete', actions: 'forward' },
          { actions: 'markMissing' },
        ],
        'onboarding.back': [{ guard: 'isFirstStep' }, { actions: 'backward' }],
        'onboarding.submit': { guard: 'isLastStep', target: 'checkingLastStep' },
      },
    },
    checkingLastStep: {
      always: [
        { guard: 'stepComplete', target: 'submitting' },
        { target: 'editing', actions: 'markMissing' },
      ],
    },
    submitting: {
      entry: 'clearError',
      invoke: {
        src: 'submitBoarding',
        input: ({ context }) => context.data,
        onDone: {
          target: 'done',
          actions: { type: 'takeUser', params: ({ event }) => ({ user: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => context.user!,
});
