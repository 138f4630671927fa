import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductFile } from '../../src/api/contract/products';
import { catalogueReferences, createProduct, uploadProductFile } from '../support/catalogue';
import { actingAs, buildUser, guest } from '../support/factories';
import { glb, ifc, OBJ, PDF, PNG } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('manufacturer catalogue', () => {
  let t: TestApp;
  let fab: TestClient;
  let refs: Awaited<ReturnType<typeof catalogueReferences>>;
  beforeAll(async () => {
    t = await buildTestApp();
    fab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }));
    refs = await catalogueReferences(t);
  });
  afterAll(() => t.close());

  it('creates a product with every field and reads it back in the reader language', async () => {
    const p = await createProduct(fab, {
      name_fr: 'Bloc béton creux',
      name_ar: 'قالب خرساني مجوف',
      description_fr: 'Bloc de 20',
      reference: 'BLC-20',
      category_id: refs.category.id,
      sub_category_id: refs.subs[0]!.id,
      brand_id: refs.brand.id,
      unit: 'piece',
      price_cents: 12_000,
      lead_time_days: 5,
      characteristics: [{ name: 'Largeur', value: '20', unit: 'cm' }],
      tags: ['bloc', 'bloc', 'maçonnerie'],
    });
    expect(p).toMatchObject({
      name: 'Bloc béton creux',
      status: 'draft',
      currency: 'DZD',
      price_cents: 12_000,
      category: { id: refs.category.id },
      sub_category: { id: refs.subs[0]!.id },
      brand: { id: refs.brand.id, name: refs.brand.name },
      tags: ['bloc', 'maçonnerie'],
      characteristics: [{ name: 'Largeur', value: '20', unit: 'cm' }],
      counts: { views: 0, downloads: 0, favorites: 0 },
    });
    fab.lang = 'ar';
    expect((await fab.get(`/api/products/${p.id}`)).json().name).toBe('قالب خرساني مجوف');
    fab.lang = 'en'; // no English name: French next
    expect((await fab.get(`/api/products/${p.id}`)).json().name).toBe('Bloc béton creux');
    fab.lang = 'fr';
  });

  it('validates: one name at least, a unique reference, the sub-category under its category', async () => {
    const none = await fab.post('/api/products', { reference: 'X-1' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('name_fr');
    await createProduct(fab, { reference: 'DUP-1' });
    const dup = await fab.post('/api/products', { name_fr: 'Autre', reference: 'dup-1' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toHaveProperty('reference');
    const wrongSub = await fab.post('/api/products', {
      name_fr: 'Sous',
      reference: 'SUB-1',
      category_id: refs.category.id,
      sub_category_id: refs.category.id,
    });
    expect(wrongSub.json().errors).toHaveProperty('sub_category_id');
    const onQuote = await createProduct(fab, { on_quote: true, price_cents: 500 });
    expect(onQuote.price_cents).toBeNull();
  });

  it('stores files checked by content, with a server-made thumbnail, viewable BIM flagged', async () => {
    const p = await createProduct(fab);
    const image = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: '#1890ff' },
    })
      .jpeg()
      .toBuffer();
    const img = await uploadProductFile(fab, p.id, 'photo.jpg', image);
    expect(img.statusCode, img.body).toBe(201);
    const imgFile = img.json() as ProductFile;
    expect(imgFile).toMatchObject({ kind: 'image', format: 'jpeg', viewable: false });
    const thumb = await fab.get(imgFile.thumbnail_url!);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(480);

    const model = await uploadProductFile(fab, p.id, 'bloc.ifc', ifc());
    expect(model.json()).toMatchObject({ kind: 'bim', format: 'ifc', viewable: true });
    expect((await uploadProductFile(fab, p.id, 'b.glb', glb())).json().viewable).toBe(true);
    expect((await uploadProductFile(fab, p.id, 'b.obj', OBJ)).json().viewable).toBe(true);
    const cfb = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect((await uploadProductFile(fab, p.id, 'famille.rfa', cfb)).json()).toMatchObject({
      format: 'rfa',
      viewable: false,
    });
    expect((await uploadProductFile(fab, p.id, 'fiche.pdf', PDF)).json().kind).toBe('document');

    // A PNG named .ifc, an executable named .rfa, an unknown extension, a broken image.
    const pngAsIfc = await uploadProductFile(fab, p.id, 'x.ifc', PNG);
    expect(pngAsIfc.statusCode).toBe(422);
    // The message names the format the name announces (it once said "pdf" for every file).
    expect(JSON.stringify(pngAsIfc.json())).toContain('(ifc)');
    expect((await uploadProductFile(fab, p.id, 'x.rfa', Buffer.from('MZ....'))).statusCode).toBe(
      422,
    );
    expect((await uploadProductFile(fab, p.id, 'x.exe', PNG)).statusCode).toBe(422);
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(20)]);
    expect((await uploadProductFile(fab, p.id, 'x.png', broken)).statusCode).toBe(422);

    const read = (await fab.get(`/api/products/${p.id}`)).json() as Product;
    expect(read.files.map((f) => f.format)).toEqual(['jpeg', 'ifc', 'glb', 'obj', 'rfa', 'pdf']);
    expect(read.has_bim).toBe(true);
    expect(read.cover_url).toBe(imgFile.thumbnail_url);
  });

  it('removes the stored objects with a file and with the product', async () => {
    const p = await createProduct(fab);
    const img = (await uploadProductFile(fab, p.id, 'a.png', PNG)).json() as ProductFile;
    const model = (await uploadProductFile(fab, p.id, 'a.ifc', ifc())).json() as ProductFile;
    const { productFiles } = await import('../../server/db/schema/catalogue');
    const rows = await t.database.db.select().from(productFiles);
    const mine = rows.filter((r) => r.productId === p.id);
    const keys = mine.flatMap((r) => [r.storageKey, r.thumbKey]).filter((k): k is string => !!k);
    expect(keys).toHaveLength(3);
    for (const k of keys) expect(await t.deps.storage.size(k)).not.toBeNull();

    expect((await fab.delete(`/api/products/${p.id}/files/${model.id}`)).statusCode).toBe(204);
    expect(await t.deps.storage.size(mine.find((r) => r.id === model.id)!.storageKey)).toBeNull();
    expect((await fab.get(`/api/products/${p.id}`)).json().has_bim).toBe(false);

    expect((await fab.delete(`/api/products/${p.id}`)).statusCode).toBe(204);
    for (const k of keys) expect(await t.deps.storage.size(k)).toBeNull();
    expect((await fab.get(img.url)).statusCode).toBe(404);
  });

  it('lists my products with search, filters, sort, status counts and bulk publish/archive', async () => {
    const other = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }));
    const a = await createProduct(other, { name_fr: 'Alpha tuile', reference: 'A-1' });
    const b = await createProduct(other, { name_fr: 'Bêta brique', reference: 'B-1' });
    await createProduct(other, {
      name_fr: 'Gamma tuile',
      reference: 'G-1',
      category_id: refs.category.id,
    });
    const list = (q = '') => other.get(`/api/products${q}`).then((r) => r.json());
    expect((await list('?sort=name')).data.map((p: Product) => p.name)).toEqual([
      'Alpha tuile',
      'Bêta brique',
      'Gamma tuile',
    ]);
    expect((await list('?q=tuile')).meta.total).toBe(2);
    expect((await list(`?category_id=${refs.category.id}`)).meta.total).toBe(1);
    const bulk = await other.post('/api/products/bulk-status', {
      ids: [a.id, b.id],
      status: 'published',
    });
    expect(bulk.json()).toEqual({ updated: 2 });
    const after = await list('?status=published');
    expect(after.meta.total).toBe(2);
    expect(after.status_counts).toEqual({ draft: 1, published: 2, archived: 0 });
    // Someone else's ids are not touched.
    const mineOnly = await fab.post('/api/products/bulk-status', {
      ids: [a.id],
      status: 'archived',
    });
    expect(mineOnly.json()).toEqual({ updated: 0 });
  });
});

