import { z } from 'zod';
import { personSchema } from './people';

/**
 * What the 3D viewers store per file version: annotations, saved viewpoints, BCF topics with
 * their comments and snapshots, and tasks. Points and directions are in the model's own world
 * coordinates (IFC: metres, Z up, as in BCF), so BCF files exchange them with other tools.
 * Elements are named by their IFC GlobalId (`#n` for the n-th mesh of a glTF/OBJ model).
 */
export const vec3Schema = z.tuple([z.number(), z.number(), z.number()]);
export type Vec3 = z.infer<typeof vec3Schema>;

export const componentIdSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(64, 'validation.too_long');
const components = z.array(componentIdSchema).max(100_000, 'validation.too_long');

export const cameraSchema = z.object({
  position: vec3Schema,
  direction: vec3Schema,
  up: vec3Schema,
  /** Vertical field of view, degrees. */
  fov: z.number().min(1).max(179),
});

/** A BCF clipping plane: a point of the plane and its normal, pointing at the part cut away. */
export const clippingPlaneSchema = z.object({ location: vec3Schema, direction: vec3Schema });

/**
 * A view of the model (BCF's VisualizationInfo): camera, clipping planes, selection, and
 * visibility as hidden elements or, when `visible_only` is set, only those shown (isolate).
 */
export const viewpointDataSchema = z.object({
  camera: cameraSchema,
  clipping_planes: z.array(clippingPlaneSchema).max(32, 'validation.too_long').default([]),
  selected: components.default([]),
  hidden: components.default([]),
  visible_only: components.nullable().default(null),
});
export type ViewpointData = z.infer<typeof viewpointDataSchema>;

/** What an imported BCF viewpoint can hold that the viewer does not draw. */
export const unshownViewpointParts = ['lines', 'bitmaps', 'clipping_planes'] as const;
export type UnshownViewpointPart = (typeof unshownViewpointParts)[number];

/** BCF's colouring: elements (exchange ids) drawn in one colour. */
export const viewpointColoringSchema = z.object({
  color: z.string().regex(/^#[0-9a-f]{6}$/i),
  components: z.array(z.string()),
});
export type ViewpointColoring = z.infer<typeof viewpointColoringSchema>;

/**
 * A viewpoint as the server answers it: the view, and for one read from a BCF archive its
 * colouring and the parts of it the viewer cannot show (it says so beside the viewpoint).
 * Never taken from a client.
 */
export const shownViewpointSchema = viewpointDataSchema.extend({
  coloring: z.array(viewpointColoringSchema).default([]),
  unshown: z.array(z.enum(unshownViewpointParts)).default([]),
});
/** As stored: the view, with `coloring` and `unshown` for a viewpoint read from BCF. */
export type ShownViewpoint = ViewpointData & {
  coloring?: ViewpointColoring[];
  unshown?: UnshownViewpointPart[];
};

export const versionParams = z.object({ versionId: z.uuid() });

const text = (max: number) =>
  z.string().trim().min(1, 'validation.required').max(max, 'validation.too_long');
const optionalText = (max: number) =>
  z.string().trim().max(max, 'validation.too_long').nullable().optional();
const dateSchema = z.iso.date('validation.date');

// ——— Annotations: pins with text on the model ———

export const annotationSchema = z.object({
  id: z.uuid(),
  version_id: z.uuid(),
  position: vec3Schema,
  element: componentIdSchema.nullable(),
  text: z.string(),
  author: personSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
});
export type Annotation = z.infer<typeof annotationSchema>;

export const createAnnotationBodySchema = z.object({
  position: vec3Schema,
  element: componentIdSchema.nullable().optional(),
  text: text(2000),
});
export const updateAnnotationBodySchema = z.object({
  text: text(2000).optional(),
  position: vec3Schema.optional(),
});

// ——— Saved viewpoints ———

export const savedViewpointSchema = z.object({
  id: z.uuid(),
  version_id: z.uuid(),
  name: z.string(),
  viewpoint: viewpointDataSchema,
  author: personSchema.nullable(),
  created_at: z.string(),
  can_edit: z.boolean(),
});
export type SavedViewpoint = z.infer<typeof savedViewpointSchema>;

export const createViewpointBodySchema = z.object({
  name: text(120),
  viewpoint: viewpointDataSchema,
});
export const updateViewpointBodySchema = z.object({ name: text(120) });

// ——— BCF topics and comments ———

/** Values offered by the new-BCF dialog; imported files may bring others, kept as they are. */
export const topicTypes = ['issue', 'request', 'clash', 'remark', 'fault'] as const;
/** BCF's GUID, as its XSD defines it (any hexadecimal digits: not only RFC 4122 versions). */
export const bcfGuidSchema = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);

export const topicStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const;
export const topicPriorities = ['low', 'normal', 'high', 'critical'] as const;

