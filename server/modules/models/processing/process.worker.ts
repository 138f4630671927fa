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
if (!outcome.ok) port.postMessage({ type: 'result', outcome });
else {
  // Moved, not copied, when the geometry owns its whole ArrayBuffer. A small one is a view into
  // Node's shared Buffer pool, which Node 24 refuses to transfer (DataCloneError): copy it first.
  const g = outcome.model.geometry;
  const own = g.byteOffset === 0 && g.byteLength === g.buffer.byteLength ? g : new Uint8Array(g);
  const result = { ...outcome, model: { ...outcome.model, geometry: own } };
  try {
    port.postMessage({ type: 'result', outcome: result }, [own.buffer as ArrayBuffer]);
  } catch {
    // An untransferable buffer (a pool's, whatever its size): sent as a copy instead.
    port.postMessage({ type: 'result', outcome: result });
  }
}
