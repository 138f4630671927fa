import { z } from 'zod';
import { accessReasons } from './audience';
import { withoutBidiControls } from './people';

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
