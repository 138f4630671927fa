import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiFailure } from '@/api/api-error';
import type { Share } from '@/api/contract/shares';
import type { NewShare, ShareTarget } from '@/api/shares.api';
import { shareMachine } from './share.machine';

/** What the user sees in the share dialog. */
const spec = createMachine({
  id: 'shareSpec',
  initial: 'editing',
  states: {
    editing: {
      on: { SHARE_LINK: 'linkShown', SHARE_PERSON: 'personShared', SHARE_REFUSED: 'refused' },
    },
    refused: { on: { FIX_AND_SHARE: 'personShared' } },
    linkShown: { on: { COPY: 'copied', COPY_BLOCKED: 'copyFailed' } },
    copied: { on: { WAIT: 'copyReset', ANOTHER: 'editingAgain' } },
    copyReset: {},
    copyFailed: { on: { ANOTHER: 'editingAgain' } },
    personShared: { on: { ANOTHER: 'editingAgain' } },
    editingAgain: {},
  },
});

const target: ShareTarget = { kind: 'file', id: '0a0a0a0a-0000-4000-8000-000000000001' };
const share = (body: NewShare): Share => ({
  id: 's1',
  kind: body.kind,
  target: 'file',
  project_id: 'p',
  file_id: target.id,
  folder_id: null,
  name: 'Campus.ifc',
  permission: body.permission ?? 'view',
  expires_at: body.expires_at ?? null,
  status: 'active',
  token: body.kind === 'link' ? 'tok' : null,
  url: body.kind === 'link' ? 'https://ouvrage.example/files/x/shares/tok' : null,
  recipient: body.kind === 'user' ? { email: body.email!, user: null } : null,
  created_by: { id: 'u', first_name: 'A', last_name: 'B', email: 'a@b.c', avatar_url: null },
  created_at: '2026-01-01T00:00:00Z',
});

function harness() {
  const sent: NewShare[] = [];
  const copied: string[] = [];
  const flags = { refuse: false, blockCopy: false };
  const actor = createActor(
    shareMachine.provide({
      actors: {
        createShare: fromPromise(
          async ({ input }: { input: { target: ShareTarget; body: NewShare } }) => {
            sent.push(input.body);
            if (flags.refuse)
              throw new ApiFailure({
                kind: 'validation',
                status: 422,
                message: 'Enter a valid address.',
                fields: [{ field: 'email', messages: ['Enter a valid address.'] }],
                original: null,
              });
            return share(input.body);
          },
        ),
        copyText: fromPromise(async ({ input }: { input: { text: string } }) => {
          if (flags.blockCopy) throw new Error('denied');
          copied.push(input.text);
        }),
      },
      delays: { copiedFeedback: 5 },
    }),
    { input: { target, expiresAt: '2026-02-01T00:00:00.000Z' } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.matches('submitting') && !s.matches('copying'));
  return { actor, sent, copied, flags, settled };
}

describe('share dialog (model-based)', () => {
  for (const path of createTestModel(spec).getSimplePaths()) {
    it(path.description, async () => {
      const h = harness();
      const ctx = () => h.actor.getSnapshot().context;
      await path.test({
        states: {
          editing: () => expect(h.actor.getSnapshot().value).toBe('editing'),
          refused: () => {
            expect(h.actor.getSnapshot().value).toBe('editing');
            expect(ctx().error!.fields).toEqual([
              { field: 'email', messages: ['Enter a valid address.'] },
            ]);
          },
          linkShown: () => {
            expect(h.actor.getSnapshot().value).toBe('shared');
            expect(ctx().share!.url).toMatch(/\/shares\/tok$/);
            expect(h.sent.at(-1)).toEqual({
              kind: 'link',
              permission: 'download',
              expires_at: '2026-02-01T00:00:00.000Z',
            });
          },
          copied: () => {
            expect(h.actor.getSnapshot().value).toBe('copied');
            expect(h.copied).toEqual([ctx().share!.url]);
          },
          copyReset: () => expect(h.actor.getSnapshot().value).toBe('shared'),
          copyFailed: () => expect(h.actor.getSnapshot().value).toBe('copyFailed'),
          personShared: () => {
            expect(h.actor.getSnapshot().value).toBe('shared');
            expect(ctx().share!.recipient!.email).toBe('omar@example.test');
            expect(h.actor.getSnapshot().can({ type: 'share.copy' })).toBe(false);
          },
          editingAgain: () => {
            expect(h.actor.getSnapshot().value).toBe('editing');
            expect(ctx()).toMatchObject({ share: null, email: '', error: null });
          },
        },
        events: {
          SHARE_LINK: async () => {
            h.actor.send({ type: 'share.setPermission', permission: 'download' });
            h.actor.send({ type: 'share.submit' });
            await h.settled();
          },
          SHARE_PERSON: async () => {
            h.actor.send({ type: 'share.setKind', kind: 'user' });
            h.actor.send({ type: 'share.submit' }); // no address yet: nothing happens
            expect(h.sent).toEqual([]);
            h.actor.send({ type: 'share.setEmail', email: ' omar@example.test ' });
            h.actor.send({ type: 'share.setExpiry', expiresAt: null });
            h.actor.send({ type: 'share.submit' });
            await h.settled();
          },
          SHARE_REFUSED: async () => {
            h.flags.refuse = true;
            h.actor.send({ type: 'share.setKind', kind: 'user' });
            h.actor.send({ type: 'share.setEmail', email: 'omar@example' });
            h.actor.send({ type: 'share.setEmail', email: 'omar@example.t' });
            h.actor.send({ type: 'share.submit' });
            await h.settled();
          },
          FIX_AND_SHARE: async () => {
            h.flags.refuse = false;
            h.actor.send({ type: 'share.setEmail', email: 'omar@example.test' });
            h.actor.send({ type: 'share.submit' });
            await h.settled();
          },
          COPY: async () => {
            h.actor.send({ type: 'share.copy' });
            await h.settled();
          },
          COPY_BLOCKED: async () => {
            h.flags.blockCopy = true;
            h.actor.send({ type: 'share.copy' });
            await h.settled();
          },
          WAIT: async () => {
            await waitFor(h.actor, (s) => s.matches('shared'));
          },
          ANOTHER: () => h.actor.send({ type: 'share.again' }),
        },
      });
      h.actor.stop();
    });
  }

  it('copies again after a refused copy, and from the copied state', async () => {
    const h = harness();
    h.actor.send({ type: 'share.submit' });
    await h.settled();
    h.flags.blockCopy = true;
    h.actor.send({ type: 'share.copy' });
    await h.settled();
    h.flags.blockCopy = false;
    h.actor.send({ type: 'share.copy' });
    await h.settled();
    expect(h.actor.getSnapshot().value).toBe('copied');
    h.actor.send({ type: 'share.copy' });
    await h.settled();
    expect(h.copied).toHaveLength(2);
  });
});
