import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema/sessions';
import { SIGNED_IN_COOKIE } from '../../src/api/contract/auth';
import { buildUser, guest, TEST_PASSWORD } from '../support/factories';
import { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('guest anti-forgery tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_CSRF: '50' } });
  });
  afterAll(() => t.close());

  const rows = async () => (await t.database.db.select().from(sessions)).length;

  it('cost no session row: cookie-less handshakes write nothing', async () => {
    const before = await rows();
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/sanctum/csrf-cookie',
        remoteAddress: '10.8.0.1',
      });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.map((c) => c.name)).toEqual(['XSRF-TOKEN']);
    }
    expect(await rows()).toBe(before);
  });

  it('let a guest sign in with the signed token, and refuse a forged or borrowed one', async () => {
    const user = await buildUser(t);
    const body = { email: user.email, password: TEST_PASSWORD };
    const c = await guest(t);
    const token = c.xsrf!;
    expect(token).toMatch(/^[\w-]+\.[0-9a-f]{64}$/);
    // The same token on the next handshake: a page reload does not break a form in another tab.
    expect((await c.csrf()).xsrf).toBe(token);
    const forged = new TestClient(t.app);
    forged.cookies.set('XSRF-TOKEN', `${token.split('.')[0]}.${'0'.repeat(64)}`);
    expect((await forged.post('/api/login', body)).statusCode).toBe(419);
    // A token read elsewhere, sent without its cookie (a cross-site form cannot set it).
    const borrowed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: body,
      headers: { 'x-xsrf-token': token },
    });
    expect(borrowed.statusCode).toBe(419);
    const login = await c.post('/api/login', body);
    expect(login.statusCode).toBe(200);
    expect(c.cookies.get('ouvrage_session')).toBeTruthy();
    expect(c.xsrf).not.toBe(token);
    // Signing out leaves a guest token and no row behind.
    const before = await rows();
    expect((await c.post('/api/logout')).statusCode).toBe(204);
    expect(await rows()).toBe(before - 1);
    expect(c.cookies.get('ouvrage_session')).toBeUndefined();
    expect((await c.post('/api/login', body)).statusCode).toBe(200);
  });

  it('are rate-limited per address', async () => {
    const c = new TestClient(t.app);
    c.remoteAddress = '10.8.0.2';
    for (let i = 0; i < t.config.RATE_LIMIT_CSRF; i++) await c.get('/sanctum/csrf-cookie');
    const limited = await c.get('/sanctum/csrf-cookie');
    expect(limited.statusCode).toBe(429);
    c.remoteAddress = '10.8.0.3';
    expect((await c.get('/sanctum/csrf-cookie')).statusCode).toBe(204);
  });

  it('make a session row only when a guest keeps something in it (the chosen language)', async () => {
    const c = await guest(t);
    const before = await rows();
    expect((await c.post('/api/locales/set-locale/ar')).statusCode).toBe(200);
    expect(await rows()).toBe(before + 1);
    expect((await c.post('/api/locales/set-locale/en')).statusCode).toBe(200);
    expect(await rows()).toBe(before + 1);
  });

  it("keep the readable signed-in hint in step with the session, so the app skips a guest's account fetch", async () => {
    const user = await buildUser(t);
    const c = await guest(t);
    expect(c.cookies.get(SIGNED_IN_COOKIE)).toBeUndefined();
    // A guest keeping a language has a session row, but nobody is signed in.
    await c.post('/api/locales/set-locale/en');
    await c.csrf();
    expect(c.cookies.get(SIGNED_IN_COOKIE)).toBeUndefined();
    expect(
      (await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    expect(c.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
    await c.csrf();
    expect(c.cookies.get(SIGNED_IN_COOKIE)).toBe('1');
    expect((await c.post('/api/logout')).statusCode).toBe(204);
    expect(c.cookies.get(SIGNED_IN_COOKIE)).toBeUndefined();
    // A hint left behind (a session ended elsewhere) is cleared by the next handshake.
    c.cookies.set(SIGNED_IN_COOKIE, '1');
    await c.csrf();
    expect(c.cookies.get(SIGNED_IN_COOKIE)).toBeUndefined();
  });
});
