import type { ViewerLoadEvent } from '@/machines/viewer/viewer-load.machine';
import { streamGeometry } from '@/api/models.api';
import { FrameReader } from '@/ifc/geometry-frames';
import { IfcModel } from './ifc-model';
import { ifcWarmupObjects } from './ifc-materials';
import { ProcessedQueries } from './processed-queries';
import { setProcessedSource } from '../processed/processed-source';
import { mark, marks, type ViewerSession } from '../session/viewer-session';
import { downloadFailure } from '../session/model-source';
import { pacedProgress } from '../session/load-pacing';
import { prepareRendererDuringDownload, renderQuality } from '../scene/renderer';

/**
 * A processed version opened from the model service: its stored geometry streams in as frames
 * (the viewer's own batches, gzip-decoded by the browser as they arrive), each added to the
 * scene as it completes, so the first part draws before the rest is in; no worker, no parse.
 * The panels read the property index; every element's properties are fetched once the model is
 * shown. Returns the load's cleanup.
 */
export function startProcessedLoad(
  session: ViewerSession,
  target: { fileId: string; version: number },
  sendBack: (event: ViewerLoadEvent) => void,
): () => void {
  const controller = new AbortController();
  const queries = new ProcessedQueries(target.fileId, target.version);
  const model = new IfcModel(queries, session.planes);
  session.setModel(model);
  setProcessedSource(session, target);
  mark(marks.start);
  const reader = new FrameReader();
  let total = 0;
  let batches = 0;
  let coordination: number[] | null = null;
  let shown = false;
  let failed = false;
  let batchesIn = 0;
  const fail = (error: { code: string; detail?: string }) => {
    if (failed || controller.signal.aborted) return;
    failed = true;
    sendBack({ type: 'load.failed', error });
  };
  const showProgress = pacedProgress((p) =>
    sendBack({ type: 'load.progress', done: p.loaded, total: p.total }),
  );

  const onChunk = (bytes: Uint8Array) => {
    for (const frame of reader.push(bytes)) {
      if (frame.kind === 'model') {
        total = frame.elementCount;
        batches = frame.batches;
        coordination = frame.coordination;
        model.states.resize(total);
        continue;
      }
      model.addBatch(frame.batch, total);
      showProgress({ loaded: ++batchesIn, total: batches });
      session.modelGrew({ heavy: model.triangles > renderQuality().streamingTriangles });
      if (!shown) {
        shown = true;
        session.whenDrawn(
          () => mark(marks.firstGeometry),
          () => {
            if (failed || controller.signal.aborted) return;
            sendBack({ type: 'load.firstGeometry' });
            sendBack({ type: 'load.phase', phase: 'streaming' });
          },
        );
      }
    }
  };

  streamGeometry(target.fileId, target.version, { signal: controller.signal, onChunk })
    .then(() => {
      if (controller.signal.aborted) return;
      if (reader.pending || !coordination) throw new Error('the geometry stream was cut short');
      mark(marks.downloaded);
      model.setCoordination(coordination);
      performance.mark(marks.processed);
      session.whenDrawn(
        () => mark(marks.ready),
        () => {
          if (failed || controller.signal.aborted) return;
          sendBack({ type: 'load.ready', elements: model.count });
          queries.prefetch().catch(() => undefined);
        },
      );
    })
    .catch((err: unknown) => {
      if (controller.signal.aborted) return;
      fail(downloadFailure(err));
    });
  const releaseRenderer = prepareRendererDuringDownload(ifcWarmupObjects);

  return () => {
    releaseRenderer();
    controller.abort();
    queries.dispose();
    setProcessedSource(session, null);
    if (session.model === model) session.setModel(null);
    model.dispose();
  };
}
