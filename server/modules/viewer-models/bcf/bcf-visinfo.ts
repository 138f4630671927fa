import type { ViewpointData, Vec3 } from '../../../../src/api/contract/viewer';

/** A parsed XML node as fast-xml-parser gives it (attributes prefixed with `@_`). */
export type XmlNode = Record<string, unknown>;

const xyz = (v: Vec3) => ({ X: v[0], Y: v[1], Z: v[2] });

function readXyz(node: unknown): Vec3 | null {
  if (!node || typeof node !== 'object') return null;
  const n = node as XmlNode;
  const values = [n['X'], n['Y'], n['Z']].map(Number);
  return values.every(Number.isFinite) ? (values as unknown as Vec3) : null;
}

/** IFC GlobalIds go in IfcGuid; a mesh element (`#n`) in AuthoringToolId. */
const component = (id: string) =>
  id.startsWith('#') ? { '@_AuthoringToolId': id } : { '@_IfcGuid': id };

function componentIds(list: unknown): string[] {
  return asArray(list)
    .map((c) => {
      const n = c as XmlNode;
      return String(n['@_IfcGuid'] ?? n['@_AuthoringToolId'] ?? '').trim();
    })
    .filter((id) => id.length > 0 && id.length <= 64);
}

export function asArray(v: unknown): unknown[] {
  if (v === undefined || v === null || v === '') return [];
  return Array.isArray(v) ? v : [v];
}

/** BCF's VisualizationInfo for a viewpoint; 3.0 adds the camera's aspect ratio. */
export function visualizationInfo(guid: string, v: ViewpointData, version: '2.1' | '3.0'): XmlNode {
  const isolate = v.visible_only !== null;
  const exceptions = isolate ? (v.visible_only ?? []) : v.hidden;
  return {
    VisualizationInfo: {
      '@_Guid': guid,
      Components: {
        ...(v.selected.length > 0 && { Selection: { Component: v.selected.map(component) } }),
        Visibility: {
          '@_DefaultVisibility': isolate ? 'false' : 'true',
          ...(exceptions.length > 0 && { Exceptions: { Component: exceptions.map(component) } }),
        },
      },
      PerspectiveCamera: {
        CameraViewPoint: xyz(v.camera.position),
        CameraDirection: xyz(v.camera.direction),
        CameraUpVector: xyz(v.camera.up),
        FieldOfView: v.camera.fov,
        ...(version === '3.0' && { AspectRatio: 1.6 }),
      },
      ...(v.clipping_planes.length > 0 && {
        ClippingPlanes: {
          ClippingPlane: v.clipping_planes.map((p) => ({
            Location: xyz(p.location),
            Direction: xyz(p.direction),
          })),
        },
      }),
    },
  };
}

/** A viewpoint from BCF's VisualizationInfo; null without a perspective camera we can use. */
export function readVisualizationInfo(root: XmlNode): ViewpointData | null {
  const info = root['VisualizationInfo'] as XmlNode | undefined;
  if (!info) return null;
  const cam = info['PerspectiveCamera'] as XmlNode | undefined;
  const position = readXyz(cam?.['CameraViewPoint']);
  const direction = readXyz(cam?.['CameraDirection']);
  const up = readXyz(cam?.['CameraUpVector']);
  if (!cam || !position || !direction || !up) return null;
  const fov = Number(cam['FieldOfView']);
  const comps = (info['Components'] ?? {}) as XmlNode;
  const visibility = (comps['Visibility'] ?? {}) as XmlNode;
  const exceptions = componentIds((visibility['Exceptions'] as XmlNode | undefined)?.['Component']);
  const isolate = String(visibility['@_DefaultVisibility'] ?? 'true').toLowerCase() === 'false';
  const planes = asArray((info['ClippingPlanes'] as XmlNode | undefined)?.['ClippingPlane'])
    .map((p) => ({
      location: readXyz((p as XmlNode)['Location']),
      direction: readXyz((p as XmlNode)['Direction']),
    }))
    .filter((p): p is { location: Vec3; direction: Vec3 } => !!p.location && !!p.direction);
  return {
    camera: {
      position,
      direction,
      up,
      fov: Number.isFinite(fov) && fov >= 1 && fov <= 179 ? fov : 60,
    },
    clipping_planes: planes.slice(0, 32),
    selected: componentIds((comps['Selection'] as XmlNode | undefined)?.['Component']),
    hidden: isolate ? [] : exceptions,
    visible_only: isolate ? exceptions : null,
  };
}
