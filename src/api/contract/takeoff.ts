import { z } from 'zod';
import { productCardSchema, type ProductUnit } from './products';

/**
 * Issue 20, « take-off from the model »: elements selected in the IFC viewer, grouped, measured
 * and ordered. A basket line and an order line may carry the source it was measured from: the
 * file, its version and the elements' GlobalIds, so that the order page can show them again in
 * the model and say which of them changed in a newer version.
 */
export const takeoffQuantityKinds = ['count', 'length', 'area', 'volume'] as const;
export const takeoffQuantityKindSchema = z.enum(takeoffQuantityKinds);
export type TakeoffQuantityKind = z.infer<typeof takeoffQuantityKindSchema>;

/** An IFC GlobalId: 22 characters of IFC's base-64 alphabet. */
export const ifcGlobalIdSchema = z.string().regex(/^[0-9A-Za-z_$]{22}$/, 'validation.invalid');

/** How the viewer grouped the elements: by IFC class and type (or name); `key` identifies it. */
export const takeoffGroupSchema = z.object({
  /** e.g. `IfcWall`, `IfcWallStandardCase`, `IfcDoor`. */
  ifc_class: z.string().trim().min(1, 'validation.required').max(80, 'validation.too_long'),
  /** The type's or the elements' common name, when there is one. */
  name: z.string().trim().max(200, 'validation.too_long').nullable().optional(),
  /** Stable across selections of the same kind of element (the viewer's grouping key), the key
   * under which the chosen product is remembered per project. */
  key: z.string().trim().min(1, 'validation.required').max(300, 'validation.too_long'),
});
export type TakeoffGroup = z.infer<typeof takeoffGroupSchema>;

export const takeoffSourceSchema = z.object({
  file_id: z.uuid(),
  version: z.number().int().min(1).max(1_000_000),
  global_ids: z.array(ifcGlobalIdSchema).min(1).max(10_000),
  group: takeoffGroupSchema,
  quantity_kind: takeoffQuantityKindSchema,
  /** The measured quantity in SI (count, m, m², m³), before waste. */
  measured: z.number().min(0).max(1e9),
  /** True when computed from the geometry, false when read from an IFC quantity set. */
  computed: z.boolean(),
  waste_percent: z.number().min(0).max(100),
});
export type TakeoffSource = z.infer<typeof takeoffSourceSchema>;

/**
 * The take-off of an order line as both parties read it in GET api/orders/{id}: the GlobalIds
 * themselves are fetched by the professional from GET api/orders/{id}/lines/{lineId}/takeoff.
 */
export const orderLineSourceSchema = takeoffSourceSchema
  .omit({ global_ids: true })
  .extend({ element_count: z.number().int() });
export type OrderLineSource = z.infer<typeof orderLineSourceSchema>;

/** GET api/orders/{id}/lines/{lineId}/takeoff (the order's professional only): what « show in
 * model » opens, i.e. the viewer on `file_id` at `version` with `global_ids` selected. */
export const orderLineTakeoffSchema = z.object({
  order_id: z.uuid(),
  line_id: z.uuid(),
  project_id: z.uuid(),
  file_id: z.uuid(),
  version: z.number().int(),
  global_ids: z.array(z.string()),
});
export type OrderLineTakeoff = z.infer<typeof orderLineTakeoffSchema>;

/** GET api/orders/{id}/takeoff/changes: per line with a source, what became of its elements in
 * the file's newest version (by GlobalId). */
export const takeoffLineChangesSchema = z.object({
  line_id: z.uuid(),
  file_id: z.uuid(),
  version: z.number().int(),
  latest_version: z.number().int().nullable(),
  /** `current`: the line's version is the newest; `not_processed`: one of the two versions is
   * not processed yet by the model service; `compared`: the lists below say what changed;
   * `file_gone`: the file was deleted. */
  status: z.enum(['current', 'not_processed', 'compared', 'file_gone']),
  changed: z.array(z.string()),
  disappeared: z.array(z.string()),
});
export type TakeoffLineChanges = z.infer<typeof takeoffLineChangesSchema>;
export const takeoffChangesSchema = z.object({ lines: z.array(takeoffLineChangesSchema) });
export type TakeoffChanges = z.infer<typeof takeoffChangesSchema>;

