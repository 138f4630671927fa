import { assign, fromPromise, setup } from 'xstate';
import { isApiFailure, type FieldErrors } from '@/api/api-error';
import type { Share, SharePermission } from '@/api/contract/shares';
import { createShare, type NewShare, type ShareTarget } from '@/api/shares.api';

export type ShareKind = 'link' | 'user';
/** A refused share: the failure itself (views turn it into text) and its field errors. */
export type ShareFormError = { cause: unknown; fields: FieldErrors } | null;

export type ShareEvent =
  | { type: 'share.setKind'; kind: ShareKind }
  | { type: 'share.setEmail'; email: string }
  | { type: 'share.setPermission'; permission: SharePermission }
  | { type: 'share.setExpiry'; expiresAt: string | null }
  | { type: 'share.submit' }
  | { type: 'share.copy' }
  | { type: 'share.again' };

export type ShareInput = {
  target: ShareTarget;
  kind?: ShareKind;
  /** The expiry proposed for a link (from the project's parameters), ISO date-time or null. */
  expiresAt?: string | null;
};

type ShareContext = {
  target: ShareTarget;
  kind: ShareKind;
  email: string;
  permission: SharePermission;
  expiresAt: string | null;
  share: Share | null;
  error: ShareFormError;
};

function toFormError(err: unknown): ShareFormError {
  const fields = isApiFailure(err) && err.error.kind === 'validation' ? err.error.fields : [];
  return { cause: err, fields };
}

/**
 * The share dialog: choose a link or a person, the permission and an expiry, share, then copy
 * the link (feedback for two seconds) or share again. Closing is the dialog actor's business.
 */
export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
  },
  actors: {
    createShare: fromPromise<Share, { target: ShareTarget; body: NewShare }>(({ input, signal }) =>
      createShare(input.target, input.body, signal),
    ),
    copyText: fromPromise<void, { text: string }>(({ input }) =>
      navigator.clipboard.writeText(input.text),
    ),
  },
  delays: { copiedFeedback: 2000 },
  guards: {
    canSubmit: ({ context }) => context.kind === 'link' || /\S+@\S+\.\S+/.test(context.email),
    hasLink: ({ context }) => !!context.share?.url,
  },
  actions: {
    setKind: assign((_, p: { kind: ShareKind }) => ({ kind: p.kind, error: null })),
    setEmail: assign((_, p: { email: string }) => ({ email: p.email })),
    setPermission: assign((_, p: { permission: SharePermission }) => ({
      permission: p.permission,
    })),
    setExpiry: assign((_, p: { expiresAt: string | null }) => ({ expiresAt: p.expiresAt })),
    keepShare: assign((_, p: { share: Share }) => ({ share: p.share, error: null })),
    keepError: assign((_, p: { error: unknown }) => ({ error: toFormError(p.error) })),
    startOver: assign({ share: null, email: '', error: null }),
  },
}).createMachine({
  id: 'share',
  context: ({ input }) => ({
    target: input.target,
    kind: input.kind ?? 'link',
    email: '',
    permission: 'view',
    expiresAt: input.expiresAt ?? null,
    share: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'share.setKind': { actions: { type: 'setKind', params: ({ event }) => event } },
        'share.setEmail': { actions: { type: 'setEmail', params: ({ event }) => event } },
        'share.setPermission': { actions: { type: 'setPermission', params: ({ event }) => event } },
        'share.setExpiry': { actions: { type: 'setExpiry', params: ({ event }) => event } },
        'share.submit': { guard: 'canSubmit', target: 'submitting' },
      },
    },
    submitting: {
      invoke: {
        src: 'createShare',
        input: ({ context: c }) => ({
          target: c.target,
          body: {
            kind: c.kind,
            permission: c.permission,
            expires_at: c.expiresAt,
            ...(c.kind === 'user' ? { email: c.email.trim() } : {}),
          },
        }),
        onDone: {
          target: 'shared',
          actions: { type: 'keepShare', params: ({ event }) => ({ share: event.output }) },
        },
        onError: {
          target: 'editing',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    shared: {
      on: {
        'share.copy': { guard: 'hasLink', target: 'copying' },
        'share.again': { target: 'editing', actions: 'startOver' },
      },
    },
    copying: {
      invoke: {
        src: 'copyText',
        input: ({ context }) => ({ text: context.share!.url! }),
        onDone: 'copied',
        onError: 'copyFailed',
      },
    },
    copied: {
      after: { copiedFeedback: 'shared' },
      on: {
        'share.copy': 'copying',
        'share.again': { target: 'editing', actions: 'startOver' },
      },
    },
    copyFailed: {
      on: {
        'share.copy': 'copying',
        'share.again': { target: 'editing', actions: 'startOver' },
      },
    },
  },
});
