import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsersPageSchema } from '../../src/api/contract/admin';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../server/modules/identity/demo.seed';
import { guest } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('demo accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const log = { info() {} } as unknown as Parameters<typeof seedDemoAccounts>[0]['log'];
    await seedDemoAccounts({ config: t.config, database: t.database, log });
    await seedDemoAccounts({ config: t.config, database: t.database, log });
  });
  afterAll(() => t.close());

  it.each([
    ['admin@ouvrage.test', 'SUPER_ADMIN'],
    ['pro@ouvrage.test', 'DESIGN_OFFICE'],
    ['pro2@ouvrage.test', 'PROJECT_OWNER'],
    ['fab@ouvrage.test', 'MANUFACTURER'],
  ])('%s signs in as a verified, onboarded, approved %s', async (email, type) => {
    const c = await guest(t);
    const res = await c.post('/api/login', { email, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type, status: 'A' });
    expect(res.json().email_verified_at).not.toBeNull();
  });

  it('gives the demo manufacturer brands and categories an admin can read', async () => {
    const c = await guest(t, 'en');
    await c.post('/api/login', { email: 'admin@ouvrage.test', password: DEMO_PASSWORD });
    const page = adminUsersPageSchema.parse((await c.get('/api/admin/users?q=fab@')).json());
    expect(page.meta.total).toBe(1);
    expect(page.data[0]!.details).toEqual(
      expect.arrayContaining([
        { label: 'Brands', value: expect.stringContaining('Knauf') },
        { label: 'Categories', value: expect.stringContaining('Thermal insulation') },
      ]),
    );
  });
});
