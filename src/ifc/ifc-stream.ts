import type { IfcAPI } from 'web-ifc';
import { GeometryBatcher, type PlacedGeometryInput } from './geometry-batcher';
import { sniffIfc } from './ifc-file-sniff';
import type { GeometryBatch, LoadError } from './geometry-batch';

/**
 * When batches leave the worker: the first element alone, at once (the user sees the model begin
 * as soon as it is parsed), then on a cadence.
 */
export const cadence = {
  firstBatchMs: 0,
  batchMs: 250,
  maxPendingVertices: 1_000_000,
  progressMs: 250,
};

type Heap = { HEAPF32: Float32Array; HEAPU32: Uint32Array };

/** What the stream tells while it parses and streams (the IFC worker passes it to the page). */
export type StreamMessage =
  | { type: 'phase'; phase: 'parsing' | 'geometry' }
  | { type: 'progress'; done: number; total: number };

export type StreamSink = {
  post: (message: StreamMessage) => void;
  postBatch: (batch: GeometryBatch, total: number) => void;
  /**
   * Each element's placed geometries as they stream, before batching (their arrays view
   * web-ifc's memory: valid during the call only). The server fingerprints elements here.
   */
  onElement?: (expressId: number, geometries: readonly PlacedGeometryInput[]) => void;
};

export type Cadence = typeof cadence;

/** Opens the model and streams its geometry into batches; returns the model id, or an error. */
export function openAndStream(
  api: IfcAPI,
  input: Uint8Array,
  sink: StreamSink,
  pace: Cadence = cadence,
): { modelId: number; elementCount: number; schema: string } | { error: LoadError } {
  const sniffed = sniffIfc(input);
  if (sniffed.kind === 'unsupported-schema') {
    return { error: { code: 'unsupported-schema', detail: sniffed.schema } };
  }
  if (sniffed.kind === 'unsupported-format') {
    return { error: { code: 'unsupported-format', detail: sniffed.detail } };
  }
  if (sniffed.kind === 'corrupt') return { error: { code: 'corrupt', detail: sniffed.detail } };

  sink.post({ type: 'phase', phase: 'parsing' });
  let modelId: number;
  try {
    modelId = api.OpenModel(sniffed.bytes, {
      COORDINATE_TO_ORIGIN: true,
      ALLOW_INCOMPATIBLE_SCHEMA_ALIASES: false,
    });
  } catch (err) {
    return { error: classify(err) };
  }
  if (modelId < 0) {
    return sniffed.schema && !sniffed.schema.startsWith('IFC')
      ? { error: { code: 'unsupported-schema', detail: sniffed.schema } }
      : { error: { code: 'corrupt', detail: 'web-ifc refused the file' } };
  }
  sink.post({ type: 'phase', phase: 'geometry' });

  const batcher = new GeometryBatcher();
  const heap = () => api.wasmModule as Heap;
  let total = 0;
  let start = performance.now();
  let lastBatch = start;
  let lastProgress = start;
  let sent = 0;
  const flush = () => {
    if (!batcher.hasPending) return;
    sink.postBatch(batcher.take(), total);
    sent++;
    lastBatch = performance.now();
  };

  try {
    api.StreamAllMeshes(modelId, (mesh, index, count) => {
      if (index === 0) start = performance.now();
      total = count;
      const placed = mesh.geometries;
      const geometries: PlacedGeometryInput[] = [];
      const owned: { delete(): void }[] = [];
      for (let i = 0; i < placed.size(); i++) {
        const pg = placed.get(i);
        const geometry = api.GetGeometry(modelId, pg.geometryExpressID);
        owned.push(geometry);
        const h = heap();
        const vPtr = geometry.GetVertexData() / 4;
        const iPtr = geometry.GetIndexData() / 4;
        geometries.push({
          geometryId: pg.geometryExpressID,
          vertices: h.HEAPF32.subarray(vPtr, vPtr + geometry.GetVertexDataSize()),
          indices: h.HEAPU32.subarray(iPtr, iPtr + geometry.GetIndexDataSize()),
          matrix: pg.flatTransformation,
          color: [pg.color.x, pg.color.y, pg.color.z, pg.color.w],
        });
      }
      sink.onElement?.(mesh.expressID, geometries);
      batcher.addElement(mesh.expressID, geometries);
      for (const g of owned) g.delete();

      const now = performance.now();
      const due = sent === 0 ? pace.firstBatchMs : pace.batchMs;
      if (now - lastBatch >= due || batcher.pending >= pace.maxPendingVertices) flush();
      if (now - lastProgress >= pace.progressMs) {
        sink.post({ type: 'progress', done: index + 1, total: count });
        lastProgress = now;
      }
    });
  } catch (err) {
    api.CloseModel(modelId);
    return { error: classify(err) };
  }
  flush();
  return { modelId, elementCount: batcher.count, schema: api.GetModelSchema(modelId) };
}

/** Out of memory (wasm cannot grow, an allocation failed) or anything else: a corrupt file. */
export function classify(err: unknown): LoadError {
  const text = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  if (/memory|OOM|allocation|RangeError/i.test(text))
    return { code: 'out-of-memory', detail: text };
  return { code: 'corrupt', detail: text };
}
