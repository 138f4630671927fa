import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  categorySchema,
  countrySchema,
  namedSchema,
  paginated,
  wilayaSchema,
} from '../../src/api/contract/reference';
import { seedReference } from '../../server/modules/reference/reference.seed';
import { actingAs, buildUser, guest } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('reference data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, lang = 'fr') =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } });

  it('lists ISO countries named in the request language', async () => {
    const fr = z.array(countrySchema).parse((await get('/api/countries')).json());
    const ar = z.array(countrySchema).parse((await get('/api/countries', 'ar')).json());
    expect(fr.length).toBeGreaterThan(240);
    expect(fr.find((c) => c.code === 'DZ')?.name).toBe('Algérie');
    expect(ar.find((c) => c.code === 'DZ')?.name).toBe('الجزائر');
    expect(fr.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
  });

  it('lists the 58 wilayas with their codes and three names', async () => {
    const all = z.array(wilayaSchema).parse((await get('/api/wilayas', 'en')).json());
    expect(all).toHaveLength(58);
    expect(all.map((w) => w.code)).toEqual(
      Array.from({ length: 58 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    const algiers = wilayaSchema.parse((await get('/api/wilayas/16', 'en')).json());
    expect(algiers).toMatchObject({
      code: '16',
      name: 'Algiers',
      name_fr: 'Alger',
      name_ar: 'الجزائر',
    });
    expect((await get('/api/wilayas/99')).statusCode).toBe(404);
  });

  it('serves jobs, sectors, universities, fields and brands', async () => {
    for (const url of [
      '/api/jobs',
      '/api/activity-sectors',
      '/api/universities',
      '/api/universities/fields',
      '/api/brands',
    ]) {
      const list = z.array(namedSchema).parse((await get(url)).json());
      expect(list.length, url).toBeGreaterThan(5);
    }
    const jobs = z.array(namedSchema).parse((await get('/api/jobs', 'en')).json());
    expect(jobs.map((j) => j.name)).toContain('Architect');
  });

  it('serves a category tree with sub-categories', async () => {
    const top = z.array(categorySchema).parse((await get('/api/categories', 'en')).json());
    expect(top.length).toBeGreaterThanOrEqual(10);
    expect(top.every((c) => c.parent_id === null)).toBe(true);
    const hvac = top.find((c) => c.name === 'Heating, ventilation, air conditioning')!;
    const subs = z
      .array(categorySchema)
      .parse((await get(`/api/categories/${hvac.id}/sub-categories`, 'ar')).json());
    expect(subs.map((s) => s.name)).toContain('المضخات الحرارية');
    expect(subs.every((s) => s.parent_id === hvac.id)).toBe(true);
    expect((await get('/api/categories/99999/sub-categories')).statusCode).toBe(404);
  });

  it('filters and paginates as { data, meta }', async () => {
    const page = paginated(categorySchema).parse(
      (await get('/api/categories/filter?per_page=5&page=2')).json(),
    );
    expect(page.data).toHaveLength(5);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 5 });
    expect(page.meta.last_page).toBe(Math.ceil(page.meta.total / 5));
    const brands = paginated(namedSchema).parse((await get('/api/brands/filter?q=sch')).json());
    expect(brands.data.map((b) => b.name).sort()).toEqual(['Schneider Electric', 'Schüco']);
    const sectors = paginated(namedSchema).parse(
      (await get('/api/activity-sectors/filter?q=%25')).json(),
    );
    expect(sectors.meta.total).toBe(0);
    const top = z.array(categorySchema).parse((await get('/api/categories')).json());
    const children = paginated(categorySchema).parse(
      (await get(`/api/categories/filter?parent_id=${top[0]!.id}`)).json(),
    );
    expect(children.data.every((c) => c.parent_id === top[0]!.id)).toBe(true);
  });

  it('lets a signed-in user add a brand, a university and a field, refusing duplicates', async () => {
    const c = await actingAs(t, await buildUser(t), 'en');
    const brand = await c.post('/api/brands/add', { brand_name: 'Ouvrage Béton' });
    expect(brand.statusCode).toBe(201);
    expect(namedSchema.parse(brand.json()).name).toBe('Ouvrage Béton');
    const dup = await c.post('/api/brands/add', { brand_name: 'ouvrage béton' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors.brand_name).toEqual(['This value already exists.']);
    expect(
      (await c.post('/api/universities/add', { name: 'Université de Ghardaïa' })).statusCode,
    ).toBe(201);
    expect(
      (await c.post('/api/universities/add', { name: 'Université de Ghardaïa' })).statusCode,
    ).toBe(422);
    expect((await c.post('/api/universities/fields/add', { name: 'Acoustique' })).statusCode).toBe(
      201,
    );
    expect(
      (await c.post('/api/universities/fields/add', { name: 'ACOUSTIQUE' })).json().errors,
    ).toHaveProperty('name');
    const anonymous = await guest(t);
    expect((await anonymous.post('/api/brands/add', { brand_name: 'Other' })).statusCode).toBe(401);
  });

  it('seeds idempotently: a second run adds nothing', async () => {
    const before = (await get('/api/brands')).json().length;
    await seedReference(t.database.db);
    expect((await get('/api/brands')).json().length).toBe(before);
    expect((await get('/api/wilayas')).json()).toHaveLength(58);
  });
});
