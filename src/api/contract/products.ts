import { z } from 'zod';
import { nullableText } from './text';
import { pageMetaSchema } from './reference';

/** Issue 19: a manufacturer's product, its files, and the public library's answers. */
export const productStatuses = ['draft', 'published', 'archived'] as const;
export const productStatusSchema = z.enum(productStatuses);
export type ProductStatus = z.infer<typeof productStatusSchema>;

export const productUnits = ['piece', 'm', 'm2', 'm3', 'kg', 'lot'] as const;
export const productUnitSchema = z.enum(productUnits);
export type ProductUnit = z.infer<typeof productUnitSchema>;

export const currencies = ['DZD', 'EUR', 'USD'] as const;

/** What a product file is for: images (the first is the cover), BIM objects, documents (PDF). */
export const productFileKinds = ['image', 'bim', 'document'] as const;
export type ProductFileKind = (typeof productFileKinds)[number];

/** BIM formats the 3D viewer opens; the others are accepted as downloads only. */
export const viewableBimFormats = ['ifc', 'glb', 'gltf', 'obj'] as const;
export const downloadOnlyBimFormats = ['rfa', 'rvt', 'skp', 'dwg', 'dxf'] as const;
export const productFileFormats = [
  'png',
  'jpeg',
  'webp',
  ...viewableBimFormats,
  ...downloadOnlyBimFormats,
  'pdf',
] as const;
export type ProductFileFormat = (typeof productFileFormats)[number];

export const characteristicSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.too_long'),
  value: z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long'),
  unit: z.string().trim().max(20, 'validation.too_long').default(''),
});
export type Characteristic = z.infer<typeof characteristicSchema>;

const productFields = {
  name_fr: nullableText(200),
  name_en: nullableText(200),
  name_ar: nullableText(200),
  description_fr: nullableText(5000),
  description_en: nullableText(5000),
  description_ar: nullableText(5000),
  reference: z.string().trim().min(1, 'validation.required').max(60, 'validation.too_long'),
  category_id: z.number().int().min(1).nullable().optional(),
  sub_category_id: z.number().int().min(1).nullable().optional(),
  brand_id: z.number().int().min(1).nullable().optional(),
  unit: productUnitSchema.default('piece'),
  /** Indicative price in the currency's minor unit (centimes); null when on quote. */
  price_cents: z.number().int().min(0).max(1e13).nullable().optional(),
  currency: z.enum(currencies).default('DZD'),
  on_quote: z.boolean().default(false),
  lead_time_days: z.number().int().min(0).max(3650).nullable().optional(),
  characteristics: z.array(characteristicSchema).max(60).default([]),
  tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
  status: productStatusSchema.default('draft'),
};

const oneName = (b: {
  name_fr?: string | null;
  name_en?: string | null;
  name_ar?: string | null;
}) => Boolean(b.name_fr || b.name_en || b.name_ar);

export const createProductBodySchema = z
  .object(productFields)
  .refine(oneName, { path: ['name_fr'], message: 'validation.required' });
export type CreateProductBody = z.input<typeof createProductBodySchema>;

/**
 * PATCH: any field; absent fields stay as they are. The creation defaults are taken off first:
 * zod applies a default inside `.optional()`, which made a rename unpublish the product and
 * empty its characteristics and tags.
 */
type Undefaulted<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
export const updateProductBodySchema = z.object(
  Object.fromEntries(
    Object.entries(productFields).map(([k, v]) => [
      k,
      (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : v).optional(),
    ]),
  ) as {
    [K in keyof typeof productFields]: z.ZodOptional<Undefaulted<(typeof productFields)[K]>>;
  },
);
export type UpdateProductBody = z.input<typeof updateProductBodySchema>;

