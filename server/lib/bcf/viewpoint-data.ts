import type {
  ShownViewpoint,
  UnshownViewpointPart,
  ViewpointData,
} from '../../../src/api/contract/viewer';
import type { BcfComponent, BcfVisInfo } from './model';

const idOf = (c: BcfComponent) => c.ifcGuid ?? c.authoringToolId ?? '';
const ids = (list: BcfComponent[]) =>
  [...new Set(list.map(idOf).filter((id) => id.length > 0 && id.length <= 64))].slice(0, 100_000);

/** What of a BCF viewpoint the viewer cannot show (the rest is shown). */
export function unshownParts(v: BcfVisInfo): UnshownViewpointPart[] {
  const out: UnshownViewpointPart[] = [];
  if (v.orthogonalCamera && !v.perspectiveCamera) out.push('orthogonal_camera');
  if (v.components?.coloring.length) out.push('coloring');
  if (v.lines.length > 0) out.push('lines');
  if (v.bitmaps.length > 0) out.push('bitmaps');
  if (v.clippingPlanes.length > 32) out.push('clipping_planes');
  return out;
}

/**
 * The viewer's view of a BCF viewpoint: the perspective camera (an orthogonal one is looked
 * through from the same place, at 60°), selection, visibility with its exceptions, clipping planes.
 * `unshown` names the rest (colouring, lines…), which the viewer says it does not show.
 * Null when the viewpoint has no camera at all.
 */
export function toViewpointData(v: BcfVisInfo): ShownViewpoint | null {
  const cam = v.perspectiveCamera ?? v.orthogonalCamera;
  if (!cam) return null;
  const fov = v.perspectiveCamera ? v.perspectiveCamera.fieldOfView : 60;
  const vis = v.components?.visibility;
  const exceptions = ids(vis?.exceptions ?? []);
  const isolate = vis ? !vis.defaultVisibility : false;
  return {
    camera: {
      position: cam.viewPoint,
      direction: cam.direction,
      up: cam.up,
      fov: Math.min(179, Math.max(1, fov)),
    },
    clipping_planes: v.clippingPlanes.slice(0, 32),
    selected: ids(v.components?.selection ?? []),
    hidden: isolate ? [] : exceptions,
    visible_only: isolate ? exceptions : null,
    unshown: unshownParts(v),
  };
}

const component = (id: string): BcfComponent =>
  id.startsWith('#')
    ? { ifcGuid: null, originatingSystem: null, authoringToolId: id }
    : { ifcGuid: id, originatingSystem: null, authoringToolId: null };

/** A viewpoint made in Ouvrage as BCF carries it (perspective camera; IFC GlobalIds, `#n` meshes). */
export function fromViewpointData(d: ViewpointData, guid: string): BcfVisInfo {
  const isolate = d.visible_only !== null;
  return {
    guid,
    components: {
      selection: d.selected.map(component),
      visibility: {
        defaultVisibility: !isolate,
        exceptions: (isolate ? (d.visible_only ?? []) : d.hidden).map(component),
        viewSetupHints: null,
      },
      coloring: [],
    },
    orthogonalCamera: null,
    perspectiveCamera: {
      viewPoint: d.camera.position,
      direction: d.camera.direction,
      up: d.camera.up,
      fieldOfView: d.camera.fov,
      aspectRatio: null,
    },
    lines: [],
    clippingPlanes: d.clipping_planes,
    bitmaps: [],
  };
}
