import type {
  BcfBitmap,
  BcfComponent,
  BcfComponents,
  BcfVersion,
  BcfViewSetupHints,
  BcfVisInfo,
  Vec3,
} from './model';
import { all, attr, boolAttr, child, num, text, type XmlNode } from './xml';

export function readVec(node: unknown, key: string): Vec3 | null {
  const n = child(node, key);
  const v = [num(n, 'X'), num(n, 'Y'), num(n, 'Z')];
  return v.every((x) => x !== null) ? (v as Vec3) : null;
}

export function readComponent(n: XmlNode): BcfComponent {
  return {
    ifcGuid: attr(n, 'IfcGuid'),
    originatingSystem: text(n, 'OriginatingSystem'),
    authoringToolId: text(n, 'AuthoringToolId'),
  };
}

const components = (node: unknown) => all(node, 'Component').map(readComponent);

function hints(node: XmlNode | null): BcfViewSetupHints | null {
  if (!node) return null;
  return {
    spacesVisible: boolAttr(node, 'SpacesVisible'),
    spaceBoundariesVisible: boolAttr(node, 'SpaceBoundariesVisible'),
    openingsVisible: boolAttr(node, 'OpeningsVisible'),
  };
}

/** 2.0's Color is ARGB (hexBinary); 2.1 and 3.0 write RGB or RGBA. */
const rgba = (argb: string) => (argb.length === 8 ? argb.slice(2) + argb.slice(0, 2) : argb);

/**
 * 2.0 flags each component Selected / Visible / Color. As buildingSMART's 2.0 cases read: when
 * components are listed as visible, they are the only visible ones (SingleVisibleWall); otherwise
 * everything is visible but those listed as not visible. Spaces, space boundaries and openings are
 * hidden unless listed (DefaultComponentVisibility), which 2.1 says with its view setup hints.
 */
function components20(node: XmlNode): BcfComponents {
  const list = all(node, 'Component');
  const coloring = new Map<string, BcfComponent[]>();
  for (const n of list) {
    const color = attr(n, 'Color')?.toUpperCase();
    if (color) coloring.set(rgba(color), [...(coloring.get(rgba(color)) ?? []), readComponent(n)]);
  }
  const onlyListed = list.some((n) => boolAttr(n, 'Visible') === true);
  return {
    selection: list.filter((n) => boolAttr(n, 'Selected') === true).map(readComponent),
    visibility: {
      defaultVisibility: !onlyListed,
      exceptions: list
        .filter((n) => boolAttr(n, 'Visible') === (onlyListed ? true : false))
        .map(readComponent),
      viewSetupHints: {
        spacesVisible: false,
        spaceBoundariesVisible: false,
        openingsVisible: false,
      },
    },
    coloring: [...coloring].map(([color, comps]) => ({ color, components: comps })),
  };
}

function components2x(node: XmlNode, version: BcfVersion): BcfComponents {
  const vis = child(node, 'Visibility');
  const colorComponents = (c: XmlNode) =>
    version === '3.0' ? components(child(c, 'Components')) : components(c);
  return {
    selection: components(child(node, 'Selection')),
    visibility: vis
      ? {
          defaultVisibility: boolAttr(vis, 'DefaultVisibility') ?? false,
          exceptions: components(child(vis, 'Exceptions')),
          viewSetupHints: hints(child(version === '3.0' ? vis : node, 'ViewSetupHints')),
        }
      : null,
    coloring: all(child(node, 'Coloring'), 'Color').map((c) => ({
      color: (attr(c, 'Color') ?? '').toUpperCase(),
      components: colorComponents(c),
    })),
  };
}

function bitmapNodes(info: XmlNode, version: BcfVersion): XmlNode[] {
  if (version === '3.0') return all(child(info, 'Bitmaps'), 'Bitmap');
  if (version === '2.0') return all(info, 'Bitmaps');
  return all(info, 'Bitmap');
}

function bitmap(n: XmlNode): BcfBitmap | null {
  const format = (text(n, 'Format') ?? text(n, 'Bitmap'))?.toLowerCase();
  const reference = text(n, 'Reference');
  const location = readVec(n, 'Location');
  const normal = readVec(n, 'Normal');
  const up = readVec(n, 'Up');
  const height = num(n, 'Height');
  if (!reference || !location || !normal || !up || height === null) return null;
  return {
    format: format === 'jpg' || format === 'jpeg' ? 'jpg' : 'png',
    reference,
    location,
    normal,
    up,
    height,
  };
}

/** A VisualizationInfo document of any BCF version; null when it is not one. */
export function readVisInfo(root: XmlNode, version: BcfVersion, guid: string): BcfVisInfo | null {
  const info = child(root, 'VisualizationInfo');
  if (!info) return null;
  const comps = child(info, 'Components');
  const camera = (key: string) => {
    const c = child(info, key);
    const viewPoint = readVec(c, 'CameraViewPoint');
    const direction = readVec(c, 'CameraDirection');
    const up = readVec(c, 'CameraUpVector');
    if (!c || !viewPoint || !direction || !up) return null;
    return { node: c, base: { viewPoint, direction, up, aspectRatio: num(c, 'AspectRatio') } };
  };
  const ortho = camera('OrthogonalCamera');
  const persp = camera('PerspectiveCamera');
  const scale = ortho ? num(ortho.node, 'ViewToWorldScale') : null;
  const fov = persp ? num(persp.node, 'FieldOfView') : null;
  return {
    guid,
    components: comps
      ? version === '2.0'
        ? components20(comps)
        : components2x(comps, version)
      : null,
    orthogonalCamera: ortho && scale !== null ? { ...ortho.base, viewToWorldScale: scale } : null,
    perspectiveCamera: persp && fov !== null ? { ...persp.base, fieldOfView: fov } : null,
    lines: all(child(info, 'Lines'), 'Line').flatMap((l) => {
      const start = readVec(l, 'StartPoint');
      const end = readVec(l, 'EndPoint');
      return start && end ? [{ start, end }] : [];
    }),
    clippingPlanes: all(child(info, 'ClippingPlanes'), 'ClippingPlane').flatMap((p) => {
      const location = readVec(p, 'Location');
      const direction = readVec(p, 'Direction');
      return location && direction ? [{ location, direction }] : [];
    }),
    bitmaps: bitmapNodes(info, version)
      .map(bitmap)
      .filter((b): b is BcfBitmap => b !== null),
  };
}
