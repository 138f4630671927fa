import { eq, inArray } from 'drizzle-orm';
import type { CreateProductBody, UpdateProductBody } from '../../../src/api/contract/products';
import type { Db } from '../../db/client';
import { brands, categories } from '../../db/schema/reference';
import { ValidationError } from '../../lib/errors';
import type { ProductValues } from './products.repository';

/** The columns a create or update body sets (absent keys are left out). */
export function toValues(b: UpdateProductBody | CreateProductBody): ProductValues {
  const v: ProductValues = {};
  const set = <K extends keyof ProductValues>(key: K, value: ProductValues[K] | undefined) => {
    if (value !== undefined) v[key] = value;
  };
  set('nameFr', b.name_fr);
  set('nameEn', b.name_en);
  set('nameAr', b.name_ar);
  set('descriptionFr', b.description_fr);
  set('descriptionEn', b.description_en);
  set('descriptionAr', b.description_ar);
  set('reference', b.reference);
  set('categoryId', b.category_id);
  set('subCategoryId', b.sub_category_id);
  set('brandId', b.brand_id);
  set('unit', b.unit);
  set('currency', b.currency);
  set('onQuote', b.on_quote);
  // On quote: no price is kept, so an order never reads a stale one.
  set('priceCents', b.on_quote ? null : b.price_cents);
  set('leadTimeDays', b.lead_time_days);
  set(
    'characteristics',
    b.characteristics?.map((c) => ({ ...c, unit: c.unit ?? '' })),
  );
  set('tags', b.tags ? [...new Set(b.tags)] : undefined);
  set('status', b.status);
  return v;
}

/** The category must be top-level, the sub-category one of its children, the brand must exist. */
export async function checkReferences(
  db: Db,
  b: { category_id?: number | null; sub_category_id?: number | null; brand_id?: number | null },
): Promise<void> {
  const ids = [b.category_id, b.sub_category_id].filter((c): c is number => c != null);
  const rows = ids.length
    ? await db.select().from(categories).where(inArray(categories.id, ids))
    : [];
  const cat = rows.find((r) => r.id === b.category_id);
  if (b.category_id != null && (!cat || cat.parentId !== null))
    throw ValidationError.field('category_id', 'validation.exists');
  if (b.sub_category_id != null) {
    const sub = rows.find((r) => r.id === b.sub_category_id);
    if (!sub || sub.parentId === null || sub.parentId !== b.category_id)
      throw ValidationError.field('sub_category_id', 'validation.exists');
  }
  if (b.brand_id != null) {
    const [brand] = await db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.id, b.brand_id));
    if (!brand) throw ValidationError.field('brand_id', 'validation.exists');
  }
}
