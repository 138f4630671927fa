import {
  BoxGeometry,
  type BufferAttribute,
  BufferGeometry,
  type Camera,
  InstancedBufferAttribute,
  InstancedMesh,
  type Material,
  Vector3,
} from 'three';

/**
 * Level of detail for instances: an instance whose bounding sphere is smaller on screen than
 * `DETAIL_PX` is drawn as its template's box (12 triangles) rather than the template itself.
 *
 * Why: a CPU rasteriser (SwiftShader; a laptop's integrated GPU to a lesser degree) pays for every
 * vertex and triangle a frame submits, visible or not. In ISSUE_021, fitted to the screen, 166 k of
 * its 184 k instanced triangles belong to instances under 4 px across (bolts, fittings, small
 * furniture): a few pixels each, hundreds of triangles each. That Open likewise draws 75 k of the
 * model's 261 k triangles. Under 4 px a box and the real shape differ by a pixel's shade at most.
 *
 * How: the block's instanced mesh keeps every instance as built (picking, the take-off and box
 * selection read it; it is not in the scene). Two meshes drawn in its place share its template's
 * buffers and the material: `detail` (the template) and `coarse` (its box), each with its own
 * copy of the per-instance data of the instances it draws. `update` runs before each frame is
 * projected (the scene's `onBeforeRender`, so that what it writes is uploaded in the same frame),
 * sorts the instances by their size on screen, and rewrites the two copies only when an instance
 * changed sides.
 */
export const DETAIL_PX = 4;

/** Templates with fewer triangles than this are always drawn whole: a box would save little. */
export const LOD_MIN_TRIANGLES = 36;

/** What `update` needs of the camera and the target, computed once per frame for every block. */
export type LodView = {
  position: Vector3;
  /** The camera's viewing direction (unit). */
  forward: Vector3;
  perspective: boolean;
  /** Pixels per world unit at distance 1 (perspective) or everywhere (orthographic). */
  pixelsPerUnit: number;
};

export function lodView(camera: Camera, targetHeight: number, out?: LodView): LodView {
  const view = out ?? {
    position: new Vector3(),
    forward: new Vector3(),
    perspective: true,
    pixelsPerUnit: 0,
  };
  view.position.setFromMatrixPosition(camera.matrixWorld);
  camera.getWorldDirection(view.forward);
  view.perspective = (camera as { isPerspectiveCamera?: boolean }).isPerspectiveCamera === true;
  // projectionMatrix[5] is 1 / tan(fov / 2) (perspective) or 2 / height of the view (orthographic).
  view.pixelsPerUnit = (camera.projectionMatrix.elements[5]! * targetHeight) / 2;
  return view;
}

export class InstanceLod {
  readonly detail: InstancedMesh;
  readonly coarse: InstancedMesh;
  /** Each instance's bounding sphere in world space: centre xyz, radius. */
  private readonly spheres: Float32Array;
  /** 1: drawn in detail, 2: as a box, 0: not sorted yet. */
  private readonly level: Uint8Array;

  /** `source`: a block's instances, built by ifc-meshes.ts (its geometry names its template). */
  constructor(readonly source: InstancedMesh) {
    const n = source.count;
    const own = source.geometry;
    const template = (own.userData['template'] as BufferGeometry | undefined) ?? own;
    // Mirrored placements draw the template's triangles turned round (ifc-meshes.ts): so their box.
    const turned = own.getIndex() !== template.getIndex();
    if (!template.boundingSphere) template.computeBoundingSphere();
    const sphere = template.boundingSphere!;
    this.spheres = new Float32Array(n * 4);
    const m = source.instanceMatrix.array;
    for (let i = 0; i < n; i++) {
      const e = i * 16;
      const { x, y, z } = sphere.center;
      this.spheres[i * 4] = m[e]! * x + m[e + 4]! * y + m[e + 8]! * z + m[e + 12]!;
      this.spheres[i * 4 + 1] = m[e + 1]! * x + m[e + 5]! * y + m[e + 9]! * z + m[e + 13]!;
      this.spheres[i * 4 + 2] = m[e + 2]! * x + m[e + 6]! * y + m[e + 10]! * z + m[e + 14]!;
      const scale = Math.sqrt(
        Math.max(
          m[e]! ** 2 + m[e + 1]! ** 2 + m[e + 2]! ** 2,
          m[e + 4]! ** 2 + m[e + 5]! ** 2 + m[e + 6]! ** 2,
          m[e + 8]! ** 2 + m[e + 9]! ** 2 + m[e + 10]! ** 2,
        ),
      );
      this.spheres[i * 4 + 3] = sphere.radius * scale;
    }
    this.level = new Uint8Array(n);
    const material = source.material as Material;
    this.detail = drawnCopy(source, template, own.getIndex()!, material);
    const box = boxOf(template, turned);
    this.coarse = drawnCopy(source, box, box.getIndex()!, material);
  }

