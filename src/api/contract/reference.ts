import { z } from 'zod';

/** `{ data, meta }` pagination (Laravel's resource collections, reduced). */
export const pageMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: pageMetaSchema });

export const countrySchema = z.object({ code: z.string().length(2), name: z.string() });
export const wilayaSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_fr: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
});
/** Jobs, activity sectors, brands, universities and fields share one shape; `name` is in the request language. */
export const namedSchema = z.object({ id: z.number().int(), name: z.string() });
export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  icon: z.string().nullable(),
});

export const addBrandBodySchema = z.object({
  brand_name: z.string().trim().min(2, 'validation.required').max(100),
});
export const addNamedBodySchema = z.object({
  name: z.string().trim().min(2, 'validation.required').max(200),
});

/** GET api/{activity-sectors|categories|brands}/filter: page plus filters. */
export const filterQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  parent_id: z.coerce.number().int().optional(),
});
