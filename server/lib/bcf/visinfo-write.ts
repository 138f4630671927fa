import type { BcfComponent, BcfComponents, BcfVisInfo, BcfWriteVersion, Vec3 } from './model';
import { leaf, type El } from './xml';

const vec = (name: string, v: Vec3): El => ({
  name,
  children: [
    { name: 'X', text: v[0] },
    { name: 'Y', text: v[1] },
    { name: 'Z', text: v[2] },
  ],
});

const ifcGuidPattern = /^[0-9A-Za-z_$]{22}$/;

function component(c: BcfComponent): El {
  return {
    name: 'Component',
    attrs: { IfcGuid: c.ifcGuid && ifcGuidPattern.test(c.ifcGuid) ? c.ifcGuid : null },
    children: [
      leaf('OriginatingSystem', c.originatingSystem),
      leaf('AuthoringToolId', c.authoringToolId),
    ],
  };
}

const componentList = (name: string, list: BcfComponent[]): El | null =>
  list.length > 0 ? { name, children: list.map(component) } : null;

function hints(comps: BcfComponents): El | null {
  const h = comps.visibility?.viewSetupHints;
  if (!h) return null;
  return {
    name: 'ViewSetupHints',
    attrs: {
      SpacesVisible: h.spacesVisible,
      SpaceBoundariesVisible: h.spaceBoundariesVisible,
      OpeningsVisible: h.openingsVisible,
    },
  };
}

function components(comps: BcfComponents, version: BcfWriteVersion): El {
  const vis = comps.visibility;
  const is30 = version === '3.0';
  const coloring = comps.coloring.filter(
    (c) => c.components.length > 0 && /^[0-9A-Fa-f]{6}([0-9A-Fa-f]{2})?$/.test(c.color),
  );
  return {
    name: 'Components',
    children: [
      !is30 && hints(comps),
      componentList('Selection', comps.selection),
      (vis || !is30) && {
        name: 'Visibility',
        // 2.1 requires the element; without one in the source nothing is hidden.
        attrs: { DefaultVisibility: vis ? vis.defaultVisibility : true },
        children: [is30 && hints(comps), componentList('Exceptions', vis?.exceptions ?? [])],
      },
      coloring.length > 0 && {
        name: 'Coloring',
        children: coloring.map((c) => ({
          name: 'Color',
          attrs: { Color: c.color },
          children: is30
            ? [componentList('Components', c.components)]
            : c.components.map(component),
        })),
      },
    ],
  };
}

/**
 * A VisualizationInfo document. 2.1 bounds the field of view to 45–60° (clamped); 3.0 wants exactly
 * one camera with its aspect ratio (`fallbackAspect` when the source had none, e.g. from the snapshot).
 */
export function writeVisInfo(v: BcfVisInfo, version: BcfWriteVersion, fallbackAspect: number): El {
  const is30 = version === '3.0';
  const aspect = (a: number | null) =>
    is30 ? { name: 'AspectRatio', text: a && a > 0 ? a : fallbackAspect } : null;
  const o = v.orthogonalCamera;
  const p = v.perspectiveCamera;
  const ortho: El | null = o && {
    name: 'OrthogonalCamera',
    children: [
      vec('CameraViewPoint', o.viewPoint),
      vec('CameraDirection', o.direction),
      vec('CameraUpVector', o.up),
      { name: 'ViewToWorldScale', text: o.viewToWorldScale },
      aspect(o.aspectRatio),
    ],
  };
  const fov = p
    ? is30
      ? Math.min(179.9, Math.max(0.1, p.fieldOfView))
      : Math.min(60, Math.max(45, p.fieldOfView))
    : 0;
  const persp: El | null = p && {
    name: 'PerspectiveCamera',
    children: [
      vec('CameraViewPoint', p.viewPoint),
      vec('CameraDirection', p.direction),
      vec('CameraUpVector', p.up),
      { name: 'FieldOfView', text: fov },
      aspect(p.aspectRatio),
    ],
  };
  // 3.0 holds one camera: the perspective one when the source had both; a default view when none.
  const cameras = is30 ? [persp ?? ortho ?? defaultCamera(fallbackAspect)] : [ortho, persp];
  return {
    name: 'VisualizationInfo',
    attrs: { Guid: v.guid },
    children: [
      v.components && components(v.components, version),
      ...cameras,
      v.lines.length > 0 && {
        name: 'Lines',
        children: v.lines.map((l) => ({
          name: 'Line',
          children: [vec('StartPoint', l.start), vec('EndPoint', l.end)],
        })),
      },
      v.clippingPlanes.length > 0 && {
        name: 'ClippingPlanes',
        children: v.clippingPlanes.map((c) => ({
          name: 'ClippingPlane',
          children: [vec('Location', c.location), vec('Direction', c.direction)],
        })),
      },
      ...bitmaps(v, version),
    ],
  };
}

function bitmaps(v: BcfVisInfo, version: BcfWriteVersion): (El | false)[] {
  const body = (b: BcfVisInfo['bitmaps'][number]): El[] => [
    version === '3.0'
      ? { name: 'Format', text: b.format }
      : { name: 'Bitmap', text: b.format.toUpperCase() },
    { name: 'Reference', text: b.reference },
    vec('Location', b.location),
    vec('Normal', b.normal),
    vec('Up', b.up),
    { name: 'Height', text: b.height },
  ];
  if (version === '3.0') {
    return [
      v.bitmaps.length > 0 && {
        name: 'Bitmaps',
        children: v.bitmaps.map((b) => ({ name: 'Bitmap', children: body(b) })),
      },
    ];
  }
  return v.bitmaps.map((b) => ({ name: 'Bitmap', children: body(b) }));
}

function defaultCamera(aspect: number): El {
  return {
    name: 'PerspectiveCamera',
    children: [
      vec('CameraViewPoint', [0, 0, 10]),
      vec('CameraDirection', [0, 0, -1]),
      vec('CameraUpVector', [0, 1, 0]),
      { name: 'FieldOfView', text: 60 },
      { name: 'AspectRatio', text: aspect },
    ],
  };
}