  /** Sorts the instances for this view; rewrites what is drawn when one changed sides. */
  update(view: LodView): void {
    const s = this.spheres;
    const { position: p, forward: f } = view;
    let changed = false;
    for (let i = 0; i < this.level.length; i++) {
      const r = s[i * 4 + 3]!;
      let px: number;
      if (view.perspective) {
        const depth =
          (s[i * 4]! - p.x) * f.x + (s[i * 4 + 1]! - p.y) * f.y + (s[i * 4 + 2]! - p.z) * f.z;
        // Wholly behind the camera: not seen, the box costs least. Across its plane: may fill
        // the screen.
        if (depth < -r) px = 0;
        else px = depth <= r ? Infinity : (2 * r * view.pixelsPerUnit) / depth;
      } else px = 2 * r * view.pixelsPerUnit;
      const level = px >= DETAIL_PX ? 1 : 2;
      if (this.level[i] !== level) {
        this.level[i] = level;
        changed = true;
      }
    }
    if (changed) this.write();
  }

  /** How many instances each copy draws (tests, the bench's scene counts). */
  get counts(): { detail: number; coarse: number } {
    return { detail: this.detail.count, coarse: this.coarse.count };
  }

  dispose(): void {
    this.coarse.geometry.dispose();
    this.detail.geometry.dispose();
  }

  private write(): void {
    const src = this.source;
    const matrices = src.instanceMatrix.array;
    const colours = src.instanceColor?.array;
    const ids = src.geometry.getAttribute('instanceElementId').array;
    const out = [this.detail, this.coarse].map((mesh) => ({
      mesh,
      matrices: mesh.instanceMatrix.array,
      colours: mesh.instanceColor?.array,
      ids: mesh.geometry.getAttribute('instanceElementId').array,
      n: 0,
    }));
    for (let i = 0; i < this.level.length; i++) {
      const o = out[this.level[i]! - 1]!;
      o.matrices.set(matrices.subarray(i * 16, i * 16 + 16), o.n * 16);
      if (colours && o.colours) o.colours.set(colours.subarray(i * 3, i * 3 + 3), o.n * 3);
      o.ids[o.n] = ids[i]!;
      o.n++;
    }
    for (const o of out) {
      o.mesh.count = o.n;
      o.mesh.instanceMatrix.needsUpdate = true;
      if (o.mesh.instanceColor) o.mesh.instanceColor.needsUpdate = true;
      (o.mesh.geometry.getAttribute('instanceElementId') as BufferAttribute).needsUpdate = true;
    }
  }
}

/**
 * A mesh drawing some of `source`'s instances with `shape` (its own per-instance arrays, as long as
 * the source's; `count` set by `write`), culled as a whole by the source's bounds.
 */
function drawnCopy(
  source: InstancedMesh,
  shape: BufferGeometry,
  index: BufferAttribute,
  material: Material,
): InstancedMesh {
  const n = source.count;
  // The shape's own buffers, shared: one copy of a template's vertices on the GPU.
  const g = new BufferGeometry();
  for (const name of ['position', 'normal'] as const)
    g.setAttribute(name, shape.getAttribute(name));
  g.setIndex(index);
  g.setAttribute('instanceElementId', new InstancedBufferAttribute(new Float32Array(n), 1));
  const mesh = new InstancedMesh(g, material, n);
  mesh.instanceMatrix = new InstancedBufferAttribute(new Float32Array(n * 16), 16);
  if (source.instanceColor)
    mesh.instanceColor = new InstancedBufferAttribute(new Float32Array(n * 3), 3);
  mesh.count = 0;
  mesh.renderOrder = source.renderOrder;
  mesh.matrixAutoUpdate = false;
  mesh.boundingBox = source.boundingBox;
  mesh.boundingSphere = source.boundingSphere;
  return mesh;
}

/**
 * The template's bounding box as a closed solid wound outwards (turned round for mirrored
 * placements), one normal per face: lit like the template's flat faces. Made once per template
 * and winding.
 */
function boxOf(template: BufferGeometry, turned: boolean): BufferGeometry {
  const key = turned ? 'lodBoxTurned' : 'lodBox';
  const cached = template.userData[key] as BufferGeometry | undefined;
  if (cached) return cached;
  if (!template.boundingBox) template.computeBoundingBox();
  const box = template.boundingBox!;
  const size = box.getSize(new Vector3());
  const mid = box.getCenter(new Vector3());
  const g = new BoxGeometry(size.x, size.y, size.z);
  g.translate(mid.x, mid.y, mid.z);
  g.deleteAttribute('uv');
  if (turned) {
    const index = g.getIndex()!;
    for (let t = 0; t < index.count; t += 3) {
      const a = index.getX(t);
      index.setX(t, index.getX(t + 1));
      index.setX(t + 1, a);
    }
  }
  template.userData[key] = g;
  return g;
}
