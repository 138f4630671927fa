import { BufferAttribute, BufferGeometry, type Material, Mesh, Vector3 } from 'three';
import {
  bakeBoxes,
  BOX_TRIANGLES,
  type BoxIndex,
  type BoxVertices,
  boxIndex,
  setBox,
} from './lod-boxes';
import {
  BOX,
  DETAIL,
  type LodPart,
  type LodView,
  PLAIN,
  SPECK,
  sortLevels,
  sortStates,
  STATED,
  WHOLE,
} from './lod';
import type { ElementStates } from '../scene/element-states';
import { type OrientedBoxes, orientedBoxes } from './oriented-boxes';

/**
 * Level of detail for merged geometry, element by element: an element of a merged chunk whose
 * bounding sphere (of its vertices in the chunk) is under `DETAIL_PX` across on screen is drawn as
 * its box, with the model's other boxes (`CoarseBoxes`, coarse-boxes.ts), and its triangles leave
 * what the chunk draws.
 *
 * Why: a model seen whole draws most of its elements a few pixels across or less, and a CPU
 * rasteriser pays for every vertex submitted. railway-track-02 fitted to the screen: 4,406 of its
 * 4,623 elements are under one pixel and hold 352 k of its 381 k triangles.
 *
 * How: the chunk's mesh, with all its triangles, stays what picking, box selection and the
 * take-off read (out of the scene; its bounds tree may reorder its index). The scene draws
 * `drawn`, a mesh sharing its vertex buffers with an index of its own: the runs of triangles of
 * the elements drawn in detail, in the chunk's order, so the closed elements' triangles
 * (one-sided, face-culling.ts) stay first and the two groups are only shortened. Elements of no
 * more triangles in the chunk than a box has (12) are always drawn whole.
 *
 * Elements' states split it once more (lod.ts, `sortStates`): `drawn` draws the elements in no
 * state with the plain program (vertex-colour.ts), which reads no state; `stated`, the same
 * buffers with a third index, those selected, hovered or recoloured with the chunk's own
 * materials; hidden elements are in neither.
 */
export class MergedLod implements LodPart {
  readonly drawn: Mesh;
  readonly stated: Mesh;
  /** The chunk's triangles as runs of one element: [first index, index count, element slot]. */
  private readonly runs: Int32Array;
  /** The chunk's index as built (the drawn index is copied from it). */
  private readonly full: Uint32Array;
  /** Where the closed elements' triangles end in the chunk's index (first group), or -1. */
  private readonly closedEnd: number;
  /**
   * Per element slot: its element, its sphere (centre, radius), its thickness, its oriented box,
   * its colour.
   */
  private readonly elements: Float32Array;
  private readonly spheres: Float32Array;
  private readonly thickness: Float32Array;
  private readonly boxes: OrientedBoxes;
  private readonly colours: Uint8Array;
  /** Per slot: DETAIL, BOX, SPECK, or WHOLE (always in detail: small); 0 not sorted yet. */
  private readonly level: Uint8Array;
  /** Per slot: PLAIN, HIDDEN_ITEM or STATED (lod.ts). */
  private readonly kind: Uint8Array;
  private detailIndices = 0;
  private boxCount = 0;

