import type { GeometryBatch, LoadError } from '@/ifc/geometry-batch';

/**
 * Messages between the main thread and the IFC worker (ifc.worker.ts). Geometry travels as
 * transferable typed arrays, never as copies (geometry-batch.ts).
 */

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
  | { kind: 'properties'; expressId: number }
  | { kind: 'spatial-tree' }
  | { kind: 'element-index' }
  /** Quantity sets and type names of many elements (take-off), in one pass. */
  | { kind: 'takeoff'; expressIds: number[] }
  /** Every element's properties as columns (the model tree's property filter). */
  | { kind: 'property-table' };

export type FromWorker =
  | { type: 'phase'; phase: 'parsing' | 'geometry' }
  | { type: 'progress'; done: number; total: number }
  | { type: 'batch'; batch: GeometryBatch; total: number }
  | { type: 'done'; info: ModelInfo }
  | { type: 'failed'; error: LoadError }
  | { type: 'answer'; requestId: number; ok: true; data: unknown }
  | { type: 'answer'; requestId: number; ok: false; message: string };
