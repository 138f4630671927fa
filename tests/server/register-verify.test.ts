import { describe, expect, it } from 'vitest';
import { userSchema } from '../../src/api/contract/user';
import { signPath } from '../../server/lib/signed-url';
import { emailHash } from '../../server/modules/identity/signed-links';
import { actingAs, buildUser, guest } from '../support/factories';
import { firstLink } from '../support/smtp-peer';
import { APP_URL, withMailApp, type SmtpPeer } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

const registration = (email: string, over: Record<string, unknown> = {}) => ({
  first_name: 'Lina',
  last_name: 'Kaci',
  email,
  password: 'Str0ng-password',
  password_confirmation: 'Str0ng-password',
  type: 'DESIGN_OFFICE',
  terms: true,
  ...over,
});
/** The API call the client route /verify-email/{id}/{token}?… makes from a mailed link. */
const apiPath = (link: string) => `/api${link.slice(APP_URL.length)}`;

describe('registration and e-mail verification', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  withMailApp((app, peer) => {
    t = app;
    smtp = peer;
  });

  it('registers, signs in, and mails a signed link that verifies the address', async () => {
    const c = await guest(t, 'en');
    const res = await c.post('/api/register', registration('Lina@Example.test'));
    expect(res.statusCode).toBe(201);
    const user = userSchema.parse(res.json());
    expect(user).toMatchObject({ email: 'lina@example.test', status: 'P', type: 'DESIGN_OFFICE' });
    expect(user.email_verified_at).toBeNull();
    expect(user.language).toBe('en');
    expect((await c.get('/api/account')).json().id).toBe(user.id);

    const mail = smtp.last('lina@example.test');
    expect(mail.subject).toBe('Verify your e-mail address');
    expect(mail.html).toContain('dir="ltr"');
    const link = firstLink(mail.text);
    expect(link).toMatch(
      new RegExp(
        `^${APP_URL}/verify-email/${user.id}/${emailHash(user.email)}\\?expires=\\d+&signature=[0-9a-f]{64}$`,
      ),
    );
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

    // Opened from the mail client's browser: no session there, the link signs the user in.
    const other = await guest(t, 'en');
    const verified = await other.get(apiPath(link));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().email_verified_at).not.toBeNull();
    expect((await other.get('/api/account')).json().id).toBe(user.id);
    // And the original session sees the verified account.
    expect((await c.get('/api/account')).json().email_verified_at).not.toBeNull();

    // Opened again elsewhere within its hour: it signs nobody in, it says the address is verified.
    const third = await guest(t, 'en');
    const again = await third.get(apiPath(link));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This e-mail address is already verified. Sign in to continue.',
    );
    expect(again.json()).not.toHaveProperty('email');
    expect((await third.get('/api/account')).statusCode).toBe(401);
    // Its own user, signed in where it was opened, still sees the account.
    expect((await other.get(apiPath(link))).statusCode).toBe(200);
  });

  it('refuses a tampered link with 403 and an expired one with 410 offering a resend', async () => {
    const user = await buildUser(t, { emailVerifiedAt: null });
    const path = `/verify-email/${user.id}/${emailHash(user.email)}`;
    const good = signPath(t.config.appSecret, path, 3600);
    const c = await guest(t, 'en');
    // Change the signature's first digit (to one it is not: '0' would keep one link in 16 valid).
    const tampered = good.replace(
      /signature=(.)/,
      (_, d: string) => `signature=${d === '0' ? '1' : '0'}`,
    );
    const badSig = await c.get(`/api${tampered}`);
    expect(badSig.statusCode).toBe(403);
    const laterExpiry = good.replace(
      /expires=(\d+)/,
      (_, e: string) => `expires=${Number(e) + 999}`,
    );
    expect((await c.get(`/api${laterExpiry}`)).statusCode).toBe(403);
    const otherToken = signPath(
      t.config.appSecret,
      `/verify-email/${user.id}/${emailHash('x@y.z')}`,
      3600,
    );
    expect((await c.get(`/api${otherToken}`)).statusCode).toBe(403);

    const expired = signPath(t.config.appSecret, path, 3600, Date.now() - 2 * 3600_000);
    const gone = await c.get(`/api${expired}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(
      'This link has expired. You can ask for a new link to be sent.',
    );
    expect((await c.get('/api/account')).statusCode).toBe(401);
  });

  it('refuses a link opened while another account is signed in', async () => {
    const owner = await buildUser(t, { emailVerifiedAt: null });
    const someoneElse = await actingAs(t, await buildUser(t));
    const link = signPath(
      t.config.appSecret,
      `/verify-email/${owner.id}/${emailHash(owner.email)}`,
      3600,
    );
    expect((await someoneElse.get(`/api${link}`)).statusCode).toBe(403);
  });

  it('resends the link on demand, rate-limited', async () => {
    const user = await buildUser(t, { emailVerifiedAt: null });
    const c = await actingAs(t, user, 'fr');
    const before = smtp.messages.length;
    for (let i = 0; i < 3; i++) {
      const res = await c.post('/api/email/verification-notification');
      expect(res.statusCode).toBe(200);
    }
    expect(smtp.messages.length).toBe(before + 3);
    expect(smtp.last(user.email).subject).toBe('Vérifiez votre adresse e-mail');
    const limited = await c.post('/api/email/verification-notification');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const anonymous = await guest(t);
    expect((await anonymous.post('/api/email/verification-notification')).statusCode).toBe(401);
  });

  it('writes the mail in the language chosen with set-locale, right to left in Arabic', async () => {
    const c = await guest(t, 'fr');
    const chosen = await c.post('/api/locales/set-locale/ar');
    expect(chosen.json()).toEqual({ language: 'ar' });
    const res = await c.post('/api/register', registration('amel@example.test'));
    expect(res.json().language).toBe('ar');
    const mail = smtp.last('amel@example.test');
    expect(mail.subject).toBe('تحقق من بريدك الإلكتروني');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('مرحبًا Lina،');
  });

  it('refuses a taken address and invalid input with translated 422s', async () => {
    const existing = await buildUser(t);
    const c = await guest(t, 'en');
    const taken = await c.post('/api/register', registration(existing.email.toUpperCase()));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['This e-mail address is already in use.']);
    const bad = await c.post(
      '/api/register',
      registration('new@example.test', { terms: false, type: 'ADMIN' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['terms', 'type']);
    const mismatch = await c.post(
      '/api/register',
      registration('new@example.test', { password_confirmation: 'other' }),
    );
    expect(mismatch.json().errors).toEqual({
      password_confirmation: ['The confirmation does not match the password.'],
    });
    expect((await c.get('/api/account')).statusCode).toBe(401);
  });
});
