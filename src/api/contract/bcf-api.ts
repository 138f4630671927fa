import { z } from 'zod';
import { accessReasons } from './audience';
import { withoutBidiControls } from './people';
import { projectNameSchema } from './projects';

/**
 * buildingSMART's BCF-API 3.0 as Ouvrage serves it under /bcf (issue 24). The bodies follow the
 * official JSON schemas (Schemas/ of github.com/buildingSMART/BCF-API, checked in the tests);
 * these zod schemas are what the server reads and answers.
 */
export const BCF_API_VERSION = '3.0';

export const bcfProjectParams = z.object({ projectId: z.uuid() });
export const bcfTopicParams = bcfProjectParams.extend({ topicGuid: z.uuid() });
export const bcfCommentParams = bcfTopicParams.extend({ commentGuid: z.uuid() });
export const bcfViewpointParams = bcfTopicParams.extend({
  viewpointGuid: z.string().max(64),
});

/** OData-like query of GET topics: what the README's « BCF-API » section documents. */
export const bcfTopicsQuerySchema = z.object({
  $filter: z.string().max(2000).optional(),
  $orderby: z.string().max(100).optional(),
  $top: z.coerce.number().int().min(1).max(500).optional(),
  $skip: z.coerce.number().int().min(0).max(1_000_000).optional(),
});

const label = z.string().trim().max(60, 'validation.too_long');
const optional = (max: number) => z.string().trim().max(max, 'validation.too_long').nullish();

/** topic_PUT.json: the whole editable topic (a missing field clears it). */
export const bcfTopicPutBodySchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(255, 'validation.too_long')
    .refine(withoutBidiControls, 'validation.bidi'),
  topic_type: label.nullish(),
  topic_status: label.nullish(),
  priority: label.nullish(),
  assigned_to: optional(255),
  labels: z.array(label.min(1, 'validation.required')).max(20, 'validation.too_long').nullish(),
  description: optional(10_000),
  due_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/, 'validation.date')
    .nullish(),
  stage: z.string().max(60, 'validation.too_long').nullish(),
  reference_links: z.array(z.string().max(2000)).max(50).nullish(),
  index: z.number().int().nullish(),
});

/** comment_POST.json / comment_PUT.json. */
export const bcfCommentBodySchema = z.object({
  guid: z.string().max(64).nullish(),
  comment: z.string().trim().min(1, 'validation.required').max(5000, 'validation.too_long'),
  viewpoint_guid: z.string().max(64).nullish(),
});

const component = z.object({
  ifc_guid: z.string().nullable(),
  originating_system: z.string().nullable(),
  authoring_tool_id: z.string().nullable(),
});

export const bcfVersionsSchema = z.object({
  versions: z.array(
    z.object({ api_id: z.string(), version_id: z.string(), detailed_version: z.string() }),
  ),
});
export const bcfAuthSchema = z.object({
  http_basic_supported: z.boolean(),
  supported_oauth2_flows: z.array(z.string()),
  oauth2_auth_url: z.string().nullable(),
  oauth2_token_url: z.string().nullable(),
  oauth2_dynamic_client_reg_url: z.string().nullable(),
  /** Not in the Foundation schema: tells a client to send a personal access token instead. */
  personal_access_tokens: z.object({ header: z.string(), created_at: z.string() }),
});
export const bcfUserSchema = z.object({ id: z.string(), name: z.string().nullable() });
export const bcfProjectSchema = z.object({
  project_id: z.string(),
  name: z.string(),
  authorization: z.object({ project_actions: z.array(z.string()) }),
});
export const bcfExtensionsSchema = z.object({
  topic_type: z.array(z.string()),
  topic_status: z.array(z.string()),
  topic_label: z.array(z.string()),
  snippet_type: z.array(z.string()),
  priority: z.array(z.string()),
  users: z.array(z.string()),
  stage: z.array(z.string()),
  project_actions: z.array(z.string()),
  topic_actions: z.array(z.string()),
  comment_actions: z.array(z.string()),
});
export const bcfTopicSchema = z.looseObject({
  guid: z.string(),
  server_assigned_id: z.string(),
  title: z.string(),
  creation_date: z.string(),
  creation_author: z.string(),
});
export const bcfCommentSchema = z.looseObject({
  guid: z.string(),
  date: z.string(),
  author: z.string(),
  comment: z.string(),
  topic_guid: z.string(),
});
export const bcfViewpointSchema = z.looseObject({ guid: z.string() });
export const bcfSelectionSchema = z.object({ selection: z.array(component) });
export const bcfColoringSchema = z.object({
  coloring: z.array(z.object({ color: z.string(), components: z.array(component) })),
});
export const bcfVisibilitySchema = z.object({
  visibility: z.looseObject({ default_visibility: z.boolean(), exceptions: z.array(component) }),
});
export const bcfDocumentReferenceSchema = z.object({
  guid: z.string(),
  document_guid: z.string().nullable(),
  url: z.string().nullable(),
  description: z.string().nullable(),
});
/** error.json, with the access refusal's reason when there is one (audience.ts). */
export const bcfErrorSchema = z.object({
  message: z.string(),
  reason: z.enum(accessReasons).optional(),
});

/** A BCF GUID as a client may choose it (the spec's « desired guid »). */
const desiredGuid = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    'validation.bcf_guid',
  )
  .nullish();

/** topic_POST.json: topic_PUT's fields, a desired guid; a BIM snippet is not kept. */
export const bcfTopicPostBodySchema = bcfTopicPutBodySchema.extend({ guid: desiredGuid });

