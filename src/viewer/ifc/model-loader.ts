import { fromCallback } from 'xstate';
import { getFile } from '@/api/files.api';
import { getProcessing } from '@/api/models.api';
import type { LoadInput, ViewerLoadEvent } from '@/machines/viewer/viewer-load.machine';
import { fileSource } from '../session/model-source';
import type { ViewerSession } from '../session/viewer-session';
import { startParseLoad } from './ifc-loader';
import { dropPrewarmedIfcWorker } from './ifc-worker-client';
import { startProcessedLoad } from './processed-loader';

/** The version to open from the model service, or null when it is not processed (yet). */
async function processedVersion(
  fileId: string,
  version: number | undefined,
  signal: AbortSignal,
): Promise<number | null> {
  if (version === undefined) {
    const file = await getFile(fileId, signal);
    return file.processing?.state === 'ready' ? file.version : null;
  }
  const state = await getProcessing(fileId, version, signal);
  return state.state === 'ready' ? version : null;
}

/**
 * The `loadModel` actor of a project's IFC file: a processed version opens from the model
 * service (processed-loader.ts); any other (queued, processing, failed, or the check itself
 * failing) is downloaded and parsed in the browser, exactly as before the model service.
 */
export function modelLoader(session: ViewerSession, fileId: string, version?: number) {
  return fromCallback<ViewerLoadEvent, LoadInput>(({ sendBack }) => {
    const controller = new AbortController();
    let cleanup = () => {};
    const parse = () => {
      cleanup = startParseLoad(session, fileSource(fileId, version), sendBack);
    };
    processedVersion(fileId, version, controller.signal)
      .then((n) => {
        if (controller.signal.aborted) return;
        if (n === null) return parse();
        // The worker started for a parse is not needed: its warm-up would take the CPU.
        dropPrewarmedIfcWorker();
        cleanup = startProcessedLoad(session, { fileId, version: n }, sendBack);
      })
      .catch(() => {
        if (!controller.signal.aborted) parse();
      });
    return () => {
      controller.abort();
      cleanup();
    };
  });
}
