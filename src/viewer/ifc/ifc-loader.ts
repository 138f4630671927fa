import { fromCallback } from 'xstate';
import type { LoadInput, ViewerLoadEvent } from '@/machines/viewer/viewer-load.machine';
import { classify } from '@/ifc/ifc-stream';
import { IfcModel } from './ifc-model';
import { ifcWarmupObjects } from './ifc-materials';
import { takeIfcWorker } from './ifc-worker-client';
import { mark, marks, type ViewerSession } from '../session/viewer-session';
import type { ModelSource } from '../session/model-source';
import { downloadFailure } from '../session/model-source';
import { delayedParsingLabel, pacedProgress } from '../session/load-pacing';
import { prepareRendererDuringDownload, renderQuality } from '../scene/renderer';

/**
 * The `loadModel` actor for IFC: starts the worker (web-ifc compiles while the file downloads),
 * downloads with progress, streams geometry into the scene, reports the first drawn geometry and
 * readiness. Its cleanup (error, retry or page left) terminates the worker and frees the model.
 */
export function ifcLoader(session: ViewerSession, source: ModelSource) {
  return fromCallback<ViewerLoadEvent, LoadInput>(({ sendBack }) =>
    startParseLoad(session, source, sendBack),
  );
}

/** The IFC file parsed in the browser (as ifcLoader); returns the load's cleanup. */
export function startParseLoad(
  session: ViewerSession,
  source: ModelSource,
  sendBack: (event: ViewerLoadEvent) => void,
): () => void {
  const controller = new AbortController();
  const client = takeIfcWorker();
  const model = new IfcModel(client, session.planes);
  session.setModel(model);
  mark(marks.start);
  let shown = false;
  let streamingShown = false;
  let failed = false;
  const fail = (error: { code: string; detail?: string }) => {
    if (failed) return;
    failed = true;
    sendBack({ type: 'load.failed', error });
  };

  const showProgress = pacedProgress((p) =>
    sendBack({ type: 'load.progress', done: p.loaded, total: p.total }),
  );
  const parsingLabel = delayedParsingLabel(() =>
    sendBack({ type: 'load.phase', phase: 'parsing' }),
  );

  source
    .download({
      signal: controller.signal,
      onProgress: (p) => {
        client.downloadProgress(p.loaded, p.total);
        showProgress(p);
      },
    })
    .then((bytes) => {
      if (controller.signal.aborted) return;
      mark(marks.downloaded);
      client.open(bytes, {
        onPhase: (phase) => {
          if (phase === 'parsing') parsingLabel.parsing();
          else parsingLabel.streaming();
        },
        // The streaming phase is named once the model's first frame is drawn, not as its
        // geometry starts: a repaint of the overlay would share (and slow) that frame.
        onProgress: (done, total) => {
          if (streamingShown) sendBack({ type: 'load.progress', done, total });
        },
        onBatch: (batch, total) => {
          try {
            model.addBatch(batch, total);
          } catch (err) {
            fail(classify(err));
            return;
          }
          session.modelGrew({ heavy: model.triangles > renderQuality().streamingTriangles });
          if (!shown) {
            shown = true;
            session.whenDrawn(
              () => mark(marks.firstGeometry),
              () => {
                if (failed || controller.signal.aborted) return;
                sendBack({ type: 'load.firstGeometry' });
                streamingShown = true;
                sendBack({ type: 'load.phase', phase: 'streaming' });
              },
            );
          }
        },
        onDone: (info) => {
          performance.mark(marks.worker, { detail: info.timings });
          model.setCoordination(info.coordination);
          session.whenDrawn(
            () => mark(marks.ready),
            () => {
              if (!failed && !controller.signal.aborted)
                sendBack({ type: 'load.ready', elements: model.count });
            },
          );
        },
        onFailed: fail,
      });
    })
    .catch((err: unknown) => {
      if (!controller.signal.aborted) fail(downloadFailure(err));
    });
  const releaseRenderer = prepareRendererDuringDownload(ifcWarmupObjects);

  return () => {
    parsingLabel.cancel();
    releaseRenderer();
    controller.abort();
    client.terminate();
    if (session.model === model) session.setModel(null);
    model.dispose();
  };
}
