/**
 * A worker thread that processes one IFC file (process-model.ts) and ends: web-ifc's parse and
 * the property reading never hold the API's event loop. Progress and the result go back to the
 * runner as messages; the geometry is transferred, not copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { IfcAPI, LogLevel } from 'web-ifc';
import { processModel } from './process-model';

const port = parentPort!;
const { bytes } = workerData as { bytes: Uint8Array };
const api = new IfcAPI();
await api.Init();
api.SetLogLevel(LogLevel.LOG_LEVEL_OFF);
const outcome = processModel(api, bytes, (progress) =>
  port.postMessage({ type: 'progress', progress }),
);
const transfer = outcome.ok ? [outcome.model.geometry.buffer as ArrayBuffer] : [];
port.postMessage({ type: 'result', outcome }, transfer);
