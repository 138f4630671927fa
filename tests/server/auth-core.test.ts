import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '../../src/api/contract/user';
import { buildUser, guest, TEST_PASSWORD } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('sign-in core', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('signs in, renews the session id, returns the account, and signs out', async () => {
    const user = await buildUser(t);
    const c = await guest(t);
    const before = c.cookies.get('ouvrage_session');
    const login = await c.post('/api/login', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    expect(userSchema.parse(login.json()).id).toBe(user.id);
    expect(login.json()).not.toHaveProperty('password_hash');
    expect(c.cookies.get('ouvrage_session')).not.toBe(before);
    const account = await c.get('/api/account');
    expect(account.json().email).toBe(user.email);
    expect((await c.post('/api/logout')).statusCode).toBe(204);
    expect((await c.get('/api/account')).statusCode).toBe(401);
    expect((await c.post('/api/logout')).statusCode).toBe(401);
  });

  it('answers wrong credentials with 422 on email, identical whether or not the account exists', async () => {
    const user = await buildUser(t);
    const c = await guest(t, 'en');
    const wrong = await c.post('/api/login', { email: user.email, password: 'nope-nope' });
    const unknown = await c.post('/api/login', {
      email: 'nobody@example.test',
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('validates the payload in the request language', async () => {
    const c = await guest(t, 'ar');
    const res = await c.post('/api/login', { email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['يرجى إدخال بريد إلكتروني صالح.']);
    // Each message names its field in words (issue 18: « the password field is required »).
    expect(res.json().errors.password).toEqual(['حقل «كلمة المرور» مطلوب.']);
  });
});
