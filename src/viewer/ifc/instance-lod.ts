import {
  BufferAttribute,
  BufferGeometry,
  type Camera,
  InstancedBufferAttribute,
  InstancedMesh,
  type Material,
  Mesh,
  Vector3,
} from 'three';
import { bakeFaceColours } from '../scene/vertex-colour';

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
 * selection read it; it is not in the scene). In its place the scene draws `detail`, which shares
 * the template's buffers and the material and has its own copy of the per-instance data of the
 * instances it draws; the model's boxes are one mesh for every block (`CoarseBoxes`), placed in
 * world space and coloured as merged geometry is. `update` runs before each frame is projected
 * (the scene's `onBeforeRender`, so that what it writes is uploaded in the same frame), sorts the
 * instances by their size on screen, and rewrites `detail` only when an instance changed sides
 * (and the model then its boxes).
 *
 * Why the boxes are not instances: a CPU rasteriser pays for an instance whatever its size
 * (SwiftShader: about 15 µs each, as much as 75 vertices of merged geometry). ISSUE_021's 814
 * boxes cost 12 ms a frame in 27 instanced draws; as 6,512 vertices of one mesh, under 2 ms.
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
  /** Each instance's bounding sphere in world space: centre xyz, radius. */
  private readonly spheres: Float32Array;
  /** 1: drawn in detail, 2: as a box, 0: not sorted yet. */
  private readonly level: Uint8Array;
  /** How many instances are drawn as boxes. */
  private boxCount = 0;
  /** Every instance's box in world space (`BOX_VERTICES` each), made the first time one is drawn. */
  private boxes: BoxVertices | null = null;
  private readonly template: BufferGeometry;

  /** `source`: a block's instances, built by ifc-meshes.ts (its geometry names its template). */
  constructor(readonly source: InstancedMesh) {
    const n = source.count;
    const own = source.geometry;
    const template = (own.userData['template'] as BufferGeometry | undefined) ?? own;
    this.template = template;
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
    this.detail = drawnCopy(source, template, own.getIndex()!, source.material as Material);
  }

  /**
   * Sorts the instances for this view; rewrites `detail` when one changed sides, and then answers
   * true (the model's boxes are to be written again).
   */
  update(view: LodView): boolean {
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
    return changed;
  }

  /** How many instances are drawn in detail and as boxes (tests, the bench's scene counts). */
  get counts(): { detail: number; coarse: number } {
    return { detail: this.detail.count, coarse: this.boxCount };
  }

  /** Appends the boxes of the instances drawn as boxes to `out` from box `at`; answers the next. */
  writeBoxes(out: BoxVertices, at: number): number {
    if (this.boxCount === 0) return at;
    const boxes = (this.boxes ??= instanceBoxes(this.source, this.template));
    let k = at;
    for (let i = 0; i < this.level.length; i++)
      if (this.level[i] === 2) copyBox(boxes, i, out, k++);
    return k;
  }

  dispose(): void {
    this.detail.geometry.dispose();
  }

  private write(): void {
    const src = this.source;
    const matrices = src.instanceMatrix.array;
    const colours = src.instanceColor?.array;
    const ids = src.geometry.getAttribute('instanceElementId').array;
    const mesh = this.detail;
    const to = {
      matrices: mesh.instanceMatrix.array,
      colours: mesh.instanceColor?.array,
      ids: mesh.geometry.getAttribute('instanceElementId').array,
    };
    let n = 0;
    for (let i = 0; i < this.level.length; i++) {
      if (this.level[i] !== 1) continue;
      to.matrices.set(matrices.subarray(i * 16, i * 16 + 16), n * 16);
      if (colours && to.colours) to.colours.set(colours.subarray(i * 3, i * 3 + 3), n * 3);
      to.ids[n] = ids[i]!;
      n++;
    }
    this.boxCount = this.level.length - n;
    mesh.count = n;
    // An instanced mesh of no instance would still cost its draw's set-up.
    mesh.visible = n > 0;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    (mesh.geometry.getAttribute('instanceElementId') as BufferAttribute).needsUpdate = true;
  }
}

/** Vertices per box: its eight corners (each face's colour taken from a corner of its own). */
export const BOX_VERTICES = 8;
/**
 * A box's triangles over its corners (corner c at x = c & 1, y = c & 2, z = c & 4 of the box),
 * wound outwards; both triangles of a face end at the same corner, a different one for each face,
 * whose normal is the face's: the materials colour a triangle from its last vertex (flat).
 */
