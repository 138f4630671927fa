import { type Mesh, type Object3D, PerspectiveCamera, type Points, Vector3 } from 'three';
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

/**
 * The boxes and specks `root`'s box meshes draw, in the order they draw them: of elements in no
 * state (`instance-boxes` and the specks' points, `instance-specks`, coarse-boxes.ts) or of those in
 * one (`stated`: `instance-boxes-stated`). A speck drawn as a point has no triangle.
 */
export function drawnBoxes(root: Object3D, stated = false): DrawnBox[] {
  const boxes = new Map<number, DrawnBox>();
  const read = (name: string, step: number) => {
    const view = root.getObjectByName(name) as Mesh | Points | undefined;
    if (!view?.visible) return;
    const g = view.geometry;
    const index = g.getIndex()!;
    const ids = g.getAttribute('elementId');
    const position = g.getAttribute('position');
    for (let t = g.drawRange.start; t < g.drawRange.start + g.drawRange.count; t += step) {
      const last = index.getX(t + step - 1);
      const item = Math.floor(last / BOX_VERTICES);
      let box = boxes.get(item);
      if (!box) {
        const corners = Array.from({ length: BOX_VERTICES }, (_, c) =>
          new Vector3().fromBufferAttribute(position, item * BOX_VERTICES + c),
        );
        box = { element: ids.getX(last), corners, triangles: [] };
        boxes.set(item, box);
      }
      if (step === 3) box.triangles.push([index.getX(t), index.getX(t + 1), last]);
    }
  };
  if (stated) read('instance-boxes-stated', 3);
  else {
    read('instance-boxes', 3);
    read('instance-specks', 1);
  }
  return [...boxes.values()];
}
