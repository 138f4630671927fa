import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as ouvrage } from '../../server/app';
import { openPostgres } from '../../server/db/client';
import { sessions } from '../../server/db/schema/sessions';
import { sessionCache } from '../../server/lib/session-cache';
import { randomToken } from '../../server/lib/tokens';
import { usersRepository } from '../../server/modules/identity/users.repository';
import { actingAs, buildUser, guest, TEST_PASSWORD } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

/**
 * Sessions and their users are kept in memory for a few seconds (server/lib/session-cache.ts).
 * Every change made through the app must still take effect on the very next request: each case
 * first makes a request that fills the cache, then changes something, then asks again.
 */
describe('session cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('a deactivation by an administrator takes effect on the next call', async () => {
    const user = await buildUser(t);
    const c = await actingAs(t, user);
    expect((await c.get('/api/projects')).statusCode).toBe(200);
    const admin = await actingAs(t, await buildUser(t, { type: 'SUPER_ADMIN' }));
    const res = await admin.post(`/api/admin/users/${user.id}/deactivate`, { reason: 'Fraude' });
    expect(res.statusCode).toBe(200);
    // The open session stays (issue 26), refused with its reason on its next call.
    const next = await c.get('/api/projects');
    expect(next.statusCode).toBe(403);
    expect(next.json().reason).toBe('deactivated');
  });

  it('a change of the user row (status, type) is seen on the next call, sessions kept', async () => {
    const user = await buildUser(t);
    const c = await actingAs(t, user);
    expect((await c.get('/api/projects')).statusCode).toBe(200);
    await usersRepository(t.database.db).update(user.id, { status: 'D' });
    const refused = await c.get('/api/projects');
    expect(refused.statusCode).toBe(403);
    await usersRepository(t.database.db).update(user.id, { status: 'A', type: 'MANUFACTURER' });
    expect((await c.get('/api/account')).json().type).toBe('MANUFACTURER');
  });

  it('a signed-out session is refused at once, even replayed', async () => {
    const user = await buildUser(t);
    const c = await guest(t);
    expect(
      (await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect((await c.get('/api/projects')).statusCode).toBe(200);
    const stolen = new Map(c.cookies);
    expect((await c.post('/api/logout')).statusCode).toBe(204);
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: { cookie: `ouvrage_session=${stolen.get('ouvrage_session')}` },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('a password change ends the other sessions at once and keeps this one', async () => {
    const user = await buildUser(t);
    const here = await actingAs(t, user);
    const elsewhere = await actingAs(t, user);
    expect((await here.get('/api/projects')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/projects')).statusCode).toBe(200);
    const changed = await here.put('/api/profile/password', {
      current_password: TEST_PASSWORD,
      password: 'Another-pass-2026',
      password_confirmation: 'Another-pass-2026',
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect((await elsewhere.get('/api/projects')).statusCode).toBe(401);
    expect((await here.get('/api/projects')).statusCode).toBe(200);
  });

  it('serves a session from memory within its time to live, and reads the database after', async () => {
    const user = await buildUser(t);
    const cache = sessionCache(t.database.db, { lifetimeMs: 60_000, ttlMs: 100 });
    const id = randomToken();
    await t.database.db.insert(sessions).values({ id, userId: user.id, csrfToken: 'x', data: {} });
    const record = await cache.load(id);
    expect(record?.userId).toBe(user.id);
    // The user comes with it, from the same query.
    expect(cache.userOf(record!)?.email).toBe(user.email);
    // A change another process makes (here, behind the cache's back) is seen after the TTL.
    await t.database.db.delete(sessions).where(eq(sessions.id, id));
    expect((await cache.load(id))?.id).toBe(id);
    await new Promise((r) => setTimeout(r, 150));
    expect(await cache.load(id)).toBeNull();
    cache.close();
  });

  it('does not keep a read that raced an invalidation', async () => {
    const user = await buildUser(t);
    const cache = sessionCache(t.database.db, { lifetimeMs: 60_000, ttlMs: 60_000 });
    const id = randomToken();
    await t.database.db.insert(sessions).values({ id, userId: user.id, csrfToken: 'x', data: {} });
    const reading = cache.load(id);
    cache.forgetUser(user.id);
    expect((await reading)?.id).toBe(id);
    await t.database.db.delete(sessions).where(eq(sessions.id, id));
    expect(await cache.load(id)).toBeNull();
    cache.close();
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'on PostgreSQL, a sign-out in one process is heard by another that had the session in memory',
    async () => {
      const user = await buildUser(t);
      const here = await actingAs(t, user);
      // A second API process: its own pool, cache and listener on the same database.
      const other = await openPostgres(t.database.url!);
      const app = Fastify({ logger: false });
      await app.register(ouvrage, { ...t.deps, database: other });
      await app.ready();
      try {
        const cookie = `ouvrage_session=${here.cookies.get('ouvrage_session')}`;
        const ask = () => app.inject({ method: 'GET', url: '/api/projects', headers: { cookie } });
        expect((await ask()).statusCode).toBe(200);
        expect((await here.post('/api/logout')).statusCode).toBe(204);
        // NOTIFY arrives within milliseconds; the cache's 5 s would be the bound if it did not.
        const deadline = Date.now() + 2_000;
        let status = (await ask()).statusCode;
        while (status === 200 && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 50));
          status = (await ask()).statusCode;
        }
        expect(status).toBe(401);
      } finally {
        await app.close();
        await other.close();
      }
    },
  );

  it('forgets an expired session and deletes its row', async () => {
    const user = await buildUser(t);
    const cache = sessionCache(t.database.db, { lifetimeMs: 60_000 });
    const id = randomToken();
    const lastActivity = new Date(Date.now() - 120_000);
    await t.database.db
      .insert(sessions)
      .values({ id, userId: user.id, csrfToken: 'x', data: {}, lastActivity });
    expect(await cache.load(id)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
    cache.close();
  });
});
