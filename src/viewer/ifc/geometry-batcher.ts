import { Growable } from './growable';
import type {
  ElementsDelta,
  GeometryBatch,
  InstanceBlock,
  MergedChunk,
  TemplateGeometry,
} from './worker-protocol';

/** One placed geometry of an element, as web-ifc streams it. */
export type PlacedGeometryInput = {
  geometryId: number;
  /** Interleaved x y z nx ny nz, in the geometry's own coordinates. */
  vertices: Float32Array;
  indices: Uint32Array;
  /** Column-major 4×4 placement (web-ifc's flatTransformation, already re-centred). */
  matrix: ArrayLike<number>;
  /** RGBA, 0..1. */
  color: readonly [number, number, number, number];
};

export type BatcherOptions = {
  /** A geometry seen again with at least this many triangles is drawn as instances. */
  instanceMinTriangles: number;
};

const defaults: BatcherOptions = { instanceMinTriangles: 64 };

/**
 * Merges streamed IFC geometry into few large buffers (one per opaque/transparent class, with a
 * colour and an element index per vertex), and turns geometries reused many times (rails,
 * sleepers, bolts of a steel frame…) into instances so they are neither copied nor transformed
 * vertex by vertex. `take()` hands over what accumulated since the last call, ready to transfer.
 */
export class GeometryBatcher {
  private readonly options: BatcherOptions;
  private readonly merged = [new MergedBucket(false), new MergedBucket(true)];
  private readonly uses = new Map<number, number>();
  private readonly templates = new Map<number, { id: number; box: Float32Array }>();
  private newTemplates: TemplateGeometry[] = [];
  private readonly instances = new Map<string, InstanceBucket>();
  private elementCount = 0;
  private deltaStart = 0;
  private deltaIds = new Growable(Uint32Array, 256);
  private deltaBoxes = new Growable(Float32Array, 256 * 6);
  private pendingVertices = 0;

  constructor(options: Partial<BatcherOptions> = {}) {
    this.options = { ...defaults, ...options };
  }

  /** Elements added so far. */
  get count(): number {
    return this.elementCount;
  }

  /** Vertices merged since the last take(), to decide when to flush. */
  get pending(): number {
    return this.pendingVertices;
  }

  get hasPending(): boolean {
    return this.elementCount > this.deltaStart;
  }

  /** Adds one element (all its placed geometries); returns its dense index. */
  addElement(expressId: number, geometries: Iterable<PlacedGeometryInput>): number {
    const index = this.elementCount++;
    const box = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
    for (const g of geometries) {
      const triangles = g.indices.length / 3;
      if (triangles === 0) continue;
      const seen = (this.uses.get(g.geometryId) ?? 0) + 1;
      this.uses.set(g.geometryId, seen);
      const transparent = g.color[3] < 0.999;
      if (seen >= 2 && triangles >= this.options.instanceMinTriangles) {
        this.addInstance(index, g, transparent, box);
      } else {
        this.pendingVertices += g.vertices.length / 6;
        this.merged[transparent ? 1 : 0]!.add(index, g, box);
      }
    }
    const idAt = this.deltaIds.reserve(1);
    this.deltaIds.array[idAt] = expressId;
    const boxAt = this.deltaBoxes.reserve(6);
    this.deltaBoxes.array.set(box, boxAt);
    return index;
  }

  take(): GeometryBatch {
    const merged: MergedChunk[] = [];
    for (const bucket of this.merged) {
      const chunk = bucket.take();
      if (chunk) merged.push(chunk);
    }
    const instances: InstanceBlock[] = [];
    for (const bucket of this.instances.values()) {
      const block = bucket.take();
      if (block) instances.push(block);
    }
    const elements: ElementsDelta = {
      firstIndex: this.deltaStart,
      expressIds: this.deltaIds.take(),
      boxes: this.deltaBoxes.take(),
    };
    this.deltaStart = this.elementCount;
    const templates = this.newTemplates;
    this.newTemplates = [];
    this.pendingVertices = 0;
    return { merged, templates, instances, elements };
  }

