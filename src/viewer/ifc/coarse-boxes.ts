import {
  BufferAttribute,
  BufferGeometry,
  type Camera,
  type Material,
  Matrix4,
  Mesh,
  Points,
} from 'three';
import {
  BOX_TRIANGLES,
  BOX_VERTICES,
  type BoxIndex,
  type BoxVertices,
  boxVertices,
} from './lod-boxes';
import { type LodPart, PLAIN, STATED } from './lod';

/**
 * The boxes of every instance and element drawn as a box, in the whole model: one mesh of merged
 * geometry (world space, colour per vertex, baked) drawn three ways, sharing its buffers with an
 * index each. Elements in no state: `mesh`, their boxes and (for want of points) specks, with the
 * closed elements' plain material (one-sided), and `specks`, their specks as single points, with
 * the plain points' material; elements selected, hovered or recoloured: `stated`, boxes and
 * specks as triangles, with the closed elements' full material; hidden ones in none. Slice planes
 * act on all three. Every item of every part has its box in the buffers (from the part's place in
 * the model's list), written and uploaded once, the first time one of the part's items is drawn as
 * a box; when an item changes level or state only the indices are written again (and uploaded as
 * far as they are drawn). The buffers grow by doubling.
 *
 * Why points: a speck is under a pixel across, a point one pixel of its top face's colour where
 * its tetrahedron would cover a pixel's centre or none; and of the specks on one pixel only one is
 * drawn (`placeSpecks`). railway-track-02 fitted to the screen draws 13,223 specks: as 53 k
 * triangles (four per speck) they cost 14 ms of a 1280×720 frame in SwiftShader, as 13 k points
 * 12 ms, as one point a pixel about 1.
 */
export class CoarseBoxes {
  readonly mesh: Mesh;
  readonly specks: Points;
  readonly stated: Mesh;
  private capacity = 0;
  private vertices: BoxVertices = boxVertices(0);
  /** The parts whose boxes are in the buffers. */
  private filled = new Set<LodPart>();
  /** Every speck of elements in no state, as its vertex (`placeSpecks` draws one a pixel). */
  private speckList = new Uint32Array(0);
  private speckCount = 0;
  /** The pixels kept specks are on (open addressing, pixel + 1 each, 0 free): twice as many slots. */
  private pixels = new Uint32Array(0);

  /**
   * `plain`, `points`, `full`: the closed elements' plain material, the plain points' material and
   * the closed elements' full material (ifc-materials.ts).
   */
  constructor(plain: Material, points: Material, full: Material) {
    this.mesh = boxView(new Mesh(new BufferGeometry(), plain), 'instance-boxes');
    this.specks = boxView(new Points(new BufferGeometry(), points), 'instance-specks');
    this.stated = boxView(new Mesh(new BufferGeometry(), full), 'instance-boxes-stated');
  }

  /** `parts`: the model's, in the order they came (each keeps its place in the buffers). */
  write(parts: readonly LodPart[]): void {
    const total = parts.reduce((n, part) => n + part.counts.coarse, 0);
    if (total === 0) {
      this.mesh.visible = this.specks.visible = this.stated.visible = false;
      this.speckCount = 0;
      return;
    }
    const items = parts.reduce((n, part) => n + part.items, 0);
    if (items > this.capacity) this.grow(items);
    const g = this.mesh.geometry;
    let at = 0;
    for (const part of parts) {
      if (part.counts.coarse > 0 && !this.filled.has(part)) {
        part.fillBoxes(this.vertices, at);
        this.filled.add(part);
        for (const [name] of BOX_ATTRIBUTES) {
          const attribute = g.getAttribute(name) as BufferAttribute;
          const size = BOX_VERTICES * attribute.itemSize;
          attribute.addUpdateRange(at * size, part.items * size);
          attribute.needsUpdate = true;
        }
      }
      at += part.items;
    }
    if (this.speckList.length < this.capacity) this.speckList = new Uint32Array(this.capacity);
    this.speckCount = writeBoxes(parts, PLAIN, this.mesh, this.speckList);
    writeBoxes(parts, STATED, this.stated, null);
  }