const label = z.string().trim().min(1, 'validation.required').max(60, 'validation.too_long');

export const topicCommentSchema = z.object({
  id: z.uuid(),
  guid: bcfGuidSchema,
  text: z.string(),
  author: personSchema.nullable(),
  /** Who wrote it, as BCF names authors (an e-mail address); kept from imported files. */
  author_label: z.string(),
  created_at: z.string(),
  modified_at: z.string().nullable(),
  viewpoint: shownViewpointSchema.nullable(),
  can_edit: z.boolean(),
});
export type TopicComment = z.infer<typeof topicCommentSchema>;

export const topicSchema = z.object({
  id: z.uuid(),
  guid: bcfGuidSchema,
  version_id: z.uuid(),
  title: z.string(),
  topic_type: z.string(),
  topic_status: z.string(),
  priority: z.string().nullable(),
  assigned_to: z.string().nullable(),
  due_date: z.string().nullable(),
  labels: z.array(z.string()),
  description: z.string().nullable(),
  author: personSchema.nullable(),
  author_label: z.string(),
  created_at: z.string(),
  modified_at: z.string().nullable(),
  viewpoint: shownViewpointSchema.nullable(),
  /** `api/topics/{id}/snapshot`, or null without a snapshot. */
  snapshot_url: z.string().nullable(),
  comment_count: z.number().int(),
  can_edit: z.boolean(),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicDetailSchema = topicSchema.extend({ comments: z.array(topicCommentSchema) });
export type TopicDetail = z.infer<typeof topicDetailSchema>;

const topicFields = {
  title: text(255),
  topic_type: label,
  topic_status: label,
  priority: label.nullable().optional(),
  assigned_to: optionalText(255),
  due_date: dateSchema.nullable().optional(),
  labels: z.array(label).max(20, 'validation.too_long').optional(),
  description: optionalText(10_000),
};

/** A PNG snapshot as base64 (no data: prefix), 4 MB at most once decoded. */
export const snapshotSchema = z
  .string()
  .max(5_600_000, 'validation.too_long')
  .regex(/^[A-Za-z0-9+/]+=*$/, 'validation.viewer_snapshot');

export const createTopicBodySchema = z.object({
  ...topicFields,
  viewpoint: viewpointDataSchema.nullable().optional(),
  snapshot: snapshotSchema.nullable().optional(),
});
export const updateTopicBodySchema = z.object(topicFields).partial();

export const createCommentBodySchema = z.object({
  text: text(5000),
  viewpoint: viewpointDataSchema.nullable().optional(),
});
export const updateCommentBodySchema = z.object({ text: text(5000) });

export const bcfVersions = ['2.1', '3.0'] as const;
export const bcfExportQuerySchema = z.object({ version: z.enum(bcfVersions).default('2.1') });
export const bcfRefusalReasons = [
  'markup_not_xml',
  'no_topic',
  'no_title',
  'duplicate_guid',
] as const;
export const bcfNoteCodes = [
  'guid_replaced',
  'viewpoint_not_xml',
  'viewpoint_missing',
  'snapshot_missing',
  'file_missing',
  'comment_guid_replaced',
] as const;
/**
 * What an import did, topic by topic: imported (new GUID), updated (the version had that GUID),
 * or refused with the reason; and what readable topics carried that could not be kept (notes).
 */
export const bcfImportResultSchema = z.object({
  bcf_version: z.enum(['2.0', '2.1', '3.0']),
  imported: z.number().int(),
  updated: z.number().int(),
  refused: z.number().int(),
  report: z.array(
    z.object({
      folder: z.string(),
      guid: z.string().nullable(),
      title: z.string().nullable(),
      outcome: z.enum(['imported', 'updated', 'refused']),
      reason: z.enum(bcfRefusalReasons).nullable(),
    }),
  ),
  notes: z.array(
    z.object({ topic_guid: z.string(), code: z.enum(bcfNoteCodes), detail: z.string() }),
  ),
  topics: z.array(topicSchema),
});
export type BcfImportResult = z.infer<typeof bcfImportResultSchema>;

// ——— Tasks ———

export const taskStatuses = ['todo', 'in_progress', 'done'] as const;

export const taskSchema = z.object({
  id: z.uuid(),
  version_id: z.uuid(),
  title: z.string(),
  assignee: z.string().nullable(),
  due_date: z.string().nullable(),
  status: z.enum(taskStatuses),
  elements: z.array(componentIdSchema),
  author: personSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
});
export type Task = z.infer<typeof taskSchema>;

const taskFields = {
  title: text(255),
  assignee: optionalText(255),
  due_date: dateSchema.nullable().optional(),
  status: z.enum(taskStatuses),
  elements: components.optional(),
};
export const createTaskBodySchema = z.object({
  ...taskFields,
  status: taskFields.status.default('todo'),
});
export const updateTaskBodySchema = z.object(taskFields).partial();
