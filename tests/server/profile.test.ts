import { describe, expect, it } from 'vitest';
import { userSchema } from '../../src/api/contract/user';
import { actingAs, buildUser, guest, TEST_PASSWORD } from '../support/factories';
import { firstLink } from '../support/smtp-peer';
import { APP_URL, withMailApp, type SmtpPeer } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----ouvrage-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('profile', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  withMailApp((app, peer) => {
    t = app;
    smtp = peer;
  });

  it('updates names, phone and language', async () => {
    const c = await actingAs(t, await buildUser(t));
    const res = await c.patch('/api/profile', {
      first_name: 'Samir',
      last_name: 'Aït',
      phone: '0551 22 33 44',
      language: 'ar',
    });
    expect(res.statusCode).toBe(200);
    expect(userSchema.parse(res.json())).toMatchObject({
      first_name: 'Samir',
      last_name: 'Aït',
      phone: '0551 22 33 44',
      language: 'ar',
    });
    expect((await c.patch('/api/profile', { first_name: '', last_name: 'X' })).statusCode).toBe(
      422,
    );
  });

  it('changes the password with the current one, ending the other sessions and telling the user', async () => {
    const user = await buildUser(t);
    const c = await actingAs(t, user, 'en');
    const elsewhere = await actingAs(t, user);
    const body = {
      current_password: 'wrong-one',
      password: 'Next-pass-2026',
      password_confirmation: 'Next-pass-2026',
    };
    const wrong = await c.put('/api/profile/password', body);
    expect(wrong.json().errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    const ok = await c.put('/api/profile/password', { ...body, current_password: TEST_PASSWORD });
    expect(ok.json()).toEqual({ message: 'Your password has been changed.' });
    expect((await c.get('/api/account')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/account')).statusCode).toBe(401);
    expect(smtp.last(user.email).subject).toBe('Votre mot de passe a été modifié');
    const g = await guest(t);
    expect(
      (await g.post('/api/login', { email: user.email, password: 'Next-pass-2026' })).statusCode,
    ).toBe(200);
  });

  it('changes the e-mail only once the signed link sent to the new address is opened; the old one is told', async () => {
    const user = await buildUser(t, { email: 'old-address@example.test' });
    const c = await actingAs(t, user, 'en');
    const taken = await buildUser(t);
    expect(
      (await c.post('/api/profile/email', { email: 'new@example.test', password: 'nope' })).json()
        .errors,
    ).toHaveProperty('password');
    expect(
      (await c.post('/api/profile/email', { email: taken.email, password: TEST_PASSWORD })).json()
        .errors.email,
    ).toEqual(['This e-mail address is already in use.']);
    const started = await c.post('/api/profile/email', {
      email: 'New-Address@example.test',
      password: TEST_PASSWORD,
    });
    expect(started.statusCode).toBe(200);
    expect(started.json()).toMatchObject({
      email: 'old-address@example.test',
      pending_email: 'new-address@example.test',
    });

    const link = firstLink(smtp.last('new-address@example.test').text);
    expect(link).toMatch(
      new RegExp(
        `^${APP_URL}/verify-change-email/${user.id}/[0-9a-f]{40}\\?expires=\\d+&signature=`,
      ),
    );
    const tampered = link.replace(
      /signature=(.)/,
      (_, ch: string) => `signature=${ch === '0' ? '1' : '0'}`,
    );
    expect((await c.get(`/api${tampered.slice(APP_URL.length)}`)).statusCode).toBe(403);

    const confirmed = await c.get(`/api${link.slice(APP_URL.length)}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      email: 'new-address@example.test',
      pending_email: null,
    });
    expect(smtp.last('old-address@example.test').subject).toBe(
      "L'adresse e-mail de votre compte a changé",
    );
    expect(smtp.last('old-address@example.test').text).toContain('new-address@example.test');
    const g = await guest(t);
    expect(
      (await g.post('/api/login', { email: 'new-address@example.test', password: TEST_PASSWORD }))
        .statusCode,
    ).toBe(200);
  });

  it('stores an avatar, serves it, and refuses a file that is not an image', async () => {
    const user = await buildUser(t);
    const c = await actingAs(t, user);
    const upload = multipart('file', 'me.png', 'image/png', PNG);
    const res = await c.request('POST', '/api/profile/avatar', upload.payload, upload.headers);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().avatar_url;
    expect(url.startsWith(`/api/users/${user.id}/avatar?v=`)).toBe(true);
    const again = await c.request('POST', '/api/profile/avatar', upload.payload, upload.headers);
    expect(again.json().avatar_url).not.toBe(url);
    // Anyone signed in sees it (collaborators, people a file is shared with); guests only when
    // the directory lists its owner (tests/server/directory.test.ts).
    const other = await actingAs(t, await buildUser(t));
    const served = await other.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await (await guest(t)).get(url)).statusCode).toBe(404);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const fake = multipart(
      'file',
      'evil.png',
      'image/png',
      Buffer.from('<script>alert(1)</script>'),
    );
    const refused = await c.request('POST', '/api/profile/avatar', fake.payload, fake.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('file');
    expect((await other.get(`/api/users/${(await buildUser(t)).id}/avatar`)).statusCode).toBe(404);
  });
});
