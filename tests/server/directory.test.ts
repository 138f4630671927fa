import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryPageSchema, publicProfileSchema } from '../../src/api/contract/directory';
import { usersRepository } from '../../server/modules/identity/users.repository';
import { actingAs, buildUser, guest } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

/**
 * The directory (issue 19) and the public profile (issue 27): who is listed, what others see,
 * and what they never see.
 */
describe('the directory', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    const users = usersRepository(t.database.db);
    const fab = await buildUser(t, {
      type: 'MANUFACTURER',
      firstName: 'Yacine',
      lastName: 'Béton',
    });
    await users.update(fab.id, {
      onboarding: { company: 'Ciments du Sud', wilaya_id: 31, brand_ids: [], category_ids: [] },
    });
    const listedPro = await buildUser(t, { firstName: 'Nadia', lastName: 'Kaci' });
    const quietPro = await buildUser(t, { firstName: 'Omar', lastName: 'Silencieux' });
    const pending = await buildUser(t, { type: 'MANUFACTURER', status: 'F', lastName: 'Attente' });
    const unverified = await buildUser(t, {
      type: 'MANUFACTURER',
      emailVerifiedAt: null,
      lastName: 'NonVérifié',
    });
    const admin = await buildUser(t, { type: 'SUPER_ADMIN', lastName: 'Admin' });
    Object.assign(ids, {
      fab: fab.id,
      listedPro: listedPro.id,
      quietPro: quietPro.id,
      pending: pending.id,
      unverified: unverified.id,
      admin: admin.id,
    });
    const c = await actingAs(t, listedPro);
    const res = await c.patch('/api/profile/public', {
      listed: true,
      presentation: 'Architecte, logements collectifs et équipements publics.',
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const res = await (await guest(t)).get(`/api/directory${query}`);
    expect(res.statusCode).toBe(200);
    return directoryPageSchema.parse(res.json());
  };

  it('lists manufacturers by default and professionals who chose to be listed, to guests too', async () => {
    const page = await list();
    expect(page.data.map((p) => p.id).sort()).toEqual([ids.fab, ids.listedPro].sort());
    expect(page.meta.total).toBe(2);
  });

  it('never lists unverified, unapproved or admin accounts, nor shows their profile', async () => {
    for (const id of [ids.pending, ids.unverified, ids.admin, ids.quietPro]) {
      const res = await (await guest(t)).get(`/api/directory/${id}`);
      expect(res.statusCode).toBe(404);
    }
  });

  it('searches names, companies and presentations whatever the case, and filters', async () => {
    expect((await list('?q=ciments')).data.map((p) => p.id)).toEqual([ids.fab]);
    expect((await list('?q=BÉTON')).data.map((p) => p.id)).toEqual([ids.fab]);
    expect((await list('?q=logements')).data.map((p) => p.id)).toEqual([ids.listedPro]);
    expect((await list('?variant=manufacturer')).data.map((p) => p.id)).toEqual([ids.fab]);
    expect((await list('?variant=professional')).data.map((p) => p.id)).toEqual([ids.listedPro]);
    expect((await list('?wilaya_id=31')).data.map((p) => p.id)).toEqual([ids.fab]);
    expect((await list('?q=%25')).data).toEqual([]);
  });

  it("shows the variant of each type, with names in the reader's language and no contact data", async () => {
    const res = await (await guest(t, 'ar')).get(`/api/directory/${ids.fab}`);
    const fab = publicProfileSchema.parse(res.json());
    expect(fab).toMatchObject({ variant: 'manufacturer', company: 'Ciments du Sud', listed: true });
    expect(fab.wilaya?.name).toBe('وهران');
    expect(JSON.stringify(res.json())).not.toMatch(/@example\.test|0550000000/);
    const pro = publicProfileSchema.parse(
      (await (await guest(t)).get(`/api/directory/${ids.listedPro}`)).json(),
    );
    expect(pro).toMatchObject({ variant: 'professional', brands: [], categories: [] });
  });

  it('shows an unlisted user their own public profile, and lets them be listed', async () => {
    const me = await actingAs(t, { id: ids.quietPro! });
    const own = await me.get(`/api/directory/${ids.quietPro}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ listed: false });
    const res = await me.patch('/api/profile/public', { listed: true });
    expect(res.json()).toMatchObject({ listed: true });
    expect((await list('?q=Silencieux')).data).toHaveLength(1);
  });

  it('refuses a presentation over 1,000 characters with a 422', async () => {
    const me = await actingAs(t, { id: ids.listedPro! });
    const res = await me.patch('/api/profile/public', { presentation: 'x'.repeat(1001) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.presentation).toBeDefined();
  });
});
