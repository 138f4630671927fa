import { z } from 'zod';

/**
 * What the viewer's panels show about elements: read from the model in the browser's IFC worker,
 * or once on the server when a version is processed (then served by the model routes). A mesh
 * element fills only `attributes`.
 */
export const unitSchema = z.enum(['m', 'm2', 'm3']);
export type Unit = z.infer<typeof unitSchema>;

export const propertyValueSchema = z.object({
  name: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  /** Set when the value was converted to SI (metres, m², m³). */
  unit: unitSchema.optional(),
});
export type PropertyValue = z.infer<typeof propertyValueSchema>;

export const propertyGroupSchema = z.object({
  name: z.string(),
  properties: z.array(propertyValueSchema),
});
export type PropertyGroup = z.infer<typeof propertyGroupSchema>;

export const spatialStepSchema = z.object({
  expressId: z.number().int(),
  type: z.string(),
  name: z.string(),
});
export type SpatialStep = z.infer<typeof spatialStepSchema>;

/** The property tabs of one element. */
export const elementPropertiesSchema = z.object({
  expressId: z.number().int(),
  type: z.string(),
  name: z.string(),
  globalId: z.string().nullable(),
  attributes: z.array(propertyValueSchema),
  propertySets: z.array(propertyGroupSchema),
  quantities: z.array(propertyGroupSchema),
  typeObject: z
    .object({ type: z.string(), name: z.string(), groups: z.array(propertyGroupSchema) })
    .nullable(),
  materials: z.array(propertyGroupSchema),
  classification: z.array(propertyValueSchema),
  /** Project → site → building → storey (→ space), outermost first. */
  spatial: z.array(spatialStepSchema),
});
export type ElementProperties = z.infer<typeof elementPropertiesSchema>;

/** A node of the spatial tree; `element` is the dense index of an element with geometry. */
export type TreeNode = {
  expressId: number;
  /** `unassigned` groups elements with geometry that no spatial structure contains. */
  kind?: 'unassigned';
  type: string;
  name: string;
  element?: number;
  children: TreeNode[];
};
export const treeNodeSchema: z.ZodType<TreeNode> = z.lazy(() =>
  z.object({
    expressId: z.number().int(),
    kind: z.literal('unassigned').optional(),
    type: z.string(),
    name: z.string(),
    element: z.number().int().optional(),
    children: z.array(treeNodeSchema),
  }),
);

/** Every element with geometry, by dense index: for search, the by-class tree and labels. */
export const elementIndexSchema = z.object({
  expressIds: z.array(z.number().int()),
  types: z.array(z.string()),
  names: z.array(z.string()),
  globalIds: z.array(z.string()),
});
export type ElementIndex = z.infer<typeof elementIndexSchema>;