describe('who may see and change a product', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers the owner, 404 to another manufacturer, 403 to a professional, 401 to a guest', async () => {
    const owner = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }));
    const otherFab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }));
    const pro = await actingAs(t, await buildUser(t));
    const anon = await guest(t);
    const p = await createProduct(owner);
    const file = (await uploadProductFile(owner, p.id, 'm.ifc', ifc())).json() as ProductFile;
    const pdf = (await uploadProductFile(owner, p.id, 'f.pdf', PDF)).json() as ProductFile;
    type Call = [string, string, unknown?];
    const calls: Record<string, { call: Call; expect: [number, number, number, number] }> = {
      'GET list': { call: ['GET', '/api/products'], expect: [200, 200, 403, 401] },
      'GET one': { call: ['GET', `/api/products/${p.id}`], expect: [200, 404, 403, 401] },
      'PATCH one': {
        call: ['PATCH', `/api/products/${p.id}`, { tags: ['x'] }],
        expect: [200, 404, 403, 401],
      },
      'GET files': { call: ['GET', `/api/products/${p.id}/files`], expect: [200, 404, 403, 401] },
      'draft file bytes': { call: ['GET', file.url], expect: [200, 404, 404, 404] },
      'draft in library': {
        call: ['GET', `/api/library/products/${p.id}`],
        expect: [404, 404, 404, 404],
      },
      'draft download': {
        call: ['GET', `/api/library/products/${p.id}/files/${pdf.id}/download`],
        expect: [200, 404, 404, 401],
      },
      'DELETE file': {
        call: ['DELETE', `/api/products/${p.id}/files/${randomId()}`],
        expect: [404, 404, 403, 401],
      },
    };
    const clients = [owner, otherFab, pro, anon];
    for (const [name, c] of Object.entries(calls)) {
      const got: number[] = [];
      for (const client of clients)
        got.push(
          (await client.request(c.call[0] as 'GET', c.call[1], c.call[2] as never)).statusCode,
        );
      expect(got, name).toEqual(c.expect);
    }
    // Published: everyone reads it, the viewable object and images are public, PDFs need an account.
    await owner.patch(`/api/products/${p.id}`, { status: 'published' });
    for (const client of clients) {
      expect((await client.get(`/api/library/products/${p.id}`)).statusCode).toBe(200);
      expect((await client.get(file.url)).statusCode).toBe(200);
    }
    expect((await anon.get(pdf.url)).statusCode).toBe(404);
    const dl = `/api/library/products/${p.id}/files/${pdf.id}/download`;
    expect((await anon.get(dl)).statusCode).toBe(401);
    const res = await pro.get(dl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect((await otherFab.get(dl)).statusCode).toBe(200);
    const counted = (await owner.get(`/api/products/${p.id}`)).json() as Product;
    expect(counted.counts.downloads).toBe(2);
    expect(counted.counts.views).toBe(3); // everyone but the owner
    expect(counted.files.find((f) => f.id === pdf.id)!.download_count).toBe(2);
    // Archived: gone from the library again, but deleting stays the owner's.
    await owner.post('/api/products/bulk-status', { ids: [p.id], status: 'archived' });
    expect((await pro.get(`/api/library/products/${p.id}`)).statusCode).toBe(404);
    expect((await otherFab.delete(`/api/products/${p.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/products/${p.id}`)).statusCode).toBe(204);
  });
});

const randomId = () => crypto.randomUUID();
