import { Growable } from './growable';
import { growBoxByTransformedBox, toByte, transformInto } from './placement';
import type {
  ElementsDelta,
  GeometryBatch,
  InstanceBlock,
  MergedChunk,
  TemplateGeometry,
} from './geometry-batch';

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