export const BOX_TRIANGLES: readonly number[] = [
  // -X, +X, -Y, +Y, -Z, +Z: each face's corners counter-clockwise from outside, the corner
  // that colours it first.
  [0, 4, 6, 2],
  [7, 5, 1, 3],
  [1, 5, 4, 0],
  [2, 6, 7, 3],
  [3, 1, 0, 2],
  [4, 5, 7, 6],
].flatMap(([p, a, b, c]) => [a!, b!, p!, b!, c!, p!]);
/** The face each corner colours (its normal), by corner; corners 5 and 6 colour none. */
const CORNER_FACE = [0, 2, 3, 4, 5, -1, -1, 1];
const FACE_NORMALS = [
  [-1, 0, 0],
  [1, 0, 0],
  [0, -1, 0],
  [0, 1, 0],
  [0, 0, -1],
  [0, 0, 1],
] as const;

/** Boxes' vertices, `BOX_VERTICES` per box, in the layout of merged geometry. */
export type BoxVertices = {
  positions: Float32Array;
  normals: Int8Array;
  colours: Uint8Array;
  elementIds: Float32Array;
  bakedFront: Uint8Array;
  bakedBack: Uint8Array;
};

function boxVertices(boxes: number): BoxVertices {
  const n = boxes * BOX_VERTICES;
  return {
    positions: new Float32Array(n * 3),
    normals: new Int8Array(n * 3),
    colours: new Uint8Array(n * 4),
    elementIds: new Float32Array(n),
    bakedFront: new Uint8Array(n * 4),
    bakedBack: new Uint8Array(n * 4),
  };
}

function copyBox(from: BoxVertices, i: number, to: BoxVertices, k: number): void {
  const v = BOX_VERTICES;
  to.positions.set(from.positions.subarray(i * v * 3, (i + 1) * v * 3), k * v * 3);
  to.normals.set(from.normals.subarray(i * v * 3, (i + 1) * v * 3), k * v * 3);
  to.colours.set(from.colours.subarray(i * v * 4, (i + 1) * v * 4), k * v * 4);
  to.elementIds.set(from.elementIds.subarray(i * v, (i + 1) * v), k * v);
  to.bakedFront.set(from.bakedFront.subarray(i * v * 4, (i + 1) * v * 4), k * v * 4);
  to.bakedBack.set(from.bakedBack.subarray(i * v * 4, (i + 1) * v * 4), k * v * 4);
}

/**
 * Each instance of `source` as the template's bounding box placed as the instance is: corners in
 * world space, each face's normal (the placement's inverse transpose, so still outwards when the
 * placement mirrors) on the corner that colours it, the instance's colour and element, and the
 * colours baked for an element in no state (vertex-colour.ts).
 */
function instanceBoxes(source: InstancedMesh, template: BufferGeometry): BoxVertices {
  if (!template.boundingBox) template.computeBoundingBox();
  const { min, max } = template.boundingBox!;
  const n = source.count;
  const out = boxVertices(n);
  const m = source.instanceMatrix.array;
  const colours = source.instanceColor?.array;
  const ids = source.geometry.getAttribute('instanceElementId').array;
  const normal = new Vector3();
  for (let i = 0; i < n; i++) {
    const e = i * 16;
    const det =
      m[e]! * (m[e + 5]! * m[e + 10]! - m[e + 9]! * m[e + 6]!) +
      m[e + 4]! * (m[e + 9]! * m[e + 2]! - m[e + 1]! * m[e + 10]!) +
      m[e + 8]! * (m[e + 1]! * m[e + 6]! - m[e + 5]! * m[e + 2]!);
    // A mirroring placement turns the box's faces inside out: its corners are taken mirrored in x
    // too (corner c at the other end of x), so that the two mirrorings cancel and the shared
    // triangles stay wound outwards.
    const mirrored = det < 0 ? 1 : 0;
    const sign = det < 0 ? -1 : 1;
    for (let c = 0; c < BOX_VERTICES; c++) {
      const x = (c & 1) ^ mirrored ? max.x : min.x;
      const y = c & 2 ? max.y : min.y;
      const z = c & 4 ? max.z : min.z;
      const o = (i * BOX_VERTICES + c) * 3;
      out.positions[o] = m[e]! * x + m[e + 4]! * y + m[e + 8]! * z + m[e + 12]!;
      out.positions[o + 1] = m[e + 1]! * x + m[e + 5]! * y + m[e + 9]! * z + m[e + 13]!;
      out.positions[o + 2] = m[e + 2]! * x + m[e + 6]! * y + m[e + 10]! * z + m[e + 14]!;
      const face = CORNER_FACE[c]!;
      const [fx, ny, nz] = FACE_NORMALS[face < 0 ? 5 : face]!;
      const nx = mirrored ? -fx : fx;
      // The inverse transpose, up to a positive factor: the cofactors of the placement's 3×3
      // part, times the sign of its determinant.
      normal
        .set(
          nx * (m[e + 5]! * m[e + 10]! - m[e + 6]! * m[e + 9]!) +
            ny * (m[e + 2]! * m[e + 9]! - m[e + 1]! * m[e + 10]!) +
            nz * (m[e + 1]! * m[e + 6]! - m[e + 2]! * m[e + 5]!),
          nx * (m[e + 6]! * m[e + 8]! - m[e + 4]! * m[e + 10]!) +
            ny * (m[e]! * m[e + 10]! - m[e + 2]! * m[e + 8]!) +
            nz * (m[e + 2]! * m[e + 4]! - m[e]! * m[e + 6]!),
          nx * (m[e + 4]! * m[e + 9]! - m[e + 5]! * m[e + 8]!) +
            ny * (m[e + 1]! * m[e + 8]! - m[e]! * m[e + 9]!) +
            nz * (m[e]! * m[e + 5]! - m[e + 1]! * m[e + 4]!),
        )
        .multiplyScalar(sign)
        .normalize();
      out.normals[o] = Math.round(normal.x * 127);
      out.normals[o + 1] = Math.round(normal.y * 127);
      out.normals[o + 2] = Math.round(normal.z * 127);
      const v = i * BOX_VERTICES + c;
      for (let k = 0; k < 3; k++)
        out.colours[v * 4 + k] = Math.round((colours ? colours[i * 3 + k]! : 1) * 255);
      out.colours[v * 4 + 3] = 255;
      out.elementIds[v] = ids[i]!;
    }
  }
  const g = new BufferGeometry();
  g.setAttribute('normal', new BufferAttribute(out.normals, 3, true));
  g.setAttribute('color', new BufferAttribute(out.colours, 4, true));
  bakeFaceColours(g);
  out.bakedFront = g.getAttribute('bakedFront').array as Uint8Array;
  out.bakedBack = g.getAttribute('bakedBack').array as Uint8Array;
  return out;
}

