import type {
  Characteristic,
  CreateProductBody,
  Product,
  ProductStatus,
  ProductUnit,
} from '@/api/contract/products';

/**
 * The product form's draft, apart from the editor's life (product-editor.machine.ts): what the
 * manufacturer types, what is wrong in it before anything is sent, and the body the API takes.
 */

/** The form as the manufacturer types it (numbers as typed text). */
export type ProductDraft = {
  name_fr: string;
  name_en: string;
  name_ar: string;
  description_fr: string;
  description_en: string;
  description_ar: string;
  reference: string;
  category_id: number | null;
  sub_category_id: number | null;
  brand_id: number | null;
  unit: ProductUnit;
  price: string;
  on_quote: boolean;
  lead_time_days: string;
  status: ProductStatus;
  characteristics: Characteristic[];
  tags: string;
};

/** Fields the form checks before sending: a name in one language, a reference, numbers. */
export type DraftProblem = 'name_fr' | 'reference' | 'price' | 'lead_time_days' | 'characteristics';

export function draftOf(p?: Product | null): ProductDraft {
  return {
    name_fr: p?.name_fr ?? '',
    name_en: p?.name_en ?? '',
    name_ar: p?.name_ar ?? '',
    description_fr: p?.description_fr ?? '',
    description_en: p?.description_en ?? '',
    description_ar: p?.description_ar ?? '',
    reference: p?.reference ?? '',
    category_id: p?.category?.id ?? null,
    sub_category_id: p?.sub_category?.id ?? null,
    brand_id: p?.brand?.id ?? null,
    unit: p?.unit ?? 'piece',
    price: p?.price_cents != null ? String(p.price_cents / 100) : '',
    on_quote: p?.on_quote ?? false,
    lead_time_days: p?.lead_time_days != null ? String(p.lead_time_days) : '',
    status: p?.status ?? 'draft',
    characteristics: p?.characteristics ?? [],
    tags: p?.tags.join(', ') ?? '',
  };
}

const isAmount = (s: string) => s.trim() === '' || (Number.isFinite(Number(s)) && Number(s) >= 0);

/** What is missing or wrong in the draft before anything is sent. */
export function problemsOf(d: ProductDraft): DraftProblem[] {
  const out: DraftProblem[] = [];
  if (!d.name_fr.trim() && !d.name_en.trim() && !d.name_ar.trim()) out.push('name_fr');
  if (!d.reference.trim()) out.push('reference');
  if (!d.on_quote && !isAmount(d.price)) out.push('price');
  if (!isAmount(d.lead_time_days) || !Number.isInteger(Number(d.lead_time_days)))
    out.push('lead_time_days');
  if (d.characteristics.some((c) => !c.name.trim() || !c.value.trim())) out.push('characteristics');
  return out;
}

/** The body POST/PATCH api/products take. */
export function bodyOf(d: ProductDraft): CreateProductBody {
  const { price, tags, lead_time_days, ...rest } = d;
  return {
    ...rest,
    price_cents: d.on_quote || price.trim() === '' ? null : Math.round(Number(price) * 100),
    lead_time_days: lead_time_days.trim() === '' ? null : Number(lead_time_days),
    characteristics: d.characteristics.map((c) => ({ ...c, unit: c.unit.trim() })),
    tags: tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