  private addInstance(
    element: number,
    g: PlacedGeometryInput,
    transparent: boolean,
    box: number[],
  ): void {
    let template = this.templates.get(g.geometryId);
    if (!template) {
      const local = localGeometry(g);
      template = { id: this.templates.size, box: local.box };
      this.templates.set(g.geometryId, template);
      this.newTemplates.push({ templateId: template.id, ...local.geometry });
    }
    const key = `${template.id}:${transparent ? 1 : 0}`;
    let bucket = this.instances.get(key);
    if (!bucket) {
      bucket = new InstanceBucket(template.id, transparent);
      this.instances.set(key, bucket);
    }
    bucket.add(element, g.matrix, g.color);
    growBoxByTransformedBox(box, template.box, g.matrix);
  }
}

class MergedBucket {
  private positions = new Growable(Float32Array, 3 * 4096);
  private normals = new Growable(Int8Array, 3 * 4096);
  private colors = new Growable(Uint8Array, 4 * 4096);
  private elementIds = new Growable(Float32Array, 4096);
  private indices = new Growable(Uint32Array, 3 * 4096);

  constructor(private readonly transparent: boolean) {}

  add(element: number, g: PlacedGeometryInput, box: number[]): void {
    const vertexCount = g.vertices.length / 6;
    const base = this.elementIds.length;
    const p = this.positions.reserve(vertexCount * 3);
    const n = this.normals.reserve(vertexCount * 3);
    const c = this.colors.reserve(vertexCount * 4);
    const e = this.elementIds.reserve(vertexCount);
    const flipped = transformInto(
      g.vertices,
      g.matrix,
      this.positions.array,
      p,
      this.normals.array,
      n,
      box,
    );
    const r = toByte(g.color[0]);
    const gr = toByte(g.color[1]);
    const b = toByte(g.color[2]);
    const a = toByte(g.color[3]);
    const colors = this.colors.array;
    const ids = this.elementIds.array;
    for (let v = 0; v < vertexCount; v++) {
      const o = c + v * 4;
      colors[o] = r;
      colors[o + 1] = gr;
      colors[o + 2] = b;
      colors[o + 3] = a;
      ids[e + v] = element;
    }
    const i = this.indices.reserve(g.indices.length);
    const out = this.indices.array;
    const src = g.indices;
    for (let t = 0; t < src.length; t += 3) {
      // A mirroring placement turns the triangles inside out: swap two corners back.
      out[i + t] = src[t]! + base;
      out[i + t + 1] = src[flipped ? t + 2 : t + 1]! + base;
      out[i + t + 2] = src[flipped ? t + 1 : t + 2]! + base;
    }
  }

  take(): MergedChunk | null {
    if (this.indices.length === 0) return null;
    return {
      kind: 'merged',
      transparent: this.transparent,
      positions: this.positions.take(),
      normals: this.normals.take(),
      colors: this.colors.take(),
      elementIds: this.elementIds.take(),
      indices: this.indices.take(),
    };
  }
}

class InstanceBucket {
  private matrices = new Growable(Float32Array, 16 * 64);
  private colors = new Growable(Uint8Array, 4 * 64);
  private elementIds = new Growable(Float32Array, 64);

  constructor(
    private readonly templateId: number,
    private readonly transparent: boolean,
  ) {}

  add(element: number, matrix: ArrayLike<number>, color: readonly number[]): void {
    const m = this.matrices.reserve(16);
    for (let k = 0; k < 16; k++) this.matrices.array[m + k] = matrix[k]!;
    const c = this.colors.reserve(4);
    for (let k = 0; k < 4; k++) this.colors.array[c + k] = toByte(color[k]!);
    this.elementIds.array[this.elementIds.reserve(1)] = element;
  }

  take(): InstanceBlock | null {
    if (this.elementIds.length === 0) return null;
    return {
      templateId: this.templateId,
      transparent: this.transparent,
      matrices: this.matrices.take(),
      colors: this.colors.take(),
      elementIds: this.elementIds.take(),
    };
  }
}

const toByte = (v: number): number => Math.max(0, Math.min(255, Math.round(v * 255)));
const toSnorm8 = (v: number): number => Math.max(-127, Math.min(127, Math.round(v * 127)));

/**
 * Writes the placed positions and normals of interleaved vertices into the output arrays and
 * grows `box`; returns true when the placement mirrors (negative determinant).
 */
