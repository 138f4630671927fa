import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BcfViewpointPost } from '../../../src/api/contract/bcf-api';
import type { Db } from '../../db/client';
import { bcfSnapshots, bcfTopicFiles, bcfTopics, type TopicRow } from '../../db/schema/viewer';
import { imageFormat } from '../../lib/bcf/guid';
import type { BcfComponent, BcfTopic, BcfViewpoint, BcfVisInfo, Vec3 } from '../../lib/bcf/model';
import { storeTopic } from '../../lib/bcf/stored';
import { toViewpointData } from '../../lib/bcf/viewpoint-data';
import { ValidationError } from '../../lib/errors';
import { baseTopicOf, mainViewpoint } from '../viewer-models/bcf/bcf-topics';
import { topicsRepository } from '../viewer-models/topics.repository';

const MAX_SNAPSHOT = 4 * 1024 * 1024;

const vec = (p: { x: number; y: number; z: number }): Vec3 => [p.x, p.y, p.z];
const component = (c: {
  ifc_guid?: string | null;
  originating_system?: string | null;
  authoring_tool_id?: string | null;
}): BcfComponent => ({
  ifcGuid: c.ifc_guid ?? null,
  originatingSystem: c.originating_system ?? null,
  authoringToolId: c.authoring_tool_id ?? null,
});

type Camera = NonNullable<BcfViewpointPost['perspective_camera' | 'orthogonal_camera']>;
const camera = (c: Camera) => ({
  viewPoint: vec(c.camera_view_point),
  direction: vec(c.camera_direction),
  up: vec(c.camera_up_vector),
  aspectRatio: c.aspect_ratio ?? null,
});

/**
 * A viewpoint as POST viewpoints sends it (viewpoint_POST.json), as the BCF model keeps it. The
 * spec's rules: exactly one camera, or none with a snapshot alone and nothing else to show.
 */
export function viewpointOf(b: BcfViewpointPost, guid: string): BcfViewpoint {
  const cameras = [b.perspective_camera, b.orthogonal_camera].filter(Boolean).length;
  const shows =
    (b.lines?.length ?? 0) + (b.clipping_planes?.length ?? 0) > 0 ||
    (b.components !== null && b.components !== undefined);
  if (cameras > 1 || (cameras === 0 && (shows || !b.snapshot)))
    throw ValidationError.field('perspective_camera', 'validation.bcf_camera');
  let snapshot: BcfViewpoint['snapshot'] = null;
  if (b.snapshot) {
    const bytes = new Uint8Array(Buffer.from(b.snapshot.snapshot_data, 'base64'));
    if (bytes.length > MAX_SNAPSHOT || imageFormat(bytes) !== b.snapshot.snapshot_type)
      throw ValidationError.field('snapshot', 'validation.viewer_snapshot');
    snapshot = { format: b.snapshot.snapshot_type, bytes };
  }
  const c = b.components;
  const vis = c?.visibility;
  const visInfo: BcfVisInfo | null =
    cameras === 0
      ? null
      : {
          guid,
          components: c
            ? {
                selection: (c.selection ?? []).map(component),
                coloring: (c.coloring ?? []).map((k) => ({
                  color: k.color.toUpperCase(),
                  components: (k.components ?? []).map(component),
                })),
                visibility: {
                  defaultVisibility: vis?.default_visibility ?? false,
                  exceptions: (vis?.exceptions ?? []).map(component),
                  viewSetupHints: vis?.view_setup_hints
                    ? {
                        spacesVisible: vis.view_setup_hints.spaces_visible ?? null,
                        spaceBoundariesVisible:
                          vis.view_setup_hints.space_boundaries_visible ?? null,
                        openingsVisible: vis.view_setup_hints.openings_visible ?? null,
                      }
                    : null,
                },
              }
            : null,
          perspectiveCamera: b.perspective_camera
            ? { ...camera(b.perspective_camera), fieldOfView: b.perspective_camera.field_of_view }
            : null,
          orthogonalCamera: b.orthogonal_camera
            ? {
                ...camera(b.orthogonal_camera),
                viewToWorldScale: b.orthogonal_camera.view_to_world_scale,
              }
            : null,
          lines: (b.lines ?? []).map((l) => ({ start: vec(l.start_point), end: vec(l.end_point) })),
          clippingPlanes: (b.clipping_planes ?? []).map((p) => ({
            location: vec(p.location),
            direction: vec(p.direction),
          })),
          bitmaps: [],
        };
  return { guid, index: b.index ?? null, visInfo, snapshot };
}

/** A new GUID, or the client's own (lower case). */
export const guidOr = (desired: string | null | undefined) =>
  desired ? desired.toLowerCase() : randomUUID();

/**
 * Changes to what a topic's BCF carries beyond Ouvrage's columns (viewpoints, document
 * references, related topics, stage, reference links, index): the topic's BCF is read (a topic
 * raised in Ouvrage gets the one its export writes), changed, and stored in its row and files
 * as an imported topic's is. When the first viewpoint changes, the viewer's view and snapshot
 * follow it.
 */
export function bcfModelWrites(db: Db) {
  const repo = topicsRepository(db);
  return {
    async edit(
      row: TopicRow,
      /** The viewpoints comments point at (they never become the topic's own view). */
      commented: Set<string>,
      change: (t: BcfTopic) => void,
    ): Promise<void> {
      const files = (await repo.files([row.id])).get(row.id) ?? new Map<string, Uint8Array>();
      const snapshot = row.bcf ? null : await repo.snapshot(row.id);
      const t = baseTopicOf(row, files, snapshot);
      const comments = [...commented].map((viewpointGuid) => ({ viewpointGuid }));
      const main = (m: BcfTopic) => mainViewpoint({ viewpoints: m.viewpoints, comments });
      const before = main(t)?.guid ?? null;
      change(t);
      const after = main(t);
      const { topic: stored, files: kept } = storeTopic(t);
      const viewChanged = (after?.guid ?? null) !== before;
      const image = after?.snapshot?.bytes;
      await db.transaction(async (tx) => {
        await tx
          .update(bcfTopics)
          .set({
            bcf: stored,
            modifiedAt: new Date(),
            ...(viewChanged && {
              viewpoint: after?.visInfo ? toViewpointData(after.visInfo) : null,
            }),
          })
          .where(eq(bcfTopics.id, row.id));
        await tx.delete(bcfTopicFiles).where(eq(bcfTopicFiles.topicId, row.id));
        if (kept.size > 0)
          await tx.insert(bcfTopicFiles).values(
            [...kept].map(([key, bytes]) => ({
              topicId: row.id,
              key,
              bytes: Buffer.from(bytes),
            })),
          );
        if (viewChanged) {
          await tx.delete(bcfSnapshots).where(eq(bcfSnapshots.topicId, row.id));
          if (image && image.length <= MAX_SNAPSHOT)
            await tx.insert(bcfSnapshots).values({ topicId: row.id, png: Buffer.from(image) });
        }
      });
    },
  };
}
