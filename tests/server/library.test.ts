import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from '../../server/db/schema/catalogue';
import { libraryPageSchema, type LibraryPage, type Product } from '../../src/api/contract/products';
import type { Favorites } from '../../src/api/contract/favorites';
import { catalogueReferences, createProduct, uploadProductFile } from '../support/catalogue';
import { actingAs, buildUser, guest } from '../support/factories';
import { ifc, PNG } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('the public library', () => {
  let t: TestApp;
  let fab: TestClient;
  let anon: TestClient;
  const made: Record<string, Product> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    const refs = await catalogueReferences(t);
    fab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }));
    anon = await guest(t);
    const publish = async (key: string, body: Parameters<typeof createProduct>[1]) => {
      made[key] = await createProduct(fab, { status: 'published', ...body });
    };
    await publish('beton', {
      name_fr: 'Béton prêt à l’emploi C25',
      name_ar: 'خَرَسَانَة جاهزة',
      category_id: refs.category.id,
      sub_category_id: refs.subs[0]!.id,
      brand_id: refs.brand.id,
    });
    await publish('bloc', {
      name_fr: 'Blocs creux',
      name_en: 'Hollow blocks',
      category_id: refs.category.id,
      sub_category_id: refs.subs[2]!.id,
      characteristics: [{ name: 'Résistance', value: 'B40', unit: 'bar' }],
    });
    await publish('fenetre', { name_fr: 'Fenêtre aluminium', description_en: 'Thermal window' });
    await publish('carrelage', { name_fr: 'Carrelage grès', reference: 'CRL-6060' });
    await createProduct(fab, { name_fr: 'Béton brouillon' }); // a draft: never found
    await uploadProductFile(fab, made.bloc!.id, 'bloc.ifc', ifc());
    await uploadProductFile(fab, made.bloc!.id, 'bloc.png', PNG);
  });
  afterAll(() => t.close());

  const search = async (q: string, c: TestClient = anon) => {
    const res = await c.get(`/api/library/products?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as LibraryPage;
  };
  const names = async (q: string) => (await search(q)).items.map((p) => p.id);

  it.each([
    ['without accents', 'q=beton', 'beton'],
    ['in capitals', 'q=BÉTON', 'beton'],
    ['by a prefix as one types', 'q=bét', 'beton'],
    ['the singular for a plural', 'q=bloc', 'bloc'],
    ['the plural for a singular', 'q=fenetres', 'fenetre'],
    ['with one typo', 'q=carelage', 'carrelage'],
    ['in English', 'q=hollow', 'bloc'],
    ['by an English description', 'q=thermal', 'fenetre'],
    ['by reference', 'q=crl-6060', 'carrelage'],
    ['by a characteristic', 'q=b40', 'bloc'],
    ['by brand', 'brand', 'beton'],
    ['in Arabic without diacritics', 'q=خرسانة', 'beton'],
    ['in Arabic with diacritics', `q=${encodeURIComponent('خَرَسانة')}`, 'beton'],
    ['in Arabic by category', `q=${encodeURIComponent('الخرسانة')}`, 'beton'],
  ])('finds a product %s', async (_what, query, key) => {
    const q =
      query === 'brand'
        ? `q=${encodeURIComponent((made.beton!.brand as { name: string }).name)}`
        : query;
    expect(await names(q)).toContain(made[key]!.id);
  });

  it('never finds drafts, and ranks the exact word first', async () => {
    const found = await search('q=beton');
    expect(found.items.every((p) => p.status === 'published')).toBe(true);
    expect(found.items.map((p) => p.name)).not.toContain('Béton brouillon');
    expect(found.items[0]!.id).toBe(made.beton!.id);
    expect(await names('q=zzzz')).toEqual([]);
  });

  it('filters and counts facets that add up to the total', async () => {
    const all = await search('');
    expect(all.total).toBe(4);
    const sum = (f: { count: number }[]) => f.reduce((a, b) => a + b.count, 0);
    expect(sum(all.facets.has_bim)).toBe(all.total);
    expect(sum(all.facets.manufacturer)).toBe(all.total);
    expect(sum(all.facets.wilaya)).toBe(all.total);
    const cat = all.facets.category[0]!;
    expect(cat.count).toBe(2);
    const inCat = await search(`category_id=${cat.id}`);
    expect(inCat.total).toBe(2);
    expect(sum(inCat.facets.sub_category)).toBe(2);
    const bim = await search('has_bim=true&format=ifc');
    expect(bim.items.map((p) => p.id)).toEqual([made.bloc!.id]);
    expect(bim.items[0]!.cover_url).toMatch(/thumbnail$/);
    expect(all.facets.format).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'ifc', count: 1 })]),
    );
    const twoFilters = await search(`q=bloc&category_id=${cat.id}&wilaya_id=16`);
    expect(twoFilters.total).toBe(1);
    expect((await search('sort=name')).items.map((p) => p.name)[0]).toBe(
      'Béton prêt à l’emploi C25',
    );
  });

  it('suggests names as one types', async () => {
    const res = await anon.get('/api/library/suggestions?q=fen');
    expect(res.json()).toEqual([{ id: made.fenetre!.id, name: 'Fenêtre aluminium' }]);
  });

  it('keeps favourites, idempotent, an archived product listed as unavailable', async () => {
    const pro = await actingAs(t, await buildUser(t));
    const star = (kind: string, id: string) => pro.post('/api/favorites', { kind, id });
    expect((await star('product', made.bloc!.id)).statusCode).toBe(200);
    expect((await star('product', made.bloc!.id)).statusCode).toBe(200);
    expect((await star('product', made.carrelage!.id)).statusCode).toBe(200);
    const draft = await createProduct(fab);
    expect((await star('product', draft.id)).statusCode).toBe(404);
    const fabId = made.bloc!.manufacturer.id;
    expect((await star('manufacturer', fabId)).statusCode).toBe(200);
    expect((await star('professional', fabId)).statusCode).toBe(404);
    expect(
      (await anon.post('/api/favorites', { kind: 'product', id: made.bloc!.id })).statusCode,
    ).toBe(401);

    await fab.post('/api/products/bulk-status', { ids: [made.carrelage!.id], status: 'archived' });
    const favs = (await pro.get('/api/favorites')).json() as Favorites;
    expect(favs.products.map((f) => [f.product.id, f.available])).toEqual(
      expect.arrayContaining([
        [made.bloc!.id, true],
        [made.carrelage!.id, false],
      ]),
    );
    expect(favs.manufacturers.map((m) => m.person.id)).toEqual([fabId]);
    expect((await fab.get(`/api/products/${made.bloc!.id}`)).json().counts.favorites).toBe(1);
    expect((await pro.delete(`/api/favorites/product/${made.bloc!.id}`)).statusCode).toBe(204);
    expect((await pro.delete(`/api/favorites/product/${made.bloc!.id}`)).statusCode).toBe(204);
    expect((await pro.get('/api/favorites/keys')).json()).toHaveLength(2);
  });

  it('answers from its cache, yet never shows a search from before a write', async () => {
    // The same search twice is one computation (LIBRARY_CACHE_SECONDS); a product published,
    // renamed or removed through the API is seen by the very next search. A rename sends its
    // name alone: the product stays published with its characteristics (a PATCH keeps what it
    // does not name).
    const before = await search('q=parpaing');
    expect(before.total).toBe(0);
    expect(await search('q=parpaing')).toEqual(before);
    const p = await createProduct(fab, {
      status: 'published',
      name_fr: 'Parpaing 20',
      characteristics: [{ name: 'Épaisseur', value: '20', unit: 'cm' }],
      tags: ['maçonnerie'],
    });
    expect((await search('q=parpaing')).items.map((i) => i.id)).toEqual([p.id]);
    const renamed = await fab.patch(`/api/products/${p.id}`, { name_fr: 'Parpaing 25' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ status: 'published', tags: ['maçonnerie'] });
    expect((renamed.json() as Product).characteristics).toHaveLength(1);
    expect((await search('q=parpaing')).items[0]!.name).toBe('Parpaing 25');
    expect((await fab.delete(`/api/products/${p.id}`)).statusCode).toBeLessThan(300);
    expect((await search('q=parpaing')).total).toBe(0);
  });

  it('serves a search past its time once more while it is recomputed, a write at once', async () => {
    const p = await createProduct(fab, { status: 'published', name_fr: 'Linteau préfabriqué' });
    const name = async () => (await search('q=linteau')).items.map((i) => i.name);
    expect(await name()).toEqual(['Linteau préfabriqué']);
    // A change this process did not write (another process of a deployment): not seen while
    // the answer is fresh.
    await t.database.db
      .update(products)
      .set({ nameFr: 'Linteau précontraint' })
      .where(eq(products.id, p.id));
    expect(await name()).toEqual(['Linteau préfabriqué']);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (t.config.LIBRARY_CACHE_SECONDS + 1) * 1000);
      // Past its 30 s: the old answer at once, once more, while one computation refreshes it.
      expect(await name()).toEqual(['Linteau préfabriqué']);
      await vi.waitFor(async () => expect(await name()).toEqual(['Linteau précontraint']));
      // A write through the API: the very next search sees it, never a stale answer.
      await fab.patch(`/api/products/${p.id}`, { name_fr: 'Linteau armé' });
      expect(await name()).toEqual(['Linteau armé']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends the kept answer as the schema says, compressed as the client takes it, with an ETag', async () => {
    const url = '/api/library/products?q=beton';
    const plain = await anon.get(url);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(libraryPageSchema.parse(plain.json())).toEqual(plain.json());
    const br = await anon.get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await anon.get(url, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const again = await anon.get(url, { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('lists manufacturers by default and professionals who chose to be', async () => {
    const proUser = await buildUser(t, { firstName: 'Nadia', lastName: 'Kaci' });
    const pro = await actingAs(t, proUser);
    const dir = async (q: string) => (await anon.get(`/api/directory?${q}`)).json();
    expect((await dir('q=nadia')).meta.total).toBe(0);
    expect((await anon.get(`/api/directory/${proUser.id}`)).statusCode).toBe(404);
    expect((await pro.get(`/api/directory/${proUser.id}`)).json()).toMatchObject({ listed: false });
    await pro.patch('/api/profile/public', { listed: true });
    const found = await dir('q=nadia&variant=professional&wilaya_id=16');
    expect(found.data.map((e: { id: string }) => e.id)).toEqual([proUser.id]);
    const maker = made.bloc!.manufacturer.id;
    const details = (await anon.get(`/api/directory/${maker}`)).json();
    expect(details.variant).toBe('manufacturer');
  });
});
