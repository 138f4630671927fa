import { fromPromise } from 'xstate';
import type { User } from '@/api/contract/user';

/** Lets a test settle queued promise callbacks (actor done/error events). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A promise actor whose every run the test answers by hand: `calls` records each input,
 * `resolve`/`reject` settle the latest run.
 */
export function controlledActor<Out, In = unknown>() {
  const calls: In[] = [];
  let settle: { resolve: (v: Out) => void; reject: (e: unknown) => void } | null = null;
  const logic = fromPromise<Out, In>(
    ({ input }) =>
      new Promise<Out>((resolve, reject) => {
        calls.push(input);
        settle = { resolve, reject };
      }),
  );
  return {
    logic,
    calls,
    async resolve(value: Out) {
      if (!settle) throw new Error('no run to resolve');
      settle.resolve(value);
      settle = null;
      await flush();
    },
    async reject(error: unknown) {
      if (!settle) throw new Error('no run to reject');
      settle.reject(error);
      settle = null;
      await flush();
    },
  };
}

let counter = 0;
/** A user as GET api/account returns it; override what the test is about. */
export function buildUser(overrides: Partial<User> = {}): User {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    email: `user${counter}@ouvrage.test`,
    first_name: 'Amel',
    last_name: 'Haddad',
    type: 'DESIGN_OFFICE',
    role: 'professional',
    status: 'A',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    language: 'fr',
    phone: null,
    avatar_url: null,
    pending_email: null,
    rejection_reason: null,
    onboarding: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
