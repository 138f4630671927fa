import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLocales } from '../../server/lib/i18n';
import { actingAs, buildUser, guest } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

/** Every key path of a nested translation object. */
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
/** Plural forms differ by language (Arabic has six): compare their base key. */
const bases = (o: unknown) =>
  [...new Set(keys(o).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('languages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('holds the same server keys in fr, en and ar', () => {
    const all = readLocales();
    const fr = bases(all.fr.server);
    expect(bases(all.en.server)).toEqual(fr);
    expect(bases(all.ar.server)).toEqual(fr);
    expect(fr).toContain('mail.verify_email.subject');
  });

  it('serves every namespace of a language, the server messages included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/locales/en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().server.errors.link_expired).toBe(
      'This link has expired. You can ask for a new link to be sent.',
    );
  });

  it("keeps a guest's choice in the session, and it names a new account's language", async () => {
    const c = await guest(t, 'fr');
    expect((await c.post('/api/locales/set-locale/en')).json()).toEqual({ language: 'en' });
    const res = await c.post('/api/register', {
      first_name: 'Ali',
      last_name: 'Ben',
      email: 'ali@example.test',
      password: 'Locale-pass-1',
      password_confirmation: 'Locale-pass-1',
      type: 'PROJECT_OWNER',
      terms: true,
    });
    expect(res.json().language).toBe('en');
  });

  it("stores a signed-in user's choice on the account", async () => {
    const c = await actingAs(t, await buildUser(t));
    expect((await c.post('/api/locales/set-locale/ar')).json()).toEqual({ language: 'ar' });
    expect((await c.get('/api/account')).json().language).toBe('ar');
    const bad = await c.post('/api/locales/set-locale/de');
    expect(bad.statusCode).toBe(422);
    expect((await c.get('/api/account')).json().language).toBe('ar');
  });

  it('needs the anti-forgery token like every state-changing call', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/locales/set-locale/en' });
    expect(res.statusCode).toBe(419);
  });
});
