import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../server/db/schema/identity';
import { actingAs, buildUser, guest } from '../support/factories';
import { firstLink } from '../support/smtp-peer';
import { APP_URL, withMailApp, type SmtpPeer } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Brand-new-pass-1';

describe('forgotten password', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  withMailApp((app, peer) => {
    t = app;
    smtp = peer;
  });

  const tokenOf = (link: string) => {
    const url = new URL(link);
    return { token: url.pathname.split('/').pop()!, email: url.searchParams.get('email')! };
  };

  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const user = await buildUser(t);
    const c = await guest(t, 'en');
    const before = smtp.messages.length;
    const known = await c.post('/api/forgot-password', { email: user.email });
    const unknown = await c.post('/api/forgot-password', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect((await smtp.waitFor(user.email, before)).subject).toBe(
      'Réinitialisation de votre mot de passe',
    );
    expect(smtp.messages.slice(before).flatMap((m) => m.to)).toEqual([user.email]);
  });

  it('resets the password once with the mailed token and ends the other sessions', async () => {
    const user = await buildUser(t);
    const elsewhere = await actingAs(t, user);
    const c = await guest(t, 'en');
    await c.post('/api/forgot-password', { email: user.email });
    const link = firstLink((await smtp.waitFor(user.email)).text);
    expect(link.startsWith(`${APP_URL}/password-reset/`)).toBe(true);
    const { token, email } = tokenOf(link);
    expect(email).toBe(user.email);

    const body = { token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    const reset = await c.post('/api/reset-password', body);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Your password has been reset. You can sign in.');
    expect((await elsewhere.get('/api/account')).statusCode).toBe(401);
    expect((await c.post('/api/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await c.post('/api/reset-password', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email).toEqual(['This reset link is not valid or has expired.']);
  });

  it('refuses a wrong, foreign or expired token with 422 on email', async () => {
    const user = await buildUser(t);
    const other = await buildUser(t);
    const c = await guest(t, 'en');
    await c.post('/api/forgot-password', { email: user.email });
    const { token } = tokenOf(firstLink((await smtp.waitFor(user.email)).text));
    const body = (over: Record<string, string>) => ({
      token,
      email: user.email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      ...over,
    });
    expect((await c.post('/api/reset-password', body({ token: 'x'.repeat(43) }))).statusCode).toBe(
      422,
    );
    expect((await c.post('/api/reset-password', body({ email: other.email }))).statusCode).toBe(
      422,
    );
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const expired = await c.post('/api/reset-password', body({}));
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toHaveProperty('email');
  });

  it('rate-limits requests for one address', async () => {
    const c = await guest(t);
    c.remoteAddress = '10.0.0.9';
    for (let i = 0; i < 3; i++) {
      expect(
        (await c.post('/api/forgot-password', { email: 'spam@example.test' })).statusCode,
      ).toBe(200);
    }
    const limited = await c.post('/api/forgot-password', { email: 'spam@example.test' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles guesses at a reset token per (address, client) like sign-ins', async () => {
    const user = await buildUser(t);
    const c = await guest(t, 'en');
    c.remoteAddress = '10.0.1.1';
    await c.post('/api/forgot-password', { email: user.email });
    const { token, email } = tokenOf(firstLink((await smtp.waitFor(user.email)).text));
    const body = { email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    for (let i = 0; i < t.config.RATE_LIMIT_LOGIN; i++) {
      const guess = await c.post('/api/reset-password', {
        ...body,
        token: `${'0'.repeat(63)}${i}`,
      });
      expect(guess.statusCode).toBe(422);
    }
    const locked = await c.post('/api/reset-password', { ...body, token });
    expect(locked.statusCode).toBe(429);
    c.remoteAddress = '10.0.1.2';
    expect((await c.post('/api/reset-password', { ...body, token })).statusCode).toBe(200);
  });
});