/** OData-like query of GET comments: `$filter` on author and date, `$orderby` date. */
export const bcfCommentsQuerySchema = bcfTopicsQuerySchema;

const coordinate = z.number().min(-1e9, 'validation.bcf_number').max(1e9, 'validation.bcf_number');
const point = z.object({ x: coordinate, y: coordinate, z: coordinate });
const cameraFields = {
  camera_view_point: point,
  camera_direction: point,
  camera_up_vector: point,
  aspect_ratio: z
    .number()
    .min(0, 'validation.bcf_number')
    .max(1000, 'validation.bcf_number')
    .nullish(),
};
const componentIn = z.object({
  ifc_guid: z.string().max(64, 'validation.too_long').nullish(),
  originating_system: z.string().max(255, 'validation.too_long').nullish(),
  authoring_tool_id: z.string().max(255, 'validation.too_long').nullish(),
});
const componentList = z.array(componentIn).max(10_000, 'validation.too_long').nullish();

/** viewpoint_POST.json (bitmaps are not kept: a viewpoint carrying some is refused). */
export const bcfViewpointPostBodySchema = z.object({
  guid: desiredGuid,
  index: z
    .number()
    .int()
    .min(0, 'validation.bcf_number')
    .max(1_000_000, 'validation.bcf_number')
    .nullish(),
  orthogonal_camera: z
    .object({
      ...cameraFields,
      view_to_world_scale: z
        .number()
        .min(0, 'validation.bcf_number')
        .max(1e9, 'validation.bcf_number'),
    })
    .nullish(),
  perspective_camera: z
    .object({
      ...cameraFields,
      field_of_view: z.number().min(0, 'validation.bcf_number').max(180, 'validation.bcf_number'),
    })
    .nullish(),
  lines: z
    .array(z.object({ start_point: point, end_point: point }))
    .max(1000, 'validation.too_long')
    .nullish(),
  clipping_planes: z
    .array(z.object({ location: point, direction: point }))
    .max(32, 'validation.too_long')
    .nullish(),
  bitmaps: z.array(z.unknown()).max(0, 'validation.bcf_bitmaps').nullish(),
  snapshot: z
    .object({
      snapshot_type: z.enum(['png', 'jpg']),
      snapshot_data: z
        .string()
        .max(5_600_000, 'validation.too_long')
        .regex(/^[A-Za-z0-9+/]+=*$/, 'validation.viewer_snapshot'),
    })
    .nullish(),
  components: z
    .object({
      selection: componentList,
      coloring: z
        .array(
          z.object({
            color: z.string().regex(/^[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/, 'validation.bcf_color'),
            components: componentList,
          }),
        )
        .max(100, 'validation.too_long')
        .nullish(),
      visibility: z
        .object({
          default_visibility: z.boolean().nullish(),
          exceptions: componentList,
          view_setup_hints: z
            .object({
              spaces_visible: z.boolean().nullish(),
              space_boundaries_visible: z.boolean().nullish(),
              openings_visible: z.boolean().nullish(),
            })
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
export type BcfViewpointPost = z.infer<typeof bcfViewpointPostBodySchema>;

/** document_reference_PUT.json; POST adds a desired guid. An external URL or a topic's document. */
export const bcfDocumentReferencePutBodySchema = z.object({
  document_guid: z.string().max(64, 'validation.too_long').nullish(),
  url: z.string().trim().max(2000, 'validation.too_long').nullish(),
  description: z.string().trim().max(1000, 'validation.too_long').nullish(),
});
export const bcfDocumentReferencePostBodySchema = bcfDocumentReferencePutBodySchema.extend({
  guid: desiredGuid,
});
export const bcfDocumentReferenceParams = bcfTopicParams.extend({
  referenceGuid: z.string().max(64),
});

/** related_topic_PUT.json, as the collection PUT takes it. */
export const bcfRelatedTopicsPutBodySchema = z
  .array(z.object({ related_topic_guid: z.string().max(64, 'validation.too_long') }))
  .max(200, 'validation.too_long');
export const bcfRelatedTopicSchema = z.object({ related_topic_guid: z.string() });

/** file_GET.json: a model a topic is on; `reference` is the file version's id. */
export const bcfFileSchema = z.object({
  ifc_project: z.string().nullable(),
  ifc_spatial_structure_element: z.string().nullable(),
  filename: z.string().nullable(),
  date: z.string().nullable(),
  reference: z.string().nullable(),
});
/** file_PUT.json, as the collection PUT takes it. */
export const bcfFilesPutBodySchema = z
  .array(
    z.object({
      ifc_project: z.string().max(64, 'validation.too_long').nullish(),
      ifc_spatial_structure_element: z.string().max(64, 'validation.too_long').nullish(),
      filename: z.string().max(255, 'validation.too_long').nullish(),
      date: z.string().max(64, 'validation.too_long').nullish(),
      reference: z.string().max(2000, 'validation.too_long').nullish(),
    }),
  )
  .max(20, 'validation.too_long');
/** project_file_information.json. */
export const bcfProjectFileSchema = z.object({
  display_information: z.array(
    z.object({ field_display_name: z.string(), field_value: z.string() }),
  ),
  file: bcfFileSchema,
});

/** project_PUT.json: the project's name, as the app's project form takes it. */
export const bcfProjectPutBodySchema = z.object({ name: projectNameSchema });

/** document_GET.json: a project's document (one of its files). */
export const bcfDocumentSchema = z.object({ guid: z.string(), filename: z.string() });
export const bcfDocumentParams = bcfProjectParams.extend({ documentGuid: z.uuid() });
