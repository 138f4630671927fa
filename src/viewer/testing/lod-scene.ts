import { type Mesh, type Object3D, PerspectiveCamera, Vector3 } from 'three';
import { BOX_VERTICES } from '../ifc/lod-boxes';
import type { ModelQueries } from '../ifc/ifc-model';

/** A model's queries for tests that only draw it. */
export const noQueries: ModelQueries = {
  properties: () => Promise.resolve(null),
  spatialTree: () => Promise.resolve([]),
  elementIndex: () => Promise.reject(new Error('unused')),
};

/** A 45° camera 16:9 at `at`, looking at `lookAt`, its matrices up to date. */
export function camera(at: Vector3, lookAt = new Vector3()): PerspectiveCamera {
  const c = new PerspectiveCamera(45, 16 / 9, 0.1, 5000);
  c.position.copy(at);
  c.lookAt(lookAt);
  c.updateMatrixWorld();
  c.updateProjectionMatrix();
  return c;
}

/** One box (or speck) the model's box mesh draws (instance-lod.ts), as the tests read it. */
export type DrawnBox = {
  element: number;
  /** Its eight corners in world space (a speck draws four of them). */
  corners: Vector3[];
  /** Its triangles, as vertex numbers of the mesh. */
  triangles: [number, number, number][];
};

/** The boxes and specks `root`'s box mesh draws, in the order it draws them. */
export function drawnBoxes(root: Object3D): DrawnBox[] {
  const mesh = root.getObjectByName('instance-boxes') as Mesh | undefined;
  if (!mesh?.visible) return [];
  const g = mesh.geometry;
  const index = g.getIndex()!;
  const ids = g.getAttribute('elementId');
  const position = g.getAttribute('position');
  const boxes = new Map<number, DrawnBox>();
  for (let t = g.drawRange.start; t < g.drawRange.start + g.drawRange.count; t += 3) {
    const tri: [number, number, number] = [index.getX(t), index.getX(t + 1), index.getX(t + 2)];
    const item = Math.floor(tri[2] / BOX_VERTICES);
    let box = boxes.get(item);
    if (!box) {
      const corners = Array.from({ length: BOX_VERTICES }, (_, c) =>
        new Vector3().fromBufferAttribute(position, item * BOX_VERTICES + c),
      );
      box = { element: ids.getX(tri[2]), corners, triangles: [] };
      boxes.set(item, box);
    }
    box.triangles.push(tri);
  }
  return [...boxes.values()];
}
