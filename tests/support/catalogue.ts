import { expect } from 'vitest';
import { eq, isNull, and } from 'drizzle-orm';
import { brands, categories } from '../../server/db/schema/reference';
import type { CreateProductBody, Product } from '../../src/api/contract/products';
import type { TestClient } from './http-client';
import type { TestApp } from './test-app';
import { multipart } from './files';

/** A top-level category, one of its sub-categories and a brand from the reference data. */
export async function catalogueReferences(t: TestApp) {
  const db = t.database.db;
  const [top] = await db
    .select()
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.nameFr, 'Gros œuvre')));
  const subs = await db.select().from(categories).where(eq(categories.parentId, top!.id));
  const [brand] = await db.select().from(brands).limit(1);
  return { category: top!, subs, brand: brand! };
}

let n = 0;
/** Creates a product through the API as `client` (a manufacturer); expects 201. */
export async function createProduct(
  client: TestClient,
  body: Partial<CreateProductBody> = {},
): Promise<Product> {
  n += 1;
  const res = await client.post('/api/products', {
    name_fr: `Produit ${n}`,
    reference: `REF-${n}-${Math.random().toString(36).slice(2, 7)}`,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Product;
}

export async function uploadProductFile(
  client: TestClient,
  productId: string,
  name: string,
  bytes: Buffer,
) {
  const { payload, headers } = multipart(name, bytes);
  return client.post(`/api/products/${productId}/files`, payload, headers);
}
