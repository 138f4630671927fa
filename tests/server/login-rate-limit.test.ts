import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../server/db/schema/sessions';
import { buildUser, guest, TEST_PASSWORD } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_LOGIN: '3' } });
  });
  afterAll(() => t.close());

  it('locks an account after RATE_LIMIT_LOGIN failures, whatever the address, with Retry-After', async () => {
    const user = await buildUser(t);
    const c = await guest(t, 'en');
    for (let i = 0; i < 3; i++) {
      c.remoteAddress = `10.1.0.${i + 1}`;
      expect(
        (await c.post('/api/login', { email: user.email, password: 'wrong-one' })).statusCode,
      ).toBe(422);
    }
    c.remoteAddress = '10.1.0.99';
    const locked = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(locked.json().message).toMatch(/^Too many attempts/);
  });

  it('locks an address after failures on several accounts, existing or not', async () => {
    const c = await guest(t);
    c.remoteAddress = '10.2.0.1';
    const user = await buildUser(t);
    for (const email of ['a@example.test', 'b@example.test', user.email]) {
      expect((await c.post('/api/login', { email, password: 'wrong-one' })).statusCode).toBe(422);
    }
    const fresh = await buildUser(t);
    expect(
      (await c.post('/api/login', { email: fresh.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(429);
    // Another address is not affected.
    c.remoteAddress = '10.2.0.2';
    expect(
      (await c.post('/api/login', { email: fresh.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('opens again once the window has passed', async () => {
    const user = await buildUser(t);
    const c = await guest(t);
    c.remoteAddress = '10.4.0.1';
    for (let i = 0; i < 3; i++)
      await c.post('/api/login', { email: user.email, password: 'wrong-one' });
    expect(
      (await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(429);
    // Move the window's end into the past instead of waiting a minute.
    await t.database.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) });
    expect(
      (await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('forgets earlier failures of an account after a successful sign-in', async () => {
    const user = await buildUser(t);
    const c = await guest(t);
    c.remoteAddress = '10.3.0.1';
    for (let i = 0; i < 2; i++)
      await c.post('/api/login', { email: user.email, password: 'wrong-one' });
    expect(
      (await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
    c.remoteAddress = '10.3.0.2';
    for (let i = 0; i < 2; i++) {
      expect(
        (await c.post('/api/login', { email: user.email, password: 'wrong-one' })).statusCode,
      ).toBe(422);
    }
  });
});