/**
 * The boxes of every instance drawn as a box, in every block of the model: one mesh of merged
 * geometry (world space, colour per vertex, baked), drawn with the closed elements' material
 * (one-sided), so the elements' states (hidden, selected, colours) and the slice planes act on
 * them as on the rest. Written again whole when an instance changed level; its buffers grow by
 * doubling and upload only the boxes drawn.
 */
export class CoarseBoxes {
  readonly mesh: Mesh;
  /** How many boxes are drawn. */
  count = 0;
  private capacity = 0;
  private vertices: BoxVertices = boxVertices(0);

  constructor(material: Material) {
    this.mesh = new Mesh(new BufferGeometry(), material);
    this.mesh.name = 'instance-boxes';
    this.mesh.matrixAutoUpdate = false;
    // World-space boxes over the whole model: never outside the view as a whole worth testing.
    this.mesh.frustumCulled = false;
    this.mesh.visible = false;
  }

  write(lods: readonly InstanceLod[]): void {
    const total = lods.reduce((n, lod) => n + lod.counts.coarse, 0);
    if (total > this.capacity) this.grow(total);
    let k = 0;
    for (const lod of lods) k = lod.writeBoxes(this.vertices, k);
    this.count = k;
    const g = this.mesh.geometry;
    g.setDrawRange(0, k * BOX_TRIANGLES.length);
    for (const name of ['position', 'normal', 'color', 'elementId', 'bakedFront', 'bakedBack']) {
      const attribute = g.getAttribute(name) as BufferAttribute;
      attribute.clearUpdateRanges();
      attribute.addUpdateRange(0, k * BOX_VERTICES * attribute.itemSize);
      attribute.needsUpdate = true;
    }
    this.mesh.visible = k > 0;
  }

  dispose(): void {
    this.mesh.geometry.dispose();
  }

  private grow(boxes: number): void {
    let capacity = Math.max(this.capacity, 64);
    while (capacity < boxes) capacity *= 2;
    const v = boxVertices(capacity);
    const index = new Uint32Array(capacity * BOX_TRIANGLES.length);
    for (let b = 0; b < capacity; b++)
      for (let t = 0; t < BOX_TRIANGLES.length; t++)
        index[b * BOX_TRIANGLES.length + t] = b * BOX_VERTICES + BOX_TRIANGLES[t]!;
    const g = new BufferGeometry();
    g.setAttribute('position', new BufferAttribute(v.positions, 3));
    g.setAttribute('normal', new BufferAttribute(v.normals, 3, true));
    g.setAttribute('color', new BufferAttribute(v.colours, 4, true));
    g.setAttribute('elementId', new BufferAttribute(v.elementIds, 1));
    g.setAttribute('bakedFront', new BufferAttribute(v.bakedFront, 4, true));
    g.setAttribute('bakedBack', new BufferAttribute(v.bakedBack, 4, true));
    g.setIndex(new BufferAttribute(index, 1));
    this.mesh.geometry.dispose();
    this.mesh.geometry = g;
    this.vertices = v;
    this.capacity = capacity;
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