  /**
   * Puts in the specks' index, for this camera and target height, one speck of each pixel that
   * specks fall on (the first in the model's order), none outside the view. To be called whenever
   * the view or what `write` wrote changed.
   *
   * Why: a speck covers one pixel, and a CPU rasteriser sets up every point however many fall on
   * the same pixel: railway-track-02 fitted to the screen has 13,223 specks, about 1 µs each in
   * SwiftShader, on a line of a few hundred pixels.
   */
  placeSpecks(camera: Camera, height: number): void {
    const index = this.specks.geometry.getIndex();
    if (!index || this.speckCount === 0) {
      this.specks.visible = false;
      return;
    }
    const p = camera.projectionMatrix.elements;
    // Width over height from the projection (perspective: f / aspect and f; orthographic alike).
    const width = Math.max(1, Math.round((height * p[5]!) / p[0]!));
    let bits = 6;
    while (1 << bits < this.speckCount * 2) bits++;
    const size = 1 << bits;
    if (this.pixels.length !== size) this.pixels = new Uint32Array(size);
    else this.pixels.fill(0);
    const pixels = this.pixels;
    const mask = size - 1;
    const m = projection.multiplyMatrices(
      camera.projectionMatrix,
      camera.matrixWorldInverse,
    ).elements;
    const positions = this.vertices.positions;
    const out = index.array as Uint32Array;
    const list = this.speckList;
    let n = 0;
    for (let i = 0; i < this.speckCount; i++) {
      const v = list[i]!;
      const x = positions[v * 3]!;
      const y = positions[v * 3 + 1]!;
      const z = positions[v * 3 + 2]!;
      const w = m[3]! * x + m[7]! * y + m[11]! * z + m[15]!;
      if (w <= 0) continue;
      const cx = (m[0]! * x + m[4]! * y + m[8]! * z + m[12]!) / w;
      const cy = (m[1]! * x + m[5]! * y + m[9]! * z + m[13]!) / w;
      const cz = (m[2]! * x + m[6]! * y + m[10]! * z + m[14]!) / w;
      if (cx < -1 || cx >= 1 || cy < -1 || cy >= 1 || cz < -1 || cz > 1) continue;
      const key =
        Math.floor((cy * 0.5 + 0.5) * height) * width + Math.floor((cx * 0.5 + 0.5) * width);
      // The key's slot (Knuth's multiplicative hash: the product's top bits), or the next free one.
      let slot = Math.imul(key + 1, 0x9e3779b1) >>> (32 - bits);
      while (pixels[slot] !== 0 && pixels[slot] !== key + 1) slot = (slot + 1) & mask;
      if (pixels[slot] !== 0) continue;
      pixels[slot] = key + 1;
      out[n++] = v;
    }
    drawIndex(this.specks, n);
  }

  dispose(): void {
    for (const view of [this.mesh, this.specks, this.stated]) view.geometry.dispose();
  }

  private grow(boxes: number): void {
    let capacity = Math.max(this.capacity, 64);
    while (capacity < boxes) capacity *= 2;
    const v = boxVertices(capacity);
    const attributes = BOX_ATTRIBUTES.map(
      ([name, key, size, normalized]) =>
        [name, new BufferAttribute(v[key], size, normalized)] as const,
    );
    for (const [view, perItem] of [
      [this.mesh, BOX_TRIANGLES.length],
      [this.specks, 1],
      [this.stated, BOX_TRIANGLES.length],
    ] as const) {
      const g = new BufferGeometry();
      for (const [name, attribute] of attributes) g.setAttribute(name, attribute);
      g.setIndex(new BufferAttribute(new Uint32Array(capacity * perItem), 1));
      view.geometry.dispose();
      view.geometry = g;
    }
    this.vertices = v;
    // New buffers: every part's boxes are written again, and uploaded whole.
    this.filled.clear();
    this.capacity = capacity;
  }
}

/** A view of the boxes' buffers (world space: never outside the view as a whole worth testing). */
function boxView<T extends Mesh | Points>(view: T, name: string): T {
  view.name = name;
  view.matrixAutoUpdate = false;
  view.frustumCulled = false;
  view.visible = false;
  return view;
}

/**
 * Writes the indices of the parts' items of kind `kind`: boxes (and specks, without `points`) in
 * `mesh`, specks as their vertices in `points`; answers how many specks.
 */
function writeBoxes(
  parts: readonly LodPart[],
  kind: number,
  mesh: Mesh,
  points: Uint32Array | null,
): number {
  const triangles = mesh.geometry.getIndex()!;
  const out: BoxIndex = { triangles: triangles.array as Uint32Array, n: 0, points, p: 0 };
  let at = 0;
  for (const part of parts) {
    part.writeIndex(out, at, kind);
    at += part.items;
  }
  drawIndex(mesh, out.n);
  return out.p;
}

const projection = new Matrix4();

/** Draws the first `n` entries of `view`'s index (uploaded as far as that). */
function drawIndex(view: Mesh | Points, n: number): void {
  const index = view.geometry.getIndex()!;
  view.geometry.setDrawRange(0, n);
  index.clearUpdateRanges();
  index.addUpdateRange(0, n);
  index.needsUpdate = n > 0;
  view.visible = n > 0;
}

/** The boxes' attributes: name, array, size, normalised (merged geometry's layout). */
const BOX_ATTRIBUTES: [string, keyof BoxVertices, number, boolean][] = [
  ['position', 'positions', 3, false],
  ['normal', 'normals', 3, true],
  ['color', 'colours', 4, true],
  ['elementId', 'elementIds', 1, false],
  ['bakedFront', 'bakedFront', 4, true],
  ['bakedBack', 'bakedBack', 4, true],
];
