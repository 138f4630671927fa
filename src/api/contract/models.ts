import { z } from 'zod';
import { elementIndexSchema, elementPropertiesSchema, treeNodeSchema } from './element-data';
import { paginated } from './reference';

/**
 * The model service: IFC versions processed once on the server (geometry as the viewer draws
 * it, the spatial tree, every element's properties in PostgreSQL), searched across a project's
 * models and compared version to version by GlobalId.
 */

export const processingStates = ['queued', 'processing', 'ready', 'failed'] as const;
export const processingStateSchema = z.enum(processingStates);
export type ProcessingState = z.infer<typeof processingStateSchema>;

/** Why processing failed: a code with a translated message (models.errors.*), and web-ifc's words. */
export const processingErrorSchema = z.object({
  code: z.string(),
  detail: z.string().nullable(),
});

/** A version's processing as the file table shows it (null for files that are not IFC). */
export const fileProcessingSchema = z.object({
  state: processingStateSchema,
  /** 0…1 while processing. */
  progress: z.number().min(0).max(1),
  error: processingErrorSchema.nullable(),
});
export type FileProcessing = z.infer<typeof fileProcessingSchema>;

/** GET api/files/{id}/versions/{n}/processing. */
export const processingSchema = fileProcessingSchema.extend({
  version: z.number().int(),
  /** Once ready: what was found, and how long it took. */
  stats: z
    .object({
      schema: z.string(),
      /** IfcElement instances, openings aside. */
      element_count: z.number().int(),
      /** Every IfcProduct (elements, spatial structure, openings, annotations…). */
      product_count: z.number().int(),
      /** Elements with geometry. */
      mesh_count: z.number().int(),
      triangles: z.number().int(),
      geometry_bytes: z.number().int(),
      duration_ms: z.number().int(),
    })
    .nullable(),
  updated_at: z.string(),
});
export type Processing = z.infer<typeof processingSchema>;

/** One searchable value of an element: group (property set…), name, value, all lower-cased. */
export type SearchEntry = { p: string; n: string; v: string; x?: number };

export const elementCategories = ['element', 'spatial', 'feature', 'other'] as const;

/** An element in lists and search results. */
export const elementSummarySchema = z.object({
  global_id: z.string().nullable(),
  express_id: z.number().int(),
  /** Its index in the stored geometry (the viewer's element), null when it has none. */
  element_index: z.number().int().nullable(),
  class: z.string(),
  name: z.string(),
  category: z.enum(elementCategories),
  properties: elementPropertiesSchema.optional(),
});
export type ElementSummary = z.infer<typeof elementSummarySchema>;

