import { eq } from 'drizzle-orm';
import { IfcAPI, IFCBUILDINGELEMENTPROXY } from 'web-ifc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../server/modules/catalogue/catalogue.seed';
import { seedDemoAccounts } from '../../server/modules/identity/demo.seed';
import { products } from '../../server/db/schema/catalogue';
import type { LibraryPage, Product } from '../../src/api/contract/products';
import { guest } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const log = { info() {}, warn() {} } as unknown as Parameters<
      typeof seedDemoCatalogue
    >[0]['log'];
    const ctx = { config: t.config, database: t.database, storage: t.deps.storage, log };
    await seedDemoAccounts(ctx);
    await seedDemoCatalogue(ctx);
    await seedDemoCatalogue(ctx); // idempotent
  }, 120_000);
  afterAll(() => t.close());

  it('gives fab@ouvrage.test over 40 products, a few drafts and one archived', async () => {
    const rows = await t.database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    const by = (s: string) => rows.filter((r) => r.status === s).length;
    expect(by('draft')).toBeGreaterThanOrEqual(2);
    expect(by('archived')).toBe(1);
    expect(rows.filter((r) => r.nameAr).length).toBeGreaterThan(rows.length / 2);
    expect(rows.filter((r) => r.nameEn).length).toBeGreaterThan(5);
  });

  it('shows a living library: covers, several categories and brands, BIM objects that open', async () => {
    const anon = await guest(t);
    const page = (
      await anon.get('/api/library/products?has_bim=true&per_page=60')
    ).json() as LibraryPage;
    expect(page.total).toBeGreaterThanOrEqual(10);
    expect(page.items.every((p) => p.cover_url)).toBe(true);
    const all = (await anon.get('/api/library/products')).json() as LibraryPage;
    expect(all.facets.category.length).toBeGreaterThanOrEqual(5);
    expect(all.facets.brand.length).toBeGreaterThanOrEqual(8);
    expect((await anon.get(all.items[0]!.cover_url!)).headers['content-type']).toBe('image/webp');

    const [withIfc] = await t.database.db
      .select()
      .from(products)
      .where(eq(products.reference, 'MM-006'));
    const product = (await anon.get(`/api/library/products/${withIfc!.id}`)).json() as Product;
    const ifcFile = product.files.find((f) => f.format === 'ifc')!;
    const bytes = (await anon.get(ifcFile.url)).rawPayload;
    const api = new IfcAPI();
    await api.Init();
    const model = api.OpenModel(new Uint8Array(bytes));
    expect(api.GetLineIDsWithType(model, IFCBUILDINGELEMENTPROXY).size()).toBe(1);
    let triangles = 0;
    api.StreamAllMeshes(model, (mesh) => {
      for (let i = 0; i < mesh.geometries.size(); i++) {
        const g = api.GetGeometry(model, mesh.geometries.get(i).geometryExpressID);
        triangles += g.GetIndexDataSize() / 3;
      }
    });
    expect(triangles).toBe(12);
    api.CloseModel(model);
  });
});
