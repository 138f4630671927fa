import { describe, expect, it } from 'vitest';
import type { Product } from '@/api/contract/products';
import { quickBodyOf, quickSchema, valuesOf } from './product-quick';

const product = {
  id: '00000000-0000-4000-8000-000000000001',
  name_fr: 'Brique 12 trous',
  name_en: null,
  name_ar: 'آجر',
  reference: 'BRQ-12',
  category: { id: 3, name: 'Gros œuvre' },
  sub_category: { id: 7, name: 'Blocs et briques' },
  price_cents: 4100,
  on_quote: false,
  status: 'draft',
} as unknown as Product;

const issues = (v: ReturnType<typeof valuesOf>) => {
  const r = quickSchema.safeParse(v);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path[0], i.message]));
};

describe('the quick product form', () => {
  it('sends its own fields only, the price in centimes, none when on quote', () => {
    const v = valuesOf(product);
    expect(v.price_cents).toBe('41');
    expect(quickBodyOf({ ...v, price_cents: '45.5' }, product)).toEqual({
      name_fr: 'Brique 12 trous',
      name_en: null,
      name_ar: 'آجر',
      reference: 'BRQ-12',
      category_id: 3,
      on_quote: false,
      price_cents: 4550,
      status: 'draft',
    });
    expect(quickBodyOf({ ...v, on_quote: true }, product).price_cents).toBeNull();
  });

  it('empties the sub-category when the category changes', () => {
    const v = valuesOf(product);
    expect(quickBodyOf({ ...v, category_id: '9' }, product)).toMatchObject({
      category_id: 9,
      sub_category_id: null,
    });
    expect(quickBodyOf(v, product)).not.toHaveProperty('sub_category_id');
  });

  it("is checked by the contract's schema, on the API's field names", () => {
    expect(issues(valuesOf(product))).toEqual({});
    const empty = valuesOf();
    expect(Object.keys(issues(empty)).sort()).toEqual(['name_fr', 'reference']);
    expect(issues({ ...valuesOf(product), price_cents: '-3' })).toHaveProperty('price_cents');
  });
});