  /**
   * `source`: a merged chunk's opaque mesh, built by ifc-meshes.ts; `plain`: the plain
   * counterpart of each of its materials (ifc-materials.ts).
   */
  constructor(
    readonly source: Mesh,
    plain: (material: Material) => Material,
  ) {
    const g = source.geometry;
    const index = g.getIndex()!;
    this.full = Uint32Array.from(index.array);
    const ids = g.getAttribute('elementId').array;
    const positions = g.getAttribute('position').array;
    const colours = g.getAttribute('color').array;
    this.closedEnd = g.groups.length === 2 ? g.groups[0]!.count : -1;

    // Runs of triangles of one element (the element of a triangle's last corner: all three share
    // it), cut at the end of the closed group.
    const runs: number[] = [];
    const slotOf = new Map<number, number>();
    const triangles: number[] = [];
    const firstTriangle: number[] = [];
    for (let t = 0; t < this.full.length; t += 3) {
      const element = ids[this.full[t + 2]!]!;
      let slot = slotOf.get(element);
      if (slot === undefined) {
        slot = slotOf.size;
        slotOf.set(element, slot);
        triangles.push(0);
        firstTriangle.push(t);
      }
      triangles[slot]!++;
      const last = runs.length - 3;
      if (last >= 0 && runs[last + 2] === slot && t !== this.closedEnd) runs[last + 1]! += 3;
      else runs.push(t, 3, slot);
    }
    this.runs = Int32Array.from(runs);
    const n = slotOf.size;
    this.elements = new Float32Array(n);
    for (const [element, slot] of slotOf) this.elements[slot] = element;

    // Each element's oriented box in the chunk (merged geometry is in world space), its sphere,
    // its thickness (the middle one of the box's sizes) and its colour: its first triangle's (the
    // face colour of its last corner).
    this.boxes = orientedBoxes(this.runs, this.full, positions, n);
    this.spheres = new Float32Array(n * 4);
    this.thickness = new Float32Array(n);
    this.colours = new Uint8Array(n * 3);
    this.level = new Uint8Array(n);
    this.kind = new Uint8Array(n);
    const { axes, min, max } = this.boxes;
    for (let slot = 0; slot < n; slot++) {
      const size = [0, 1, 2].map((k) => Math.max(0, max[slot * 3 + k]! - min[slot * 3 + k]!));
      const mid = [0, 1, 2].map((k) => (min[slot * 3 + k]! + max[slot * 3 + k]!) / 2);
      const o = slot * 9;
      for (let c = 0; c < 3; c++)
        this.spheres[slot * 4 + c] =
          mid[0]! * axes[o + c]! + mid[1]! * axes[o + 3 + c]! + mid[2]! * axes[o + 6 + c]!;
      this.spheres[slot * 4 + 3] = Math.hypot(size[0]!, size[1]!, size[2]!) / 2;
      this.thickness[slot] = size.sort((a, b) => a - b)[1]!;
      const provoking = this.full[firstTriangle[slot]! + 2]!;
      for (let k = 0; k < 3; k++) this.colours[slot * 3 + k] = colours[provoking * 4 + k]!;
      if (triangles[slot]! <= BOX_TRIANGLES.length / 3) this.level[slot] = WHOLE;
    }

    // The drawn meshes: the chunk's buffers, an index of their own each (the stated one's made
    // when an element first has a state).
    const materials = source.material as Material | Material[];
    this.drawn = this.meshOf(
      Array.isArray(materials) ? materials.map(plain) : plain(materials),
      this.full.slice(),
    );
    this.drawn.name = 'merged';
    this.stated = this.meshOf(materials, new Uint32Array(0));
    this.stated.name = 'merged-stated';
    this.stated.visible = false;
    this.detailIndices = this.full.length;
  }

  /** A mesh of the chunk's buffers and groups, drawing `index` with `material`. */
  private meshOf(material: Material | Material[], index: Uint32Array): Mesh {
    const g = this.source.geometry;
    const view = new BufferGeometry();
    for (const [name, attribute] of Object.entries(g.attributes))
      view.setAttribute(name, attribute);
    view.setIndex(new BufferAttribute(index, 1));
    for (const group of g.groups) view.addGroup(group.start, group.count, group.materialIndex);
    view.boundingBox = g.boundingBox;
    view.boundingSphere = g.boundingSphere;
    const mesh = new Mesh(view, material);
    mesh.matrixAutoUpdate = false;
    mesh.renderOrder = this.source.renderOrder;
    return mesh;
  }

  get counts(): { detail: number; coarse: number } {
    return { detail: this.detailIndices / 3, coarse: this.boxCount };
  }

