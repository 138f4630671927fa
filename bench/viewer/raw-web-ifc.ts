import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const webIfcDir = require.resolve('web-ifc/web-ifc.wasm').replace(/web-ifc\.wasm$/, '');

/**
 * The baseline: web-ifc alone in a worker of the same browser (its IIFE build, outside the
 * app's bundle): Init + OpenModel (COORDINATE_TO_ORIGIN) + StreamAllMeshes, reading every
 * geometry's vertex and index arrays as any consumer must. The model's bytes are in the worker
 * before the clock starts.
 */
const workerSource = `
importScripts('/__bench/web-ifc-api-iife.js');
onmessage = async (e) => {
  const bytes = new Uint8Array(await (await fetch(e.data)).arrayBuffer());
  const t0 = performance.now();
  const api = new WebIFC.IfcAPI();
  await api.Init(() => '/__bench/web-ifc.wasm', true);
  api.SetLogLevel(WebIFC.LogLevel.LOG_LEVEL_OFF);
  const t1 = performance.now();
  const id = api.OpenModel(bytes, { COORDINATE_TO_ORIGIN: true });
  const t2 = performance.now();
  let meshes = 0;
  api.StreamAllMeshes(id, (mesh) => {
    meshes++;
    const g = mesh.geometries;
    for (let i = 0; i < g.size(); i++) {
      const geometry = api.GetGeometry(id, g.get(i).geometryExpressID);
      api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize());
      api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize());
      geometry.delete();
    }
  });
  const t3 = performance.now();
  postMessage({ init: t1 - t0, open: t2 - t1, stream: t3 - t2, total: t3 - t0, meshes });
};`;

export type RawTiming = {
  init: number;
  open: number;
  stream: number;
  total: number;
  meshes: number;
};

export async function installRawRoutes(page: Page, modelPath: string): Promise<void> {
  const model = await readFile(modelPath);
  await page.route('**/__bench/**', async (route) => {
    const name = new URL(route.request().url()).pathname.replace('/__bench/', '');
    if (name === 'raw.html') {
      return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>raw</title>' });
    }
    if (name === 'raw-worker.js')
      return route.fulfill({ contentType: 'text/javascript', body: workerSource });
    if (name === 'model')
      return route.fulfill({ contentType: 'application/octet-stream', body: model });
    if (name === 'web-ifc-api-iife.js' || name === 'web-ifc.wasm') {
      return route.fulfill({
        contentType: name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript',
        body: await readFile(webIfcDir + name),
      });
    }
    return route.fulfill({ status: 404 });
  });
}

export async function runRaw(page: Page, baseUrl: string): Promise<RawTiming> {
  await page.goto(`${baseUrl}/__bench/raw.html`);
  return page.evaluate(
    () =>
      new Promise<RawTiming>((resolve, reject) => {
        const w = new Worker('/__bench/raw-worker.js');
        w.onmessage = (e: MessageEvent<RawTiming>) => {
          w.terminate();
          resolve(e.data);
        };
        w.onerror = (e) => reject(new Error(e.message));
        w.postMessage('/__bench/model');
      }),
  );
}
