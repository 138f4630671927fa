import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminUsersPageSchema } from '../../src/api/contract/admin';
import { boardingStateSchema } from '../../src/api/contract/onboarding';
import { namedSchema, categorySchema } from '../../src/api/contract/reference';
import { createAdmin } from '../../server/cli/admin';
import { actingAs, buildUser, guest } from '../support/factories';
import { firstLink } from '../support/smtp-peer';
import { APP_URL, withMailApp, type SmtpPeer } from '../support/mail-app';
import type { TestApp } from '../support/test-app';

describe('onboarding and account review', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  withMailApp((app, peer) => {
    t = app;
    smtp = peer;
  });
  const firstId = async (url: string) =>
    z.array(namedSchema).parse((await t.app.inject({ method: 'GET', url })).json())[0]!.id;

  it('register → mail → verification link → onboarding → F → an admin approves → A', async () => {
    const c = await guest(t, 'en');
    const reg = await c.post('/api/register', {
      first_name: 'Nadia',
      last_name: 'Ferhat',
      email: 'nadia@bet-example.dz',
      password: 'Journey-pass-1',
      password_confirmation: 'Journey-pass-1',
      type: 'DESIGN_OFFICE',
      terms: true,
    });
    expect(reg.statusCode).toBe(201);
    const userId = reg.json().id as string;

    // Onboarding waits for a verified address.
    expect((await c.post('/api/profile/boarding', {})).statusCode).toBe(403);
    const link = firstLink(smtp.last('nadia@bet-example.dz').text);
    expect((await c.get(`/api${link.slice(APP_URL.length)}`)).statusCode).toBe(200);

    const state = boardingStateSchema.parse((await c.get('/api/profile/boarding')).json());
    expect(state.required).toEqual([
      'job_id',
      'activity_sector_id',
      'company',
      'country',
      'wilaya_id',
      'phone',
    ]);
    expect(state.user.status).toBe('P');

    const missing = await c.post('/api/profile/boarding', {
      company: ' ',
      country: 'DZ',
      job_id: 99999,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      company: ['This field is required.'],
      job_id: ['The selected value does not exist.'],
      activity_sector_id: ['This field is required.'],
      wilaya_id: ['This field is required.'],
      phone: ['This field is required.'],
    });
    const badCountry = await c.post('/api/profile/boarding', { country: 'XX', phone: 'call me' });
    expect(badCountry.json().errors).toMatchObject({
      country: ['Please choose a country from the list.'],
      phone: ['Please enter a valid phone number.'],
    });

    const body = {
      job_id: await firstId('/api/jobs'),
      activity_sector_id: await firstId('/api/activity-sectors'),
      company: 'BET Ferhat',
      country: 'dz',
      wilaya_id: 31,
      phone: '+213 550 12 34 56',
    };
    const submitted = await c.post('/api/profile/boarding', body);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ status: 'F', phone: '+213 550 12 34 56' });
    expect(submitted.json().onboarding).toMatchObject({
      company: 'BET Ferhat',
      country: 'DZ',
      wilaya_id: 31,
    });

    const admin = await actingAs(t, await buildUser(t, { type: 'ADMIN' }), 'en');
    const queue = adminUsersPageSchema.parse((await admin.get('/api/admin/users?status=F')).json());
    const entry = queue.data.find((u) => u.id === userId)!;
    expect(entry.details).toEqual(
      expect.arrayContaining([
        { label: 'Company', value: 'BET Ferhat' },
        { label: 'Country', value: 'Algeria' },
        { label: 'Wilaya', value: 'Oran' },
        { label: 'Job', value: 'Architect' },
      ]),
    );

    const approved = await admin.post(`/api/admin/users/${userId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().status).toBe('A');
    expect(smtp.last('nadia@bet-example.dz').subject).toBe('Your account is approved');
    expect((await c.get('/api/account')).json().status).toBe('A');
  });

  it('asks a manufacturer for brands, categories and a website; a foreign address needs no wilaya', async () => {
    const fab = await buildUser(t, { type: 'MANUFACTURER', status: 'P' });
    const c = await actingAs(t, fab, 'en');
    const state = boardingStateSchema.parse((await c.get('/api/profile/boarding')).json());
    expect(state.required).toEqual([
      'company',
      'brand_ids',
      'category_ids',
      'country',
      'wilaya_id',
      'phone',
      'website',
    ]);
    const empty = await c.post('/api/profile/boarding', { brand_ids: [], category_ids: [] });
    expect(empty.json().errors.brand_ids).toEqual(['Please choose at least one item.']);
    const category = z.array(categorySchema).parse((await c.get('/api/categories')).json())[0]!.id;
    const ok = await c.post('/api/profile/boarding', {
      company: 'Fenêtres du Sud',
      brand_ids: [await firstId('/api/brands')],
      category_ids: [category, category],
      country: 'FR',
      phone: '+33 4 00 00 00 00',
      website: 'fenetres-du-sud.example',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().status).toBe('F');
    expect(ok.json().onboarding).toMatchObject({
      website: 'https://fenetres-du-sud.example/',
      category_ids: [category],
    });
  });

  it('rejects with a reason, deactivates (the session then only reads its account) and reactivates, mailing each time', async () => {
    const user = await buildUser(t, { status: 'F' });
    const session = await actingAs(t, user);
    const admin = await actingAs(t, await buildUser(t, { type: 'SUPER_ADMIN' }), 'fr');

    expect(
      (await admin.post(`/api/admin/users/${user.id}/reject`, { reason: '' })).statusCode,
    ).toBe(422);
    const rejected = await admin.post(`/api/admin/users/${user.id}/reject`, {
      reason: 'SIRET illisible',
    });
    expect(rejected.json()).toMatchObject({ status: 'R', rejection_reason: 'SIRET illisible' });
    const mail = smtp.last(user.email);
    expect(mail.subject).toBe("Votre compte n'a pas été validé");
    expect(mail.text).toContain('SIRET illisible');

    const deactivated = await admin.post(`/api/admin/users/${user.id}/deactivate`, {
      reason: 'Fraude',
    });
    expect(deactivated.json().status).toBe('D');
    expect(smtp.last(user.email).subject).toBe('Votre compte a été désactivé');
    // The open session learns why on its next call, and reads its account with the reason.
    expect((await session.get('/api/projects')).json().reason).toBe('deactivated');
    expect((await session.get('/api/account')).json()).toMatchObject({
      status: 'D',
      rejection_reason: 'Fraude',
    });
    // Signing in again still answers, with status D, so the client can show the deactivated modal.
    const again = await actingAs(t, user);
    expect((await again.get('/api/account')).json().status).toBe('D');

    const reactivated = await admin.post(`/api/admin/users/${user.id}/reactivate`);
    expect(reactivated.json()).toMatchObject({ status: 'A', rejection_reason: null });
    expect((await session.get('/api/projects')).statusCode).toBe(200);
    expect(smtp.last(user.email).subject).toBe('Votre compte a été réactivé');
  });

  it('hides the admin area from everyone else and refuses decisions on oneself', async () => {
    const pro = await actingAs(t, await buildUser(t));
    expect((await pro.get('/api/admin/users')).statusCode).toBe(404);
    expect((await pro.post(`/api/admin/users/${(await buildUser(t)).id}/approve`)).statusCode).toBe(
      404,
    );
    expect((await (await guest(t)).get('/api/admin/users')).statusCode).toBe(401);
    const adminRow = await buildUser(t, { type: 'ADMIN' });
    const admin = await actingAs(t, adminRow);
    expect((await admin.post(`/api/admin/users/${adminRow.id}/deactivate`)).statusCode).toBe(403);
    const superAdmin = await buildUser(t, { type: 'SUPER_ADMIN' });
    expect((await admin.post(`/api/admin/users/${superAdmin.id}/deactivate`)).statusCode).toBe(403);
    const page = adminUsersPageSchema.parse(
      (await admin.get('/api/admin/users?q=nobody-matches')).json(),
    );
    expect(page).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 },
    });
  });

  it('creates the first super-admin from the command line, with a link to choose the password', async () => {
    const lines: string[] = [];
    const code = await createAdmin(['create-admin', 'Chief@Example.test'], t.deps, (l) =>
      lines.push(l),
    );
    expect(code).toBe(0);
    const link = lines.map((l) => l.match(/https?:\/\/\S+/)?.[0]).find(Boolean)!;
    const url = new URL(link);
    const c = await guest(t);
    const reset = await c.post('/api/reset-password', {
      token: url.pathname.split('/').pop(),
      email: url.searchParams.get('email'),
      password: 'Chief-pass-2026',
      password_confirmation: 'Chief-pass-2026',
    });
    expect(reset.statusCode).toBe(200);
    const login = await c.post('/api/login', {
      email: 'chief@example.test',
      password: 'Chief-pass-2026',
    });
    expect(login.json()).toMatchObject({ type: 'SUPER_ADMIN', status: 'A', role: 'admin' });
    expect((await c.get('/api/admin/users')).statusCode).toBe(200);

    const promoted = await buildUser(t);
    expect(
      await createAdmin(
        ['create-admin', promoted.email, '--password', 'Promoted-1'],
        t.deps,
        () => {},
      ),
    ).toBe(0);
    expect(await createAdmin(['create-admin', 'not-an-email'], t.deps, () => {})).toBe(2);
  });
});