  update(view: LodView | null, states: ElementStates | null): boolean {
    const moved = view !== null && sortLevels(this.spheres, this.level, view, this.thickness);
    const restated = states !== null && sortStates(this.elements, states, this.kind);
    if (moved || restated) this.write();
    return moved || restated;
  }

  get items(): number {
    return this.level.length;
  }

  writeIndex(out: BoxIndex, at: number, kind: number): void {
    if (this.boxCount > 0) boxIndex(this.level, this.kind, kind, out, at);
  }

  dispose(): void {
    this.drawn.geometry.dispose();
    this.stated.geometry.dispose();
  }

  /**
   * The drawn indices: the runs of the elements drawn in detail, of elements in no state in
   * `drawn`, of those in one in `stated`; the groups cut to match.
   */
  private write(): void {
    if (this.stated.geometry.getIndex()!.count === 0 && this.kind.includes(STATED)) {
      // Room for all of it, once: an element's state comes and goes with the pointer (hover).
      this.stated.geometry.setIndex(new BufferAttribute(new Uint32Array(this.full.length), 1));
    }
    const { level, kind } = this;
    const inDetail = (slot: number, k: number) =>
      (level[slot] === DETAIL || level[slot] === WHOLE) && kind[slot] === k;
    this.detailIndices =
      writeRuns(this.drawn, this.runs, this.full, this.closedEnd, (slot) => inDetail(slot, PLAIN)) +
      writeRuns(this.stated, this.runs, this.full, this.closedEnd, (slot) =>
        inDetail(slot, STATED),
      );
    this.boxCount = 0;
    for (const l of level) if (l === BOX || l === SPECK) this.boxCount++;
  }

  /** Every element's box: its oriented box in the chunk, its colour. */
  fillBoxes(out: BoxVertices, at: number): void {
    const min = new Vector3();
    const max = new Vector3();
    const { axes } = this.boxes;
    const placement = new Float32Array(16);
    placement[15] = 1;
    for (let slot = 0; slot < this.level.length; slot++) {
      min.fromArray(this.boxes.min, slot * 3);
      max.fromArray(this.boxes.max, slot * 3);
      // The box's axes as the columns of its placement (three.js's column order).
      for (let c = 0; c < 3; c++)
        placement.set(axes.subarray(slot * 9 + c * 3, slot * 9 + c * 3 + 3), c * 4);
      const rgb = this.colours.subarray(slot * 3, slot * 3 + 3);
      setBox(out, at + slot, min, max, placement, 0, rgb, this.elements[slot]!);
    }
    bakeBoxes(out, at, this.level.length);
  }
}

/**
 * Writes `mesh`'s index: the runs ([first index, index count, slot] in `full`, the chunk's index)
 * of the slots `drawn` keeps, its groups cut at the closed triangles' end (`closedEnd`, -1: one
 * group or none); answers how many indices it draws.
 */
function writeRuns(
  mesh: Mesh,
  runs: Int32Array,
  full: Uint32Array,
  closedEnd: number,
  drawn: (slot: number) => boolean,
): number {
  const g = mesh.geometry;
  const index = g.getIndex()!;
  const out = index.array as Uint32Array;
  let n = 0;
  let closed = 0;
  for (let r = 0; r < runs.length; r += 3) {
    const [start, count] = [runs[r]!, runs[r + 1]!];
    if (drawn(runs[r + 2]!)) {
      out.set(full.subarray(start, start + count), n);
      n += count;
    }
    if (start + count === closedEnd) closed = n;
  }
  if (g.groups.length === 2) {
    g.groups[0]!.count = closed;
    g.groups[1]!.start = closed;
    g.groups[1]!.count = n - closed;
  } else g.setDrawRange(0, n);
  index.clearUpdateRanges();
  index.addUpdateRange(0, n);
  index.needsUpdate = n > 0;
  mesh.visible = n > 0;
  return n;
}
