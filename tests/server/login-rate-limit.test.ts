import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../server/db/schema/sessions';
import { actingAs, buildUser, guest, TEST_PASSWORD } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('login rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { RATE_LIMIT_LOGIN: '3' } });
  });
  afterAll(() => t.close());

  it('locks an (account, address) pair after RATE_LIMIT_LOGIN failures, with Retry-After; the right password from another address still works', async () => {
    const user = await buildUser(t);
    const c = await guest(t, 'en');
    c.remoteAddress = '10.1.0.1';
    for (let i = 0; i < 3; i++) {
      expect(
        (await c.post('/api/login', { email: user.email, password: 'wrong-one' })).statusCode,
      ).toBe(422);
    }
    const locked = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(locked.json().message).toMatch(/^Too many attempts/);
    // The owner, elsewhere, is not locked out by someone else's failures.
    c.remoteAddress = '10.1.0.99';
    const owner = await c.post('/api/login', { email: user.email, password: TEST_PASSWORD });
    expect(owner.statusCode).toBe(200);
    // Nor is another account from the first address.
    const other = await buildUser(t);
    const elsewhere = await guest(t);
    elsewhere.remoteAddress = '10.1.0.1';
    expect(
      (await elsewhere.post('/api/login', { email: other.email, password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('has a higher ceiling per account (many addresses) and per address (many accounts)', async () => {
    const user = await buildUser(t);
    const c = await guest(t);
    // 10 × RATE_LIMIT_LOGIN failures on one account, 2 from each of 15 addresses.
    for (let i = 0; i < 30; i++) {
      c.remoteAddress = `10.5.${Math.floor(i / 2)}.1`;
      expect(
        (await c.post('/api/login', { email: user.email, password: 'wrong-one' })).statusCode,
      ).toBe(422);
    }
    c.remoteAddress = '10.5.200.1';
    expect(
      (await c.post('/api/login', { email: user.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(429);
    // 20 × RATE_LIMIT_LOGIN failures from one address, over accounts that exist or not.
    c.remoteAddress = '10.6.0.1';
    for (let i = 0; i < 60; i++) {
      expect(
        (await c.post('/api/login', { email: `n${i}@example.test`, password: 'wrong-one' }))
          .statusCode,
      ).toBe(422);
    }
    const fresh = await buildUser(t);
    expect(
      (await c.post('/api/login', { email: fresh.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(429);
    c.remoteAddress = '10.6.0.2';
    expect(
      (await c.post('/api/login', { email: fresh.email, password: TEST_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('throttles the current-password checks of the profile the same way', async () => {
    const user = await buildUser(t);
    const c = await actingAs(t, user);
    c.remoteAddress = '10.7.0.1';
    const wrong = {
      current_password: 'wrong-one',
      password: 'N3w-password!',
      password_confirmation: 'N3w-password!',
    };
    for (let i = 0; i < 3; i++)
      expect((await c.put('/api/profile/password', wrong)).statusCode).toBe(422);
    expect(
      (await c.put('/api/profile/password', { ...wrong, current_password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(429);
    expect(
      (await c.post('/api/profile/email', { email: 'new@example.test', password: 'wrong-one' }))
        .statusCode,
    ).toBe(429);
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
    for (let i = 0; i < 2; i++) {
      expect(
        (await c.post('/api/login', { email: user.email, password: 'wrong-one' })).statusCode,
      ).toBe(422);
    }
  });
});
