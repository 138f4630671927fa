import type {
  BcfCameraBase,
  BcfComment,
  BcfComponent,
  BcfComponents,
  BcfTopic,
  BcfViewpoint,
  Vec3,
} from '../../lib/bcf/model';
import type { CommentRow, TopicRow } from '../../db/schema/viewer';

/**
 * Ouvrage's topics as buildingSMART's BCF-API 3.0 JSON (Schemas/ of the BCF-API repository),
 * from the same BCF model the archive export writes (bcf/bcf-topics.ts). A topic's and a
 * comment's guid is Ouvrage's id, so every URL names one row.
 */
const point = ([x, y, z]: Vec3) => ({ x, y, z });

/** A property the schema types without null is left out rather than sent as null. */
const some = <K extends string, V>(key: K, v: V | null | undefined) =>
  (v === null || v === undefined ? {} : { [key]: v }) as Partial<Record<K, V>>;

function camera(c: BcfCameraBase) {
  return {
    camera_view_point: point(c.viewPoint),
    camera_direction: point(c.direction),
    camera_up_vector: point(c.up),
    ...some('aspect_ratio', c.aspectRatio),
  };
}

export const apiComponent = (c: BcfComponent) => ({
  ifc_guid: c.ifcGuid,
  originating_system: c.originatingSystem,
  authoring_tool_id: c.authoringToolId,
});

export function apiSelection(c: BcfComponents | null) {
  return { selection: (c?.selection ?? []).map(apiComponent) };
}

export function apiColoring(c: BcfComponents | null) {
  return {
    coloring: (c?.coloring ?? []).map((k) => ({
      color: k.color,
      components: k.components.map(apiComponent),
    })),
  };
}

export function apiVisibility(c: BcfComponents | null) {
  const v = c?.visibility;
  const hints = v?.viewSetupHints;
  return {
    visibility: {
      // BCF 3.0: without a Visibility element, nothing is visible by default; 2.x files and
      // Ouvrage's own viewpoints always carry one.
      default_visibility: v ? v.defaultVisibility : false,
      exceptions: (v?.exceptions ?? []).map(apiComponent),
      ...(hints && {
        view_setup_hints: {
          ...some('spaces_visible', hints.spacesVisible),
          ...some('space_boundaries_visible', hints.spaceBoundariesVisible),
          ...some('openings_visible', hints.openingsVisible),
        },
      }),
    },
  };
}

export function apiViewpoint(v: BcfViewpoint, canDelete: boolean) {
  const vis = v.visInfo;
  return {
    guid: v.guid,
    index: v.index,
    ...(vis?.orthogonalCamera && {
      orthogonal_camera: {
        ...camera(vis.orthogonalCamera),
        view_to_world_scale: vis.orthogonalCamera.viewToWorldScale,
      },
    }),
    ...(vis?.perspectiveCamera && {
      perspective_camera: {
        ...camera(vis.perspectiveCamera),
        field_of_view: vis.perspectiveCamera.fieldOfView,
      },
    }),
    lines: (vis?.lines ?? []).map((l) => ({
      start_point: point(l.start),
      end_point: point(l.end),
    })),
    clipping_planes: (vis?.clippingPlanes ?? []).map((p) => ({
      location: point(p.location),
      direction: point(p.direction),
    })),
    bitmaps: (vis?.bitmaps ?? []).map((b) => ({
      bitmap_type: b.format,
      location: point(b.location),
      normal: point(b.normal),
      up: point(b.up),
      height: b.height,
    })),
    ...(v.snapshot && { snapshot: { snapshot_type: v.snapshot.format } }),
    authorization: { viewpoint_actions: canDelete ? ['delete'] : [] },
  };
}

export function apiTopic(row: TopicRow, t: BcfTopic, topicActions: string[]) {
  return {
    guid: row.id,
    server_assigned_id: row.id,
    topic_type: t.topicType,
    topic_status: t.topicStatus,
    reference_links: t.referenceLinks,
    title: t.title,
    priority: t.priority,
    index: t.index,
    labels: t.labels,
    creation_date: t.creationDate,
    creation_author: t.creationAuthor,
    ...some('modified_date', t.modifiedDate),
    modified_author: t.modifiedAuthor,
    assigned_to: t.assignedTo,
    stage: t.stage,
    description: t.description,
    due_date: t.dueDate,
    authorization: { topic_actions: topicActions },
  };
}

export function apiComment(row: CommentRow, c: BcfComment, canEdit: boolean) {
  return {
    guid: row.id,
    date: c.date,
    author: c.author,
    comment: c.comment ?? '',
    topic_guid: row.topicId,
    viewpoint_guid: c.viewpointGuid,
    modified_date: c.modifiedDate,
    modified_author: c.modifiedAuthor,
    authorization: { comment_actions: canEdit ? ['update', 'delete'] : [] },
  };
}

export function apiDocumentReference(d: BcfTopic['documentReferences'][number]) {
  return {
    guid: d.guid,
    document_guid: d.document?.guid ?? null,
    url: d.url,
    description: d.description,
  };
}
