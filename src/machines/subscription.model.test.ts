import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiFailure } from '@/api/api-error';
import type { BillingPeriod, Subscription } from '@/api/contract/site';
import { subscriptionDialogOf, subscriptionMachine, type ChosenPlan } from './subscription.machine';

/** What the user goes through, dialog by dialog (SPEC §2). */
const spec = createMachine({
  id: 'subscriptionSpec',
  initial: 'plans',
  states: {
    plans: { on: { CHOOSE: 'chosen' } },
    chosen: {
      on: { SEND: 'received', SEND_INVALID: 'refused', SEND_FAILS: 'error', BACK: 'plansAgain' },
    },
    refused: { on: { FIX_AND_SEND: 'received' } },
    error: { on: { RETRY: 'received' } },
    received: { on: { CONFIRMED: 'confirmed', REJECTED: 'rejected' } },
    confirmed: {},
    rejected: { on: { BACK: 'plansAgain' } },
    plansAgain: {},
  },
});

const plan: ChosenPlan = {
  id: '0a0a0a0a-0000-4000-8000-000000000001',
  name: 'Catalogue',
  monthly: 4900,
  yearly: 49000,
};
const made = (period: BillingPeriod, state: Subscription['state'] = 'requested'): Subscription => ({
  id: 'sub-1',
  plan: {
    id: plan.id,
    code: 'fab-catalogue',
    audience: 'fab',
    name: { fr: 'Catalogue', en: 'Catalogue', ar: 'كتالوج' },
    description: { fr: '', en: '', ar: '' },
    features: [],
    price_monthly: 4900,
    price_yearly: 49000,
    limits: {
      projects: null,
      storage_mb: 10240,
      collaborators: null,
      products: 200,
      orders_per_month: null,
    },
    highlighted: true,
  },
  period,
  amount: period === 'yearly' ? 49000 : 4900,
  state,
  reason: state === 'rejected' ? 'Proof unreadable' : null,
  proof: null,
  requested_at: '2026-11-27T10:00:00Z',
  decided_at: null,
  starts_at: null,
  ends_at: null,
});
const failure = (kind: 'validation' | 'server') =>
  new ApiFailure(
    kind === 'validation'
      ? {
          kind: 'validation',
          status: 422,
          message: 'The proof must be a PDF or an image.',
          fields: [{ field: 'file', messages: ['The proof must be a PDF or an image.'] }],
          original: null,
        }
      : { kind: 'http', status: 503, message: 'Unavailable', original: null },
  );

function harness() {
  const sent: { period: BillingPeriod; proof: string | null }[] = [];
  const flags: { fail: 'validation' | 'server' | null } = { fail: null };
  const actor = createActor(
    subscriptionMachine.provide({
      actors: {
        sendRequest: fromPromise(
          async ({
            input,
          }: {
            input: { planId: string; period: BillingPeriod; proof: File | null };
          }) => {
            sent.push({ period: input.period, proof: input.proof?.name ?? null });
            if (flags.fail) throw failure(flags.fail);
            return made(input.period);
          },
        ),
      },
    }),
    { input: { audience: 'fab' } },
  ).start();
  const settled = () => waitFor(actor, (s) => !s.matches('sending'));
  return { actor, sent, flags, settled };
}

describe('subscription dialogs (model-based)', () => {
  for (const path of createTestModel(spec).getSimplePaths()) {
    it(path.description, async () => {
      const h = harness();
      const snap = () => h.actor.getSnapshot();
      const dialog = () => subscriptionDialogOf(String(snap().value), snap().context.audience);
      await path.test({
        states: {
          plans: () => expect(dialog()).toBe('subscriptionManufacturer'),
          chosen: () => {
            expect(dialog()).toBe('subscriptionChosen');
            expect(snap().context.plan).toEqual(plan);
          },
          refused: () => {
            expect(dialog()).toBe('subscriptionChosen');
            expect(snap().context.fields).toEqual([
              { field: 'file', messages: ['The proof must be a PDF or an image.'] },
            ]);
          },
          error: () => {
            expect(dialog()).toBe('subscriptionError');
            expect(snap().context.error).toBeInstanceOf(ApiFailure);
          },
          received: () => {
            expect(dialog()).toBe('subscriptionReceived');
            expect(snap().context.subscription).toMatchObject({
              period: 'yearly',
              state: 'requested',
            });
            expect(h.sent.at(-1)).toEqual({ period: 'yearly', proof: 'virement.pdf' });
          },
          confirmed: () => {
            expect(dialog()).toBe('subscriptionConfirmed');
            expect(snap().status).toBe('done');
          },
          rejected: () => expect(dialog()).toBe('subscriptionRejected'),
          plansAgain: () => expect(dialog()).toBe('subscriptionManufacturer'),
        },
        events: {
          CHOOSE: () => h.actor.send({ type: 'subscription.choose', plan }),
          SEND: async () => {
            h.actor.send({ type: 'subscription.setPeriod', period: 'yearly' });
            h.actor.send({
              type: 'subscription.setProof',
              proof: new File(['%PDF-'], 'virement.pdf'),
            });
            h.actor.send({ type: 'subscription.send' });
            await h.settled();
          },
          SEND_INVALID: async () => {
            h.flags.fail = 'validation';
            h.actor.send({ type: 'subscription.setPeriod', period: 'yearly' });
            h.actor.send({ type: 'subscription.setProof', proof: new File(['x'], 'virement.txt') });
            h.actor.send({ type: 'subscription.send' });
            await h.settled();
          },
          FIX_AND_SEND: async () => {
            h.flags.fail = null;
            h.actor.send({
              type: 'subscription.setProof',
              proof: new File(['%PDF-'], 'virement.pdf'),
            });
            h.actor.send({ type: 'subscription.send' });
            await h.settled();
          },
          SEND_FAILS: async () => {
            h.flags.fail = 'server';
            h.actor.send({ type: 'subscription.setPeriod', period: 'yearly' });
            h.actor.send({
              type: 'subscription.setProof',
              proof: new File(['%PDF-'], 'virement.pdf'),
            });
            h.actor.send({ type: 'subscription.send' });
            await h.settled();
          },
          RETRY: async () => {
            h.flags.fail = null;
            h.actor.send({ type: 'subscription.retry' });
            await h.settled();
          },
          CONFIRMED: () => {
            // Another request's answer changes nothing.
            h.actor.send({
              type: 'subscription.decided',
              subscription: { ...made('yearly', 'confirmed'), id: 'other' },
            });
            expect(snap().value).toBe('received');
            h.actor.send({
              type: 'subscription.decided',
              subscription: made('yearly', 'confirmed'),
            });
          },
          REJECTED: () =>
            h.actor.send({
              type: 'subscription.decided',
              subscription: made('yearly', 'rejected'),
            }),
          BACK: () => h.actor.send({ type: 'subscription.back' }),
        },
      });
      h.actor.stop();
    });
  }

  it('opens on the chosen plan when it is given (from /plans or the settings)', () => {
    const actor = createActor(subscriptionMachine, {
      input: { audience: 'pro', plan, period: 'yearly' },
    }).start();
    expect(actor.getSnapshot().value).toBe('chosen');
    expect(actor.getSnapshot().context.period).toBe('yearly');
    expect(subscriptionDialogOf('subscription', 'pro')).toBe('subscriptionPro');
    actor.stop();
  });
});
