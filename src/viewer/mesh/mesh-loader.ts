import type { Object3D } from 'three';
import { fromCallback } from 'xstate';
import type { LoadInput, ViewerLoadEvent } from '@/machines/viewer/viewer-load.machine';
import { downloadFailure, type ModelSource } from '../session/model-source';
import { pacedProgress } from '../session/load-pacing';
import { mark, marks, type ViewerSession } from '../session/viewer-session';
import { prepareRendererDuringDownload } from '../scene/renderer';
import { MeshModel } from './mesh-model';

class ParseError extends Error {}

/** glTF binary (GLB), glTF JSON with embedded buffers, or OBJ text, told apart by content. */
export async function parseMesh(bytes: ArrayBuffer): Promise<Object3D> {
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 4));
  const isGlb = head[0] === 0x67 && head[1] === 0x6c && head[2] === 0x54 && head[3] === 0x46;
  const text = isGlb ? '' : new TextDecoder().decode(bytes);
  if (isGlb || text.trimStart().startsWith('{')) {
    const { GLTFLoader } = await import('three/addons/loaders/GLTFLoader.js');
    return new Promise((resolve, reject) =>
      new GLTFLoader().parse(
        bytes,
        '',
        (gltf) => resolve(gltf.scene),
        (err) => reject(new ParseError(err instanceof Error ? err.message : String(err))),
      ),
    );
  }
  const { OBJLoader } = await import('three/addons/loaders/OBJLoader.js');
  const group = new OBJLoader().parse(text);
  let meshes = 0;
  group.traverse((o) => {
    if ((o as { isMesh?: boolean }).isMesh) meshes++;
  });
  if (meshes === 0) throw new ParseError('no mesh');
  return group;
}

/** The `loadModel` actor for glTF/GLB and OBJ (the …/obj route). */
export function meshLoader(session: ViewerSession, source: ModelSource) {
  return fromCallback<ViewerLoadEvent, LoadInput>(({ sendBack }) => {
    const controller = new AbortController();
    let model: MeshModel | null = null;
    mark(marks.start);
    source
      .download({
        signal: controller.signal,
        onProgress: pacedProgress((p) =>
          sendBack({ type: 'load.progress', done: p.loaded, total: p.total }),
        ),
      })
      .then(async (bytes) => {
        mark(marks.downloaded);
        sendBack({ type: 'load.phase', phase: 'parsing' });
        let scene: Object3D;
        try {
          scene = await parseMesh(bytes);
        } catch (err) {
          if (!controller.signal.aborted) {
            const oom = err instanceof RangeError;
            sendBack({ type: 'load.failed', error: { code: oom ? 'out-of-memory' : 'corrupt' } });
          }
          return;
        }
        if (controller.signal.aborted) return;
        model = new MeshModel(scene, session.planes);
        session.setModel(model);
        const count = model.count;
        session.whenDrawn(
          () => {
            mark(marks.firstGeometry);
            mark(marks.ready);
          },
          () => {
            if (controller.signal.aborted) return;
            sendBack({ type: 'load.firstGeometry' });
            sendBack({ type: 'load.ready', elements: count });
          },
        );
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted)
          sendBack({ type: 'load.failed', error: downloadFailure(err) });
      });
    const releaseRenderer = prepareRendererDuringDownload();
    return () => {
      releaseRenderer();
      controller.abort();
      if (model && session.model === model) session.setModel(null);
      model?.dispose();
    };
  });
}
