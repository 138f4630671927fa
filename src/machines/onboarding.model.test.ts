import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { ApiFailure } from '@/api/api-error';
import type { OnboardingData, User } from '@/api/contract/user';
import { onboardingMachine } from './onboarding.machine';
import { missingFields, stepsFor } from './onboarding-steps';
import { coveringPaths } from './testing/covering-paths';
import { buildUser, controlledActor, flush } from './testing/harness';

/** What a design office sees of onboarding: two steps (activity, contact), then the review. */
const spec = createMachine({
  id: 'onboardingSpec',
  initial: 'loading',
  states: {
    loading: { on: { LOADED: 'activity', LOAD_FAILS: 'loadError' } },
    loadError: { on: { RETRY: 'loading' } },
    activity: {
      on: { NEXT_EMPTY: 'activityMissing', FILL_ACTIVITY: 'activityFilled', BACK: 'activity' },
    },
    activityMissing: { on: { FILL_ACTIVITY: 'activityFilled' } },
    activityFilled: { on: { NEXT: 'contact' } },
    contact: {
      on: { BACK: 'activityFilled', SUBMIT_EMPTY: 'contactMissing', FILL_CONTACT: 'contactFilled' },
    },
    contactMissing: { on: { FILL_CONTACT: 'contactFilled', BACK: 'activityFilled' } },
    contactFilled: { on: { SUBMIT: 'submitting', BACK: 'activityReviewed' } },
    activityReviewed: { on: { NEXT: 'contactFilled' } },
    submitting: {
      on: {
        ACCEPTED: 'done',
        REFUSED_ON_COMPANY: 'activityRefused',
        SUBMIT_FAILS: 'contactFailed',
      },
    },
    activityRefused: { on: { FIX_COMPANY: 'activityReviewed' } },
    contactFailed: { on: { SUBMIT: 'submitting' } },
    done: { type: 'final' },
  },
});

const designOffice = buildUser({ type: 'DESIGN_OFFICE', status: 'P' });
const boarding = {
  user: designOffice,
  required: ['job_id', 'activity_sector_id', 'company', 'country', 'wilaya_id', 'phone'],
  data: {},
};
const companyRefused = new ApiFailure({
  kind: 'validation',
  status: 422,
  message: 'Les données fournies ne sont pas valides.',
  fields: [{ field: 'company', messages: ['Ce champ est obligatoire.'] }],
  original: null,
});
const offline = new ApiFailure({ kind: 'network', message: 'network', original: null });

function harness() {
  const load = controlledActor<typeof boarding>();
  const submit = controlledActor<User, OnboardingData>();
  const actor = createActor(
    onboardingMachine.provide({
      actors: { loadBoarding: load.logic, submitBoarding: submit.logic },
    }),
  ).start();
  const change = (field: keyof OnboardingData, value: OnboardingData[keyof OnboardingData]) =>
    actor.send({ type: 'onboarding.change', field, value });
  return { actor, load, submit, change };
}

describe('onboarding machine (model-based)', () => {
  for (const path of coveringPaths(createTestModel(spec))) {
    it(path.description, async () => {
      const h = harness();
      const snap = () => h.actor.getSnapshot();
      const onStep = (id: string) => {
        expect(snap().value).toBe('editing');
        expect(snap().context.steps[snap().context.step]!.id).toBe(id);
      };
      const errorsOn = () =>
        snap()
          .context.fieldErrors.map((e) => e.field)
          .sort();
      const clean = (id: string) => () => {
        onStep(id);
        expect(errorsOn()).toEqual([]);
      };
      await path.test({
        states: {
          loading: () => expect(snap().value).toBe('loading'),
          loadError: () => {
            expect(snap().value).toBe('loadFailed');
            expect(snap().context.error).toMatchObject({ kind: 'network' });
          },
          activity: clean('activity'),
          activityMissing: () => {
            onStep('activity');
            expect(errorsOn()).toEqual(['activity_sector_id', 'company', 'job_id']);
          },
          activityFilled: clean('activity'),
          activityReviewed: () => {
            clean('activity')();
            expect(snap().context.data.phone).toBe('+213 555 12 34 56');
          },
          contact: clean('contact'),
          contactMissing: () => {
            onStep('contact');
            // No country chosen yet, so no wilaya is asked for.
            expect(errorsOn()).toEqual(['country', 'phone']);
            expect(snap().context.fieldErrors[0]!.messages).toEqual(['validation.required']);
          },
          contactFilled: clean('contact'),
          submitting: () => {
            expect(snap().value).toBe('submitting');
            expect(h.submit.calls.at(-1)).toMatchObject({
              job_id: 3,
              company: expect.any(String),
              country: 'DZ',
              wilaya_id: 16,
            });
          },
          activityRefused: () => {
            onStep('activity');
            expect(snap().context.fieldErrors).toEqual([
              { field: 'company', messages: ['Ce champ est obligatoire.'] },
            ]);
          },
          contactFailed: () => {
            onStep('contact');
            expect(snap().context.error).toMatchObject({ kind: 'network' });
          },
          done: () => {
            expect(snap().status).toBe('done');
            expect(snap().output).toMatchObject({ status: 'F' });
          },
        },
        events: {
          LOADED: () => h.load.resolve(boarding),
          LOAD_FAILS: () => h.load.reject(offline),
          RETRY: () => h.actor.send({ type: 'onboarding.retry' }),
          NEXT_EMPTY: () => h.actor.send({ type: 'onboarding.next' }),
          NEXT: () => h.actor.send({ type: 'onboarding.next' }),
          BACK: () => h.actor.send({ type: 'onboarding.back' }),
          FILL_ACTIVITY: () => {
            h.change('job_id', 3);
            h.change('activity_sector_id', 2);
            h.change('company', 'BET Atlas');
          },
          FILL_CONTACT: () => {
            h.change('country', 'DZ');
            h.change('wilaya_id', 16);
            h.change('phone', '+213 555 12 34 56');
          },
          FIX_COMPANY: () => h.change('company', 'BET Atlas Alger'),
          SUBMIT_EMPTY: () => h.actor.send({ type: 'onboarding.submit' }),
          SUBMIT: async () => {
            h.actor.send({ type: 'onboarding.submit' });
            await flush();
          },
          ACCEPTED: () => h.submit.resolve({ ...designOffice, status: 'F' }),
          REFUSED_ON_COMPANY: () => h.submit.reject(companyRefused),
          SUBMIT_FAILS: () => h.submit.reject(offline),
        },
      });
      h.actor.stop();
    });
  }
});

describe('onboarding steps per user type', () => {
  it('asks manufacturers for their company, catalogue and contact', () => {
    expect(stepsFor('MANUFACTURER').map((s) => s.id)).toEqual(['company', 'catalogue', 'contact']);
    expect(stepsFor('PROFESSOR_STUDENT').map((s) => s.id)).toEqual(['studies', 'contact']);
    expect(stepsFor('PRODUCTION_COMPANY').map((s) => s.id)).toEqual(['activity', 'contact']);
    expect(stepsFor('ADMIN')).toEqual([]);
  });

  it('asks for a wilaya only for an address in Algeria', () => {
    const contact = stepsFor('DESIGN_OFFICE')[1]!;
    expect(missingFields(contact, { country: 'FR', phone: '+33 1 23 45 67 89' })).toEqual([]);
    expect(missingFields(contact, { country: 'DZ', phone: '+213 555' })).toEqual(['wilaya_id']);
  });
});
