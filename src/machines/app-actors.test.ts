import { afterEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '@/api/api-error';
import { reportAccessDenied, reportUnauthenticated } from '@/api/http-events';
import { type AppActors, startAppActors } from './app-actors';
import { buildUser, flush } from './testing/harness';

const unauthenticated = () =>
  Promise.reject(new ApiFailure({ kind: 'http', status: 401, message: '', original: null }));

describe('the app actors wired together', () => {
  let actors: AppActors;
  afterEach(() => actors.stop());

  it('opens the not-authenticated dialog on a 401 only in the signed-in layout (SPEC §8)', async () => {
    actors = startAppActors({ fetchAccount: unauthenticated });
    await flush();
    const open = () => actors.dialogs.getSnapshot().context.open.notAuthenticated;
    reportUnauthenticated({ url: '/api/account', method: 'GET' });
    expect(open()).toBe(false);
    actors.layout.send({ type: 'layout.auth' });
    reportUnauthenticated({ url: '/api/profile', method: 'PATCH' });
    expect(open()).toBe(true);
  });

  it('closes every dialog when the session ends (SPEC §4)', async () => {
    const user = buildUser();
    actors = startAppActors({ fetchAccount: () => Promise.resolve(user) });
    await flush();
    expect(actors.session.getSnapshot().matches('loggedIn')).toBe(true);
    actors.dialogs.send({ type: 'dialog.open', name: 'newProject' });
    actors.dialogs.send({ type: 'dialog.open', name: 'notAuthenticated' });
    // The viewer's dialogs (its tools actor) hear the reset too.
    let heard = 0;
    actors.dialogs.on('dialogs.reset', () => (heard += 1));
    actors.session.send({ type: 'session.expired' });
    expect(heard).toBe(1);
    const open = actors.dialogs.getSnapshot().context.open;
    expect(Object.values(open).some(Boolean)).toBe(false);
    expect(actors.session.getSnapshot().context.user).toBeNull();
  });

  it('hands a 403 with a reason to the session, which reads the account again (issue 26)', async () => {
    let status: 'A' | 'D' = 'A';
    actors = startAppActors({
      fetchAccount: () => Promise.resolve(buildUser({ status, rejection_reason: 'Fraude' })),
    });
    await flush();
    actors.dialogs.send({ type: 'dialog.open', name: 'newProject' });
    // A 403 without a reason (a role the project does not give) changes nothing.
    reportAccessDenied(403, { message: 'Forbidden' }, '/api/projects/1');
    expect(actors.session.getSnapshot().context.leadTo).toBeNull();
    status = 'D';
    reportAccessDenied(403, { message: 'Désactivé', reason: 'deactivated' }, '/api/projects');
    expect(actors.dialogs.getSnapshot().context.open.newProject).toBe(false);
    await flush();
    const session = actors.session.getSnapshot();
    expect(session.value).toEqual({ loggedIn: 'settled' });
    expect(session.context.leadTo).toBe('verification');
    expect(session.context.user?.status).toBe('D');
  });

  it('stops listening to the HTTP layer once stopped', async () => {
    actors = startAppActors({ fetchAccount: unauthenticated });
    await flush();
    actors.layout.send({ type: 'layout.auth' });
    actors.stop();
    reportUnauthenticated({ url: '/api/x', method: 'GET' });
    expect(actors.dialogs.getSnapshot().context.open.notAuthenticated).toBe(false);
    actors = startAppActors({ fetchAccount: unauthenticated });
  });
});
