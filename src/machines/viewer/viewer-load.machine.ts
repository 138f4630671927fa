import { assign, fromCallback, setup } from 'xstate';

export type LoadPhase = 'downloading' | 'parsing' | 'streaming';

export type LoadFailure = { code: string; detail?: string };

export type ViewerLoadEvent =
  | { type: 'load.progress'; done: number; total: number }
  | { type: 'load.phase'; phase: 'parsing' | 'streaming' }
  | { type: 'load.firstGeometry' }
  | { type: 'load.ready'; elements: number }
  | { type: 'load.failed'; error: LoadFailure }
  | { type: 'load.retry' };

export type ViewerLoadContext = {
  done: number;
  total: number;
  elements: number;
  hasGeometry: boolean;
  error: LoadFailure | null;
  attempt: number;
};

export type LoadInput = { attempt: number };

/**
 * A model's loading lifecycle: download, parse, stream geometry, then ready, or a translated
 * error with a retry. The work itself is the `loadModel` actor, which the viewer provides (it
 * owns the worker and the scene) and which lives while the model is shown; an error, or
 * stopping the actor when the page is left, runs its cleanup: the worker is terminated and the
 * model's memory freed.
 */
export const viewerLoadMachine = setup({
  types: {
    context: {} as ViewerLoadContext,
    events: {} as ViewerLoadEvent,
  },
  actors: {
    // Replaced with provide() by the viewer page; this default reports that nothing loads.
    loadModel: fromCallback<ViewerLoadEvent, LoadInput>(({ sendBack }) => {
      sendBack({ type: 'load.failed', error: { code: 'unsupported-format' } });
    }),
  },
  guards: {
    phaseIs: (_, p: { phase: string; expected: string }) => p.phase === p.expected,
  },
  actions: {
    progress: assign((_, p: { done: number; total: number }) => ({ done: p.done, total: p.total })),
    resetProgress: assign({ done: 0, total: 0 }),
    markGeometry: assign({ hasGeometry: true }),
    finish: assign((_, p: { elements: number }) => ({ elements: p.elements, error: null })),
    fail: assign((_, p: { error: LoadFailure }) => ({ error: p.error })),
    nextAttempt: assign(({ context }) => ({
      attempt: context.attempt + 1,
      error: null,
      hasGeometry: false,
      done: 0,
      total: 0,
    })),
  },
}).createMachine({
  id: 'viewerLoad',
  context: { done: 0, total: 0, elements: 0, hasGeometry: false, error: null, attempt: 0 },
  initial: 'active',
  states: {
    // The loader lives as long as the model is shown: through loading and while ready.
    active: {
      invoke: {
        src: 'loadModel',
        input: ({ context }) => ({ attempt: context.attempt }),
      },
      on: {
        'load.failed': {
          target: 'error',
          actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) },
        },
      },
      initial: 'loading',
      states: {
        loading: {
          initial: 'downloading',
          on: {
            'load.ready': {
              target: 'ready',
              actions: { type: 'finish', params: ({ event }) => ({ elements: event.elements }) },
            },
            'load.progress': {
              actions: {
                type: 'progress',
                params: ({ event }) => ({ done: event.done, total: event.total }),
              },
            },
            'load.firstGeometry': { actions: 'markGeometry' },
          },
          states: {
            downloading: {
              on: {
                'load.phase': [
                  {
                    guard: {
                      type: 'phaseIs',
                      params: ({ event }) => ({ phase: event.phase, expected: 'parsing' }),
                    },
                    target: 'parsing',
                  },
                  { target: 'streaming' },
                ],
              },
            },
            parsing: {
              entry: 'resetProgress',
              on: {
                'load.phase': {
                  guard: {
                    type: 'phaseIs',
                    params: ({ event }) => ({ phase: event.phase, expected: 'streaming' }),
                  },
                  target: 'streaming',
                },
              },
            },
            streaming: { entry: 'resetProgress' },
          },
        },
        ready: {},
      },
    },
    error: {
      on: { 'load.retry': { target: 'active', actions: 'nextAttempt' } },
    },
  },
});
