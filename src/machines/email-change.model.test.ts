import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiFailure } from '@/api/api-error';
import type { User } from '@/api/contract/user';
import { type EmailChangeRequest, emailChangeMachine } from './email-change.machine';
import { coveringPaths } from './testing/covering-paths';
import { buildUser, controlledActor, flush } from './testing/harness';

/** What the settings page shows of an e-mail change. */
const spec = createMachine({
  id: 'emailChangeSpec',
  initial: 'current',
  states: {
    current: { on: { START: 'form' } },
    form: { on: { SUBMIT: 'sending', CANCEL: 'current' } },
    sending: { on: { SENT: 'awaitingLink', REFUSED: 'formWithErrors' } },
    formWithErrors: { on: { SUBMIT: 'sending', CANCEL: 'current' } },
    awaitingLink: { on: { START: 'formAgain' } },
    formAgain: { on: { CANCEL: 'awaitingLink', SUBMIT: 'sending' } },
  },
});

const request: EmailChangeRequest = { email: 'new@ouvrage.test', password: 'secret-pass' };

describe('e-mail change machine (model-based)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const call = controlledActor<User, EmailChangeRequest>();
      const actor = createActor(
        emailChangeMachine.provide({ actors: { requestChange: call.logic } }),
        { input: { pendingEmail: null } },
      );
      const announced: (string | null)[] = [];
      actor.on('emailChange.requested', (e) => announced.push(e.user.pending_email));
      actor.start();
      const snap = () => actor.getSnapshot();
      await path.test({
        states: {
          current: () => expect(snap().value).toBe('idle'),
          form: () => {
            expect(snap().value).toBe('editing');
            expect(snap().context.error).toBeNull();
          },
          formAgain: () => expect(snap().value).toBe('editing'),
          sending: () => {
            expect(snap().value).toBe('submitting');
            expect(call.calls.at(-1)).toEqual(request);
          },
          formWithErrors: () => {
            expect(snap().value).toBe('editing');
            expect(snap().context.error).toMatchObject({ kind: 'validation' });
          },
          awaitingLink: () => {
            expect(snap().value).toBe('pending');
            expect(snap().context.pendingEmail).toBe('new@ouvrage.test');
            expect(announced.at(-1)).toBe('new@ouvrage.test');
          },
        },
        events: {
          START: () => actor.send({ type: 'emailChange.start' }),
          CANCEL: () => actor.send({ type: 'emailChange.cancel' }),
          SUBMIT: async () => {
            actor.send({ type: 'emailChange.submit', request });
            await flush();
          },
          SENT: () => call.resolve(buildUser({ pending_email: 'new@ouvrage.test' })),
          REFUSED: () =>
            call.reject(
              new ApiFailure({
                kind: 'validation',
                status: 422,
                message: 'x',
                fields: [{ field: 'email', messages: ['Cette adresse e-mail est déjà utilisée.'] }],
                original: null,
              }),
            ),
        },
      });
      actor.stop();
    });
  }

  it('starts awaiting the link when a change is already pending', () => {
    const actor = createActor(emailChangeMachine, { input: { pendingEmail: 'x@ouvrage.test' } });
    expect(actor.start().getSnapshot().value).toBe('pending');
  });
});
