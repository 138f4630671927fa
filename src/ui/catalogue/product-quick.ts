import { z } from 'zod';
import { createProductBodySchema, type Product, type ProductStatus } from '@/api/contract/products';

/** The quick form's fields, named as the API names them (a 422 lands on the same names). */
export type QuickValues = {
  name_fr: string;
  name_en: string;
  name_ar: string;
  reference: string;
  /** The select's value: '' for none. */
  category_id: string;
  /** As typed, in DZD (the body carries centimes). */
  price_cents: string;
  on_quote: boolean;
  status: ProductStatus;
};

export function valuesOf(p?: Product): QuickValues {
  return {
    name_fr: p?.name_fr ?? '',
    name_en: p?.name_en ?? '',
    name_ar: p?.name_ar ?? '',
    reference: p?.reference ?? '',
    category_id: p?.category ? String(p.category.id) : '',
    price_cents: p?.price_cents != null ? String(p.price_cents / 100) : '',
    on_quote: p?.on_quote ?? false,
    status: p?.status ?? 'draft',
  };
}

/** What the quick form sends: only its own fields (a PATCH leaves the others as they are). */
export function quickBodyOf(v: QuickValues, before?: Product) {
  const text = (s: string) => s.trim() || null;
  const category = v.category_id ? Number(v.category_id) : null;
  const price = v.price_cents.trim();
  return {
    name_fr: text(v.name_fr),
    name_en: text(v.name_en),
    name_ar: text(v.name_ar),
    reference: v.reference.trim(),
    category_id: category,
    // A new category empties the sub-category, which belongs to the old one.
    ...(before && (before.category?.id ?? null) !== category ? { sub_category_id: null } : {}),
    on_quote: v.on_quote,
    price_cents: v.on_quote || price === '' ? null : Math.round(Number(price) * 100),
    status: v.status,
  };
}

/** The contract's own schema over the body the form makes: the server's rules, checked first. */
export const quickSchema = z.preprocess(
  (v) => quickBodyOf(v as QuickValues),
  createProductBodySchema,
);
