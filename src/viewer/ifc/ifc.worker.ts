/// <reference lib="webworker" />
/**
 * The IFC worker: web-ifc (single-threaded wasm, the page is not cross-origin isolated) opens the
 * model, streams its geometry to the main thread in transferable batches, then answers property
 * and tree queries while the model stays open. Terminating the worker frees everything.
 */
import { IfcAPI, LogLevel } from 'web-ifc';
import { classify, openAndStream } from '@/ifc/ifc-stream';
import { warmUp } from './ifc-warmup';
import { DownloadEta } from './download-eta';
import { Lines } from '@/ifc/ifc-lines';
import { readElementProperties, readUnits } from '@/ifc/ifc-properties';
import { readElementIndex, readSpatialTree } from '@/ifc/ifc-spatial';
import { QuantityReader } from '@/ifc/ifc-quantities';
import { readPropertyTable } from '@/ifc/ifc-property-table';
import type { PropertyColumn } from '@/ifc/property-table';
import { metricUnits, modelUnits, type ModelUnits } from '@/ifc/ifc-units';
import { batchTransferables } from '@/ifc/geometry-batch';
import {
  type FromWorker,
  type ToWorker,
  type WorkerQuery,
  type WorkerTimings,
} from './worker-protocol';

declare const self: DedicatedWorkerGlobalScope;

const now = () => performance.timeOrigin + performance.now();
const timings: WorkerTimings = {
  started: now(),
  initialised: 0,
  opened: 0,
  firstMesh: 0,
  streamed: 0,
  warmRounds: 0,
  warmed: 0,
};
const api = new IfcAPI();
let ready: Promise<void> | null = null;
/** Set when a file arrives: the warm-up stops after its current round. */
let fileWaiting = false;
/** When the file should arrive: the warm-up starts no round that would make it wait. */
const download = new DownloadEta();
let model: { id: number; lines: Lines; units: ModelUnits; quantities: QuantityReader } | null =
  null;
const expressIds: number[] = [];
let propertyTable: PropertyColumn[] | null = null;
const elementIndexOf = new Map<number, number>();

const post = (message: FromWorker, transfer: Transferable[] = []) =>
  self.postMessage(message, transfer);

/**
 * Under this size a file's own parse is short: making it wait for a warm-up round would cost more
 * than the warmed code gains. A larger file gains more from each round than it can lose waiting.
 */
const smallFileBytes = 1_000_000;

/** A small file is expected before a warm-up round of `roundMs` would end. */
function smallFileDue(roundMs: number): boolean {
  const { total } = download;
  return total > 0 && total < smallFileBytes && download.msLeft(performance.now()) < roundMs;
}

function init(wasmUrl: string): Promise<void> {
  ready ??= api
    .Init(() => wasmUrl, true)
    .then(async () => {
      api.SetLogLevel(LogLevel.LOG_LEVEL_OFF);
      timings.initialised = now();
      timings.warmRounds = await warmUp(api, (roundMs) => fileWaiting || smallFileDue(roundMs));
      timings.warmed = now();
    });
  return ready;
}

async function open(bytes: ArrayBuffer): Promise<void> {
  try {
    if (!ready) throw new Error('worker not initialised');
    await ready;
  } catch (err) {
    post({ type: 'failed', error: classify(err) });
    return;
  }
  const result = openAndStream(api, new Uint8Array(bytes), {
    post: (message) => {
      if (message.type === 'phase' && message.phase === 'geometry') timings.opened = now();
      post(message);
    },
    postBatch: (batch, total) => {
      const first = batch.elements.firstIndex;
      if (first === 0) timings.firstMesh = now();
      batch.elements.expressIds.forEach((id, i) => {
        expressIds[first + i] = id;
        elementIndexOf.set(id, first + i);
      });
      post({ type: 'batch', batch, total }, batchTransferables(batch));
    },
  });
  if ('error' in result) {
    post({ type: 'failed', error: result.error });
    return;
  }
  timings.streamed = now();
  const lines = new Lines(api, result.modelId);
  let units = metricUnits;
  try {
    units = modelUnits(readUnits(lines));
  } catch {
    // A model without a readable unit assignment is taken to be in metres.
  }
  model = { id: result.modelId, lines, units, quantities: new QuantityReader(lines, units) };
  propertyTable = null;
  post({
    type: 'done',
    info: {
      timings,
      coordination: api.GetCoordinationMatrix(result.modelId),
      schema: result.schema,
      elementCount: result.elementCount,
      lengthUnitInMetres: units.length,
    },
  });
}

function answer(query: WorkerQuery): unknown {
  if (!model) throw new Error('no model open');
  switch (query.kind) {
    case 'properties':
      return readElementProperties(model.lines, query.expressId, model.units);
    case 'spatial-tree':
      return readSpatialTree(model.lines, elementIndexOf);
    case 'element-index':
      return readElementIndex(model.lines, expressIds);
    case 'takeoff':
      return model.quantities.read(query.expressIds);
    case 'property-table':
      propertyTable ??= readPropertyTable(model.lines.api, model.id, expressIds, model.units);
      return propertyTable;
  }
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  switch (message.type) {
    case 'init':
      init(message.wasmUrl).catch(() => undefined);
      break;
    case 'download':
      download.update(message.done, message.total, performance.now());
      break;
    case 'open':
      fileWaiting = true;
      void open(message.bytes);
      break;
    case 'query':
      try {
        post({
          type: 'answer',
          requestId: message.requestId,
          ok: true,
          data: answer(message.query),
        });
      } catch (err) {
        post({
          type: 'answer',
          requestId: message.requestId,
          ok: false,
          message: err instanceof Error ? err.message : String(err),
        });
      }
      break;
  }
};
