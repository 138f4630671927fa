import {
  type BufferAttribute,
  BufferGeometry,
  InstancedBufferAttribute,
  InstancedMesh,
  type Material,
} from 'three';
import { bakeBoxes, type BoxIndex, boxIndex, type BoxVertices, setBox } from './lod-boxes';
import { DETAIL, type LodPart, type LodView, sortLevels, sortStates } from './lod';
import type { ElementStates } from '../scene/element-states';

/**
 * Level of detail for instances (lod.ts): an instance whose bounding sphere is smaller on screen
 * than `DETAIL_PX` is drawn as its template's box (lod-boxes.ts) rather than the template itself.
 *
 * How: the block's instanced mesh keeps every instance as built (picking, the take-off and box
 * selection read it; it is not in the scene). In its place the scene draws `detail`, which shares
 * the template's buffers and the material and has its own copy of the per-instance data of the
 * instances it draws; the model's boxes are one mesh for every block (`CoarseBoxes`), placed in
 * world space and coloured as merged geometry is. `update` runs before each frame is projected
 * (the scene's `onBeforeRender`, so that what it writes is uploaded in the same frame), sorts the
 * instances by their size on screen, and rewrites `detail` only when an instance changed sides
 * (and the model then its boxes).
 */
export class InstanceLod implements LodPart {
  readonly detail: InstancedMesh;
  /** Each instance's bounding sphere in world space: centre xyz, radius. */
  private readonly spheres: Float32Array;
  /** DETAIL, BOX or SPECK; 0: not sorted yet. */
  private readonly level: Uint8Array;
  /** Per instance, its element's state for its box: PLAIN, HIDDEN_ITEM or STATED (lod.ts). */
  private readonly kind: Uint8Array;
  /** How many instances are drawn as boxes. */
  private boxCount = 0;
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
    this.kind = new Uint8Array(n);
    this.detail = drawnCopy(source, template, own.getIndex()!, source.material as Material);
  }

  /**
   * Sorts the instances for this view, and their boxes by their elements' states (`detail`'s
   * program reads the states itself); rewrites `detail` when an instance changed sides; answers
   * whether the model's boxes are to be written again.
   */
  update(view: LodView | null, states: ElementStates | null): boolean {
    const moved = view !== null && sortLevels(this.spheres, this.level, view);
    if (moved) this.write();
    const ids = this.source.geometry.getAttribute('instanceElementId').array;
    const restated = states !== null && sortStates(ids, states, this.kind);
    return moved || restated;
  }

  /** How many instances are drawn in detail and as boxes (tests, the bench's scene counts). */
  get counts(): { detail: number; coarse: number } {
    return { detail: this.detail.count, coarse: this.boxCount };
  }

  get items(): number {
    return this.level.length;
  }

  /** Each instance as the template's bounding box placed as the instance is. */
  fillBoxes(out: BoxVertices, at: number): void {
    const template = this.template;
    if (!template.boundingBox) template.computeBoundingBox();
    const { min, max } = template.boundingBox!;
    const src = this.source;
    const m = src.instanceMatrix.array;
    const colours = src.instanceColor?.array;
    const ids = src.geometry.getAttribute('instanceElementId').array;
    const rgb = [255, 255, 255];
    for (let i = 0; i < this.level.length; i++) {
      if (colours) for (let k = 0; k < 3; k++) rgb[k] = Math.round(colours[i * 3 + k]! * 255);
      setBox(out, at + i, min, max, m, i * 16, rgb, ids[i]!);
    }
    bakeBoxes(out, at, this.level.length);
  }

  writeIndex(out: BoxIndex, at: number, kind: number): void {
    if (this.boxCount > 0) boxIndex(this.level, this.kind, kind, out, at);
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
      if (this.level[i] !== DETAIL) continue;
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
