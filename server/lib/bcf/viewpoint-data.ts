import type {
  ShownViewpoint,
  UnshownViewpointPart,
  ViewpointColoring,
  ViewpointData,
} from '../../../src/api/contract/viewer';
import type { BcfComponent, BcfOrthogonalCamera, BcfVisInfo, Vec3 } from './model';

const idOf = (c: BcfComponent) => c.ifcGuid ?? c.authoringToolId ?? '';
const ids = (list: BcfComponent[]) =>
  [...new Set(list.map(idOf).filter((id) => id.length > 0 && id.length <= 64))].slice(0, 100_000);

/** What of a BCF viewpoint the viewer cannot show (the rest is shown). */
export function unshownParts(v: BcfVisInfo): UnshownViewpointPart[] {
  const out: UnshownViewpointPart[] = [];
  if (v.lines.length > 0) out.push('lines');
  if (v.bitmaps.length > 0) out.push('bitmaps');
  if (v.clippingPlanes.length > 32) out.push('clipping_planes');
  return out;
}

/** The field of view an orthogonal camera is looked through with: nearly parallel. */
export const ORTHOGONAL_FOV = 10;

const length = ([x, y, z]: Vec3) => Math.hypot(x, y, z) || 1;

/**
 * Where to stand to see an orthogonal view in perspective: backed off along the view direction
 * until the narrow field of view covers the view's height (ViewToWorldScale) at the original
 * camera's plane, so the picture matches the orthogonal one but for a slight perspective.
 */
function backedOff(cam: BcfOrthogonalCamera): Vec3 {
  const [dx, dy, dz] = cam.direction;
  const [x, y, z] = cam.viewPoint;
  const height = cam.viewToWorldScale > 0 ? cam.viewToWorldScale : 10;
  const k = height / 2 / Math.tan((ORTHOGONAL_FOV / 2) * (Math.PI / 180)) / length(cam.direction);
  return [x - dx * k, y - dy * k, z - dz * k];
}

/** BCF colours (RGB or RGBA hex) as #rrggbb, components by exchange id. */
function coloringOf(v: BcfVisInfo): ViewpointColoring[] {
  return (v.components?.coloring ?? []).flatMap((c) =>
    /^[0-9A-F]{6}([0-9A-F]{2})?$/i.test(c.color)
      ? [{ color: `#${c.color.slice(0, 6).toLowerCase()}`, components: ids(c.components) }]
      : [],
  );
}

/**
 * The viewer's view of a BCF viewpoint: the perspective camera (an orthogonal one is looked
 * through nearly parallel, from far enough back to frame the same height), selection,
 * visibility with its exceptions, colouring, clipping planes; `unshown` names the rest
 * (lines, bitmaps), which the viewer says it does not show.
 * Null when the viewpoint has no camera at all.
 */
export function toViewpointData(v: BcfVisInfo): ShownViewpoint | null {
  const persp = v.perspectiveCamera;
  const ortho = v.orthogonalCamera;
  const cam = persp ?? ortho;
  if (!cam) return null;
  const vis = v.components?.visibility;
  const exceptions = ids(vis?.exceptions ?? []);
  const isolate = vis ? !vis.defaultVisibility : false;
  return {
    camera: {
      position: persp ? persp.viewPoint : backedOff(ortho!),
      direction: cam.direction,
      up: cam.up,
      fov: Math.min(179, Math.max(1, persp ? persp.fieldOfView : ORTHOGONAL_FOV)),
    },
    clipping_planes: v.clippingPlanes.slice(0, 32),
    selected: ids(v.components?.selection ?? []),
    hidden: isolate ? [] : exceptions,
    visible_only: isolate ? exceptions : null,
    coloring: coloringOf(v),
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
