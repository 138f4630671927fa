import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { accountStatuses } from '@/api/contract/user';
import { accountStatusMachine, statusStates } from './account-status.machine';

describe('account status (SPEC §3, §4)', () => {
  it('starts as pending before any account response', () => {
    const actor = createActor(accountStatusMachine, { input: { status: null } }).start();
    expect(actor.getSnapshot().value).toBe('pending');
    expect(actor.getSnapshot().context.status).toBeNull();
  });

  it.each(accountStatuses.map((s) => [s]))('takes status %s from the account response', (s) => {
    const fromInput = createActor(accountStatusMachine, { input: { status: s } }).start();
    expect(fromInput.getSnapshot().value).toBe(statusStates[s]);
    const later = createActor(accountStatusMachine, { input: { status: null } }).start();
    later.send({ type: 'account.statusChanged', status: s });
    expect(later.getSnapshot().value).toBe(statusStates[s]);
    expect(later.getSnapshot().context.status).toBe(s);
  });
});