export const productFileSchema = z.object({
  id: z.uuid(),
  kind: z.enum(productFileKinds),
  format: z.enum(productFileFormats),
  name: z.string(),
  size: z.number().int(),
  /** Whether the read-only 3D viewer opens it (IFC, glTF/GLB, OBJ). */
  viewable: z.boolean(),
  /** The bytes for the viewer and images (public once the product is published). */
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  download_count: z.number().int(),
});
export type ProductFile = z.infer<typeof productFileSchema>;

const refSchema = z.object({ id: z.number().int(), name: z.string() });
export const manufacturerCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: z.string().nullable(),
  wilaya: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

/** A product as its manufacturer edits it (every language) and the library shows it. */
export const productSchema = z.object({
  id: z.uuid(),
  /** In the reader's language, then French, then any. */
  name: z.string(),
  description: z.string().nullable(),
  name_fr: z.string().nullable(),
  name_en: z.string().nullable(),
  name_ar: z.string().nullable(),
  description_fr: z.string().nullable(),
  description_en: z.string().nullable(),
  description_ar: z.string().nullable(),
  reference: z.string(),
  category: refSchema.nullable(),
  sub_category: refSchema.nullable(),
  brand: refSchema.nullable(),
  unit: productUnitSchema,
  price_cents: z.number().int().nullable(),
  currency: z.enum(currencies),
  on_quote: z.boolean(),
  lead_time_days: z.number().int().nullable(),
  characteristics: z.array(characteristicSchema),
  tags: z.array(z.string()),
  status: productStatusSchema,
  manufacturer: manufacturerCardSchema,
  cover_url: z.string().nullable(),
  has_bim: z.boolean(),
  files: z.array(productFileSchema),
  counts: z.object({
    views: z.number().int(),
    downloads: z.number().int(),
    favorites: z.number().int(),
  }),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

/** A product in lists and cards. */
export const productCardSchema = productSchema.omit({
  description_fr: true,
  description_en: true,
  description_ar: true,
  characteristics: true,
  files: true,
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productSorts = ['updated_at', 'created_at', 'name', 'reference'] as const;
export const myProductsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: productStatusSchema.optional(),
  category_id: z.coerce.number().int().optional(),
  sort: z.enum(productSorts).default('updated_at'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type MyProductsQuery = z.input<typeof myProductsQuerySchema>;
export type MyProductsFilters = z.output<typeof myProductsQuerySchema>;

export const myProductsPageSchema = z.object({
  data: z.array(productCardSchema),
  meta: pageMetaSchema,
  /** How many of the manufacturer's products are in each status (whatever the filters). */
  status_counts: z.record(productStatusSchema, z.number().int()),
});

export const bulkStatusBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(200),
  status: productStatusSchema,
});

export const librarySorts = ['relevance', 'newest', 'name'] as const;
const idList = z
  .union([z.array(z.coerce.number().int()), z.coerce.number().int()])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional();
export const libraryQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  category_id: idList,
  sub_category_id: idList,
  brand_id: idList,
  wilaya_id: idList,
  manufacturer_id: z.uuid().optional(),
  has_bim: z.enum(['true', 'false']).optional(),
  format: z.enum(productFileFormats).optional(),
  sort: z.enum(librarySorts).default('relevance'),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(24),
});
export type LibraryQuery = z.input<typeof libraryQuerySchema>;
export type LibraryFilters = z.output<typeof libraryQuerySchema>;

const facetSchema = z.array(
  z.object({
    id: z.union([z.number().int(), z.string()]),
    name: z.string(),
    count: z.number().int(),
  }),
);
export const libraryPageSchema = z.object({
  items: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  facets: z.object({
    category: facetSchema,
    sub_category: facetSchema,
    brand: facetSchema,
    manufacturer: facetSchema,
    wilaya: facetSchema,
    has_bim: facetSchema,
    format: facetSchema,
  }),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

export const suggestionsSchema = z.array(z.object({ id: z.uuid(), name: z.string() }));

export const fileIdParams = z.object({ id: z.uuid(), fileId: z.uuid() });
