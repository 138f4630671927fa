import {
  type BufferGeometry,
  InstancedMesh,
  Matrix4,
  Mesh,
  type Object3D,
  type Plane,
  type Raycaster,
  Sphere,
  Vector3,
} from 'three';
import { acceleratedRaycast, MeshBVH } from 'three-mesh-bvh';
import type { ViewerModel } from '../model/viewer-model';
import { HIDDEN } from './element-states';

Mesh.prototype.raycast = acceleratedRaycast;

export type Pick = {
  element: number;
  point: Vector3;
  /** Face normal in world space. */
  normal: Vector3;
  /** The hit triangle's corners in world space. */
  triangle: [Vector3, Vector3, Vector3];
};

/**
 * The bounds tree of a geometry, built on first need (never on the loading path). Instances of a
 * template share the template's tree.
 */
export function ensureBoundsTree(geometry: BufferGeometry): void {
  const target = withTree(geometry);
  if (target.boundsTree) return;
  const template = geometry.userData['template'] as BufferGeometry | undefined;
  const source = withTree(template ?? geometry);
  source.boundsTree ??= new MeshBVH(template ?? geometry);
  target.boundsTree = source.boundsTree;
}

/** drei brings its own copy of three-mesh-bvh, whose typing of `boundsTree` differs from ours. */
const withTree = (g: BufferGeometry) => g as unknown as { boundsTree?: MeshBVH };

const sphere = new Sphere();

/** Builds the trees of the meshes the ray may hit (a first pick pays for what it touches only). */
function prepare(raycaster: Raycaster, objects: Object3D[]): void {
  for (const o of objects) {
    if (!(o instanceof Mesh) || !o.visible) continue;
    const s = o.geometry.boundingSphere;
    if (o instanceof InstancedMesh && o.boundingSphere) sphere.copy(o.boundingSphere);
    else if (s) sphere.copy(s);
    else continue;
    sphere.applyMatrix4(o.matrixWorld);
    if (raycaster.ray.intersectsSphere(sphere)) ensureBoundsTree(o.geometry);
  }
}

/** Builds every tree in small slices while the browser is idle, after the model is ready. */
export function prebuildBoundsTrees(objects: Object3D[], signal: AbortSignal): void {
  const queue = objects.filter((o): o is Mesh => o instanceof Mesh);
  const step = () => {
    if (signal.aborted) return;
    const until = performance.now() + 12;
    while (queue.length > 0 && performance.now() < until) ensureBoundsTree(queue.shift()!.geometry);
    if (queue.length > 0) setTimeout(step, 16);
  };
  setTimeout(step, 200);
}

const instanceMatrix = new Matrix4();
const worldMatrix = new Matrix4();

/** The nearest visible, unclipped element under the ray. */
export function pick(raycaster: Raycaster, model: ViewerModel, planes: Plane[]): Pick | null {
  const objects = model.pickables();
  prepare(raycaster, objects);
  const hits = raycaster.intersectObjects(objects, false);
  for (const hit of hits) {
    const element = model.elementOf(hit);
    if (element === null || model.states.has(element, HIDDEN)) continue;
    if (planes.some((p) => p.distanceToPoint(hit.point) < 0)) continue;
    const object = hit.object;
    if (!(object instanceof Mesh) || !hit.face) continue;
    worldMatrix.copy(object.matrixWorld);
    if (object instanceof InstancedMesh && hit.instanceId !== undefined) {
      object.getMatrixAt(hit.instanceId, instanceMatrix);
      worldMatrix.multiply(instanceMatrix);
    }
    const pos = object.geometry.getAttribute('position');
    const corner = (i: number) =>
      new Vector3().fromBufferAttribute(pos, i).applyMatrix4(worldMatrix);
    const triangle: [Vector3, Vector3, Vector3] = [
      corner(hit.face.a),
      corner(hit.face.b),
      corner(hit.face.c),
    ];
    const normal = new Vector3()
      .subVectors(triangle[1], triangle[0])
      .cross(new Vector3().subVectors(triangle[2], triangle[0]))
      .normalize();
    if (normal.dot(raycaster.ray.direction) > 0) normal.negate();
    return { element, point: hit.point.clone(), normal, triangle };
  }
  return null;
}