export const elementsQuerySchema = z.object({
  /** An IFC class: its instances and its subtypes' (IfcWall finds IfcWallStandardCase too). */
  class: z.string().trim().max(100).optional(),
  /** In the name, the class, the GlobalId, or equal to any property value. */
  q: z.string().trim().max(200).optional(),
  category: z.enum(elementCategories).optional(),
  /** Elements with geometry only. */
  geometry: z.enum(['true', 'false']).optional(),
  /** `properties`: each element with its property tabs (what the viewer prefetches). */
  with: z.enum(['properties']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(1000).default(100),
});
export const elementsPageSchema = paginated(elementSummarySchema);

export const elementParams = z.object({
  id: z.uuid(),
  n: z.coerce.number().int().min(1),
  globalId: z.string().min(1).max(64),
});

/** GET …/tree: the spatial tree, and the element index of the stored geometry. */
export const modelTreeSchema = z.object({
  tree: z.array(treeNodeSchema),
  index: elementIndexSchema,
});
export type ModelTree = z.infer<typeof modelTreeSchema>;

// ——— Search ———

export const conditionOps = ['eq', 'ne', 'contains', 'gt', 'lt', 'exists'] as const;
export type ConditionOp = (typeof conditionOps)[number];

/**
 * `property` is a name (« IsExternal », any property set) or `Set.Name`
 * (« Pset_WallCommon.FireRating »); values compare without case, numbers as numbers.
 */
export const conditionSchema = z
  .object({
    property: z.string().trim().min(1, 'validation.required').max(200, 'validation.too_long'),
    op: z.enum(conditionOps).default('eq'),
    value: z.string().trim().max(200, 'validation.too_long').default(''),
  })
  .refine(
    (c) =>
      (c.op !== 'gt' && c.op !== 'lt') ||
      (c.value !== '' && Number.isFinite(Number(c.value.replace(',', '.')))),
    { path: ['value'], message: 'validation.number' },
  );
export type Condition = z.infer<typeof conditionSchema>;

export const modelQuerySchema = z
  .object({
    /** Any of these classes (with their subtypes). */
    classes: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
    text: z.string().trim().max(200, 'validation.too_long').default(''),
    /** All of these. */
    conditions: z.array(conditionSchema).max(10, 'validation.too_long').default([]),
  })
  .refine((q) => q.classes.length > 0 || q.text !== '' || q.conditions.length > 0, {
    path: ['text'],
    message: 'validation.search_empty',
  });
export type ModelQuery = z.input<typeof modelQuerySchema>;

export const modelSearchBodySchema = z.object({
  query: modelQuerySchema,
  /** List this model's elements (else the first model's with results). */
  file_id: z.uuid().optional(),
  page: z.number().int().min(1).default(1),
  per_page: z.number().int().min(1).max(200).default(50),
});

/** One processed model of the project and how many of its elements match. */
export const modelHitsSchema = z.object({
  file_id: z.uuid(),
  file_name: z.string(),
  folder_id: z.uuid(),
  version: z.number().int(),
  count: z.number().int(),
});
export type ModelHits = z.infer<typeof modelHitsSchema>;

export const modelSearchResultSchema = z.object({
  models: z.array(modelHitsSchema),
  /** IFC files of the project whose current version is not processed (not searched). */
  unprocessed: z.number().int(),
  /** The listed model's matching elements. */
  file_id: z.uuid().nullable(),
  elements: paginated(elementSummarySchema),
});
export type ModelSearchResult = z.infer<typeof modelSearchResultSchema>;

/** POST …/versions/{n}/elements/match: every element of one version a query matches. */
export const matchBodySchema = z.object({ query: modelQuerySchema });
export const matchResultSchema = z.object({
  global_ids: z.array(z.string()),
  element_indices: z.array(z.number().int()),
});

export const savedSearchSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  name: z.string(),
  /** #rrggbb, the colour its elements take in the viewer. */
  color: z.string(),
  query: modelQuerySchema,
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchBodySchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(100, 'validation.too_long'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'validation.color'),
  query: modelQuerySchema,
});

// ——— Compare ———

export const compareParams = z.object({
  id: z.uuid(),
  n: z.coerce.number().int().min(1),
  m: z.coerce.number().int().min(1),
});
export const compareQuerySchema = z.object({
  format: z.enum(['json', 'csv', 'pdf']).default('json'),
});

export const propertyChangeSchema = z.object({
  /** Tab and group: « Pset_WallCommon », « Quantities / Qto_WallBaseQuantities »… */
  group: z.string(),
  name: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type PropertyChange = z.infer<typeof propertyChangeSchema>;

export const elementChangeSchema = z.object({
  global_id: z.string(),
  class: z.string(),
  name: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
  geometry: z.boolean(),
  properties: z.boolean(),
  /** The element's index in each version's geometry (null: not there, or no geometry). */
  from_index: z.number().int().nullable(),
  to_index: z.number().int().nullable(),
  property_changes: z.array(propertyChangeSchema),
});
export type ElementChange = z.infer<typeof elementChangeSchema>;

export const compareResultSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  summary: z.object({
    added: z.number().int(),
    removed: z.number().int(),
    geometry: z.number().int(),
    properties: z.number().int(),
    unchanged: z.number().int(),
  }),
  changes: z.array(elementChangeSchema),
});
export type CompareResult = z.infer<typeof compareResultSchema>;