/** The product chosen for a group, remembered per project. */
export const takeoffMatchInputSchema = z.object({
  group_key: takeoffGroupSchema.shape.key,
  product_id: z.uuid(),
  waste_percent: z.number().min(0).max(100).default(0),
});
export type TakeoffMatchInput = z.input<typeof takeoffMatchInputSchema>;

/** PUT api/projects/{id}/takeoff/matches: upsert (by group key). */
export const takeoffMatchesBodySchema = z.object({
  matches: z.array(takeoffMatchInputSchema).min(1).max(500),
});
export type TakeoffMatchesBody = z.input<typeof takeoffMatchesBodySchema>;

export const takeoffMatchSchema = z.object({
  group_key: z.string(),
  product_id: z.uuid(),
  waste_percent: z.number(),
  updated_at: z.string(),
  /** Null when the product is no longer published. */
  product: productCardSchema.nullable(),
});
export type TakeoffMatch = z.infer<typeof takeoffMatchSchema>;
export const takeoffMatchesSchema = z.object({ data: z.array(takeoffMatchSchema) });
export type TakeoffMatches = z.infer<typeof takeoffMatchesSchema>;

/** GET api/projects/{id}/takeoff/suggestions?ifc_class=&name=&group_key= */
export const takeoffSuggestionsQuerySchema = z.object({
  ifc_class: takeoffGroupSchema.shape.ifc_class,
  name: z.string().trim().max(200, 'validation.too_long').optional(),
  /** When given, the product remembered for this group comes first. */
  group_key: z.string().trim().max(300, 'validation.too_long').optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type TakeoffSuggestionsQuery = z.input<typeof takeoffSuggestionsQuerySchema>;

export const takeoffSuggestionSchema = z.object({
  product: productCardSchema,
  /** Why it ranks where it does: remembered for this group, used before in this project, of a
   * category that fits the IFC class, or by name or tag alone. */
  reason: z.enum(['remembered', 'previous', 'category', 'name']),
  score: z.number(),
});
export type TakeoffSuggestion = z.infer<typeof takeoffSuggestionSchema>;
export const takeoffSuggestionsSchema = z.object({ data: z.array(takeoffSuggestionSchema) });
export type TakeoffSuggestions = z.infer<typeof takeoffSuggestionsSchema>;

/** Which quantity kind fits a product's unit (null: none, e.g. kg). */
export function kindForUnit(unit: ProductUnit): TakeoffQuantityKind | null {
  switch (unit) {
    case 'piece':
    case 'lot':
      return 'count';
    case 'm':
      return 'length';
    case 'm2':
      return 'area';
    case 'm3':
      return 'volume';
    default:
      return null;
  }
}

/**
 * The quantity to order in the product's unit: count → piece or lot, length → m, area → m²,
 * volume → m³ (the measured figures are already SI). Waste is added (`measured × (1 + w/100)`),
 * then the figure is rounded UP, never down, so the order covers the measure: to a whole number
 * for pieces and lots, to the hundredth (1 cm, 0.01 m², 0.01 m³) otherwise. A tiny epsilon keeps
 * binary noise (e.g. 10 × 1.1 = 11.000000000000002) from adding a unit. Null when the kind does
 * not fit the unit or nothing was measured.
 */
export function quantityInUnit(
  measured: number,
  kind: TakeoffQuantityKind,
  productUnit: ProductUnit,
  wastePercent: number,
): number | null {
  if (kindForUnit(productUnit) !== kind) return null;
  if (!Number.isFinite(measured) || measured <= 0) return null;
  const waste = Math.min(Math.max(Number.isFinite(wastePercent) ? wastePercent : 0, 0), 100);
  const withWaste = measured * (1 + waste / 100);
  const step = kind === 'count' ? 1 : 100;
  return Math.ceil(withWaste * step - 1e-9) / step;
}
