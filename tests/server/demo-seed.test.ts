import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsersPageSchema } from '../../src/api/contract/admin';
import { DEMO_PASSWORD, seedDemoAccounts } from '../../server/modules/identity/demo.seed';
import { seedDemoProjects } from '../../server/modules/projects/demo.seed';
import { guest } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('demo data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const log = { info() {}, warn() {} } as unknown as Parameters<
      typeof seedDemoAccounts
    >[0]['log'];
    const ctx = { config: t.config, database: t.database, storage: t.deps.storage, log };
    // Twice: a second start (SEED_DEMO=true) adds nothing.
    for (let i = 0; i < 2; i++) {
      await seedDemoAccounts(ctx);
      await seedDemoProjects(ctx);
    }
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

  it('gives the demo professional projects, folders and an IFC model in two versions, queued for processing', async () => {
    const c = await guest(t);
    await c.post('/api/login', { email: 'pro@ouvrage.test', password: DEMO_PASSWORD });
    const list = (await c.get('/api/projects')).json() as { data: { id: string; name: string }[] };
    expect(list.data.map((p) => p.name).sort()).toEqual([
      'Clinique El Bahia',
      'Résidence Les Oliviers',
    ]);
    const oliviers = list.data.find((p) => p.name === 'Résidence Les Oliviers')!;
    const folders = (await c.get(`/api/projects/${oliviers.id}/folders`)).json() as {
      id: string;
      name: string;
    }[];
    expect(folders.map((f) => f.name)).toEqual(
      expect.arrayContaining(['Architecture', 'Structure', 'Pièces écrites']),
    );
    const architecture = folders.find((f) => f.name === 'Architecture')!;
    const files = (await c.get(`/api/folders/${architecture.id}/files`)).json() as {
      id: string;
      name: string;
      version: number;
      processing: { status: string } | null;
    }[];
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ name: 'Oliviers-ARC.ifc', version: 2 });
    expect(files[0]!.processing).not.toBeNull();
    const download = await c.get(`/api/files/${files[0]!.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('ISO-10303-21;')).toBe(true);
  });

  it('makes pro2@ a collaborator of « Résidence Les Oliviers »', async () => {
    const c = await guest(t);
    await c.post('/api/login', { email: 'pro2@ouvrage.test', password: DEMO_PASSWORD });
    const list = (await c.get('/api/projects')).json() as { data: { name: string }[] };
    expect(list.data.map((p) => p.name)).toEqual(['Résidence Les Oliviers']);
  });
});
