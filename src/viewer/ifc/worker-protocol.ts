/**
 * Messages between the main thread and the IFC worker (ifc.worker.ts). Geometry travels as
 * transferable typed arrays, never as copies.
 */

/** Why a model could not be shown; each code has a translated message (viewer.error.*). */
export type LoadErrorCode =
  | 'unsupported-schema'
  | 'unsupported-format'
  | 'corrupt'
  | 'out-of-memory'
  | 'download'
  | 'worker-crashed';

export type LoadError = { code: LoadErrorCode; detail?: string };

/**
 * Geometry merged across elements (one draw call). `elementIds` holds, per vertex, the dense
 * element index (exact in a float up to 2^24), which the shader uses to read the element's state.
 */
export type MergedChunk = {
  kind: 'merged';
  transparent: boolean;
  positions: Float32Array;
  /** Normalised signed bytes, three per vertex. */
  normals: Int8Array;
  /** Normalised RGBA bytes per vertex. */
  colors: Uint8Array;
  elementIds: Float32Array;
  indices: Uint32Array;
};

/** A geometry reused by many elements, sent once in its local coordinates. */
export type TemplateGeometry = {
  templateId: number;
  positions: Float32Array;
  normals: Int8Array;
  indices: Uint32Array;
};

/** Placements of templates: one 4×4 matrix, one RGBA colour and one element index each. */
export type InstanceBlock = {
  templateId: number;
  transparent: boolean;
  matrices: Float32Array;
  colors: Uint8Array;
  elementIds: Float32Array;
};

/** Elements first seen in this batch: their IFC express ids and world boxes (min xyz, max xyz). */
export type ElementsDelta = {
  firstIndex: number;
  expressIds: Uint32Array;
  boxes: Float32Array;
};

export type GeometryBatch = {
  merged: MergedChunk[];
  templates: TemplateGeometry[];
  instances: InstanceBlock[];
  elements: ElementsDelta;
};

/** When the worker's stages ended (epoch ms, comparable with the page's clock): for the benchmark. */
export type WorkerTimings = {
  started: number;
  initialised: number;
  opened: number;
  firstMesh: number;
  streamed: number;
  /** Rounds of the generated warm-up building streamed before the file came. */
  warmRounds: number;
  warmed: number;
};

export type ModelInfo = {
  timings: WorkerTimings;
  /** web-ifc's coordination matrix (column-major): the re-centring applied to the geometry. */
  coordination: number[];
  schema: string;
  elementCount: number;
  /** Metres per model length unit, for quantities read from properties. */
  lengthUnitInMetres: number;
};

export type ToWorker =
  | { type: 'init'; wasmUrl: string }
  | { type: 'open'; bytes: ArrayBuffer }
  /** How far the file's download is (total 0: unknown size), so the warm-up can time its rounds. */
  | { type: 'download'; done: number; total: number }
  | { type: 'query'; requestId: number; query: WorkerQuery };

export type WorkerQuery =
  { kind: 'properties'; expressId: number } | { kind: 'spatial-tree' } | { kind: 'element-index' };

export type FromWorker =
  | { type: 'phase'; phase: 'parsing' | 'geometry' }
  | { type: 'progress'; done: number; total: number }
  | { type: 'batch'; batch: GeometryBatch; total: number }
  | { type: 'done'; info: ModelInfo }
  | { type: 'failed'; error: LoadError }
  | { type: 'answer'; requestId: number; ok: true; data: unknown }
  | { type: 'answer'; requestId: number; ok: false; message: string };

/** Every transferable buffer of a batch, so postMessage moves rather than copies them. */
export function batchTransferables(batch: GeometryBatch): ArrayBuffer[] {
  const out: ArrayBuffer[] = [];
  const add = (a: { buffer: ArrayBufferLike }) => {
    if (a.buffer instanceof ArrayBuffer) out.push(a.buffer);
  };
  for (const m of batch.merged)
    [m.positions, m.normals, m.colors, m.elementIds, m.indices].forEach(add);
  for (const t of batch.templates) [t.positions, t.normals, t.indices].forEach(add);
  for (const i of batch.instances) [i.matrices, i.colors, i.elementIds].forEach(add);
  [batch.elements.expressIds, batch.elements.boxes].forEach(add);
  return out;
}