export function transformInto(
  vertices: Float32Array,
  m: ArrayLike<number>,
  positions: Float32Array,
  pAt: number,
  normals: Int8Array,
  nAt: number,
  box: number[],
): boolean {
  const m0 = m[0]!,
    m1 = m[1]!,
    m2 = m[2]!,
    m4 = m[4]!,
    m5 = m[5]!,
    m6 = m[6]!;
  const m8 = m[8]!,
    m9 = m[9]!,
    m10 = m[10]!,
    m12 = m[12]!,
    m13 = m[13]!,
    m14 = m[14]!;
  // Normal matrix: the inverse transpose of the upper 3×3 (cofactors; the scale is renormalised).
  const c00 = m5 * m10 - m6 * m9,
    c01 = m6 * m8 - m4 * m10,
    c02 = m4 * m9 - m5 * m8;
  const c10 = m2 * m9 - m1 * m10,
    c11 = m0 * m10 - m2 * m8,
    c12 = m1 * m8 - m0 * m9;
  const c20 = m1 * m6 - m2 * m5,
    c21 = m2 * m4 - m0 * m6,
    c22 = m0 * m5 - m1 * m4;
  const det = m0 * c00 + m4 * c10 + m8 * c20;
  let minX = box[0]!,
    minY = box[1]!,
    minZ = box[2]!;
  let maxX = box[3]!,
    maxY = box[4]!,
    maxZ = box[5]!;
  const count = vertices.length / 6;
  for (let v = 0; v < count; v++) {
    const s = v * 6;
    const x = vertices[s]!,
      y = vertices[s + 1]!,
      z = vertices[s + 2]!;
    const px = m0 * x + m4 * y + m8 * z + m12;
    const py = m1 * x + m5 * y + m9 * z + m13;
    const pz = m2 * x + m6 * y + m10 * z + m14;
    const o = pAt + v * 3;
    positions[o] = px;
    positions[o + 1] = py;
    positions[o + 2] = pz;
    if (px < minX) minX = px;
    if (py < minY) minY = py;
    if (pz < minZ) minZ = pz;
    if (px > maxX) maxX = px;
    if (py > maxY) maxY = py;
    if (pz > maxZ) maxZ = pz;
    const nx = vertices[s + 3]!,
      ny = vertices[s + 4]!,
      nz = vertices[s + 5]!;
    let tx = c00 * nx + c01 * ny + c02 * nz;
    let ty = c10 * nx + c11 * ny + c12 * nz;
    let tz = c20 * nx + c21 * ny + c22 * nz;
    const len = Math.hypot(tx, ty, tz) || 1;
    tx /= len;
    ty /= len;
    tz /= len;
    const q = nAt + v * 3;
    normals[q] = toSnorm8(tx);
    normals[q + 1] = toSnorm8(ty);
    normals[q + 2] = toSnorm8(tz);
  }
  box[0] = minX;
  box[1] = minY;
  box[2] = minZ;
  box[3] = maxX;
  box[4] = maxY;
  box[5] = maxZ;
  return det < 0;
}

/** A geometry in its own coordinates (identity placement), with its box. */
function localGeometry(g: PlacedGeometryInput): {
  geometry: Omit<TemplateGeometry, 'templateId'>;
  box: Float32Array;
} {
  const count = g.vertices.length / 6;
  const positions = new Float32Array(count * 3);
  const normals = new Int8Array(count * 3);
  const box = [Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity];
  transformInto(g.vertices, identity, positions, 0, normals, 0, box);
  return {
    geometry: { positions, normals, indices: g.indices.slice() },
    box: new Float32Array(box),
  };
}

const identity = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

/** Grows `box` by the eight corners of `local` placed by `m`. */
export function growBoxByTransformedBox(
  box: number[],
  local: ArrayLike<number>,
  m: ArrayLike<number>,
): void {
  for (let corner = 0; corner < 8; corner++) {
    const x = corner & 1 ? local[3]! : local[0]!;
    const y = corner & 2 ? local[4]! : local[1]!;
    const z = corner & 4 ? local[5]! : local[2]!;
    const px = m[0]! * x + m[4]! * y + m[8]! * z + m[12]!;
    const py = m[1]! * x + m[5]! * y + m[9]! * z + m[13]!;
    const pz = m[2]! * x + m[6]! * y + m[10]! * z + m[14]!;
    box[0] = Math.min(box[0]!, px);
    box[1] = Math.min(box[1]!, py);
    box[2] = Math.min(box[2]!, pz);
    box[3] = Math.max(box[3]!, px);
    box[4] = Math.max(box[4]!, py);
    box[5] = Math.max(box[5]!, pz);
  }
}
