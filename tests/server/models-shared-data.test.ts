import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import * as W from 'web-ifc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementsPageSchema, processingSchema } from '../../src/api/contract/models';
import { Lines } from '../../src/ifc/ifc-lines';
import { readElementProperties, readUnits } from '../../src/ifc/ifc-properties';
import { sniffIfc } from '../../src/ifc/ifc-file-sniff';
import { metricUnits, modelUnits } from '../../src/ifc/ifc-units';
import { actingAs, buildUser } from '../support/factories';
import { createProject } from '../support/files';
import type { TestClient } from '../support/http-client';
import { drain, testRunner, uploadModel, type Uploaded } from '../support/models';
import { buildTestApp, type TestApp } from '../support/test-app';

/** Third-party models of ../shared/data, read in place (never copied into the repository). */
const data = resolve('..', 'shared', 'data');
const present = existsSync(resolve(data, 'MANIFEST.md'));
const reason = present ? '' : ' — skipped: ../shared/data is absent in this checkout';

/** MANIFEST.md's rows: file → elements and web-ifc meshes (blank for files without counts). */
function manifest(): Map<string, { elements: number | null; meshes: number | null }> {
  const rows = new Map<string, { elements: number | null; meshes: number | null }>();
  for (const line of readFileSync(resolve(data, 'MANIFEST.md'), 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (!cells[1]?.startsWith('ifc/')) continue;
    const n = (v: string | undefined) => (v ? Number(v) : null);
    rows.set(cells[1], { elements: n(cells[4]), meshes: n(cells[6]) });
  }
  return rows;
}

/** What the browser's worker would show for an element: web-ifc's own inverse reading. */
async function browserProperties(file: string, expressIds: number[]) {
  const api = new W.IfcAPI();
  await api.Init();
  api.SetLogLevel(W.LogLevel.LOG_LEVEL_OFF);
  const sniffed = sniffIfc(new Uint8Array(readFileSync(resolve(data, file))));
  if (sniffed.kind !== 'step') throw new Error(sniffed.kind);
  const id = api.OpenModel(sniffed.bytes, { COORDINATE_TO_ORIGIN: true });
  const lines = new Lines(api, id);
  let units = metricUnits;
  try {
    units = modelUnits(readUnits(lines));
  } catch {
    /* metres */
  }
  const out = expressIds.map((e) => readElementProperties(lines, e, units));
  api.CloseModel(id);
  return out;
}

const failing: Record<string, string> = {
  'ifc/edge/IFC20_LONGFORM-unsupported.ifc': 'unsupported-schema',
  'ifc/edge/SixSpaces.ifcxml': 'unsupported-format',
};

describe.skipIf(!present)(`processing every model of ../shared/data${reason}`, () => {
  let t: TestApp;
  let c: TestClient;
  const uploaded = new Map<string, Uploaded>();
  const files = present
    ? [...manifest().keys()].filter((f) => /\.(ifc|ifcxml|ifczip)$/.test(f))
    : [];

  beforeAll(async () => {
    t = await buildTestApp({ env: { UPLOAD_MAX_BYTES: String(64 * 1024 * 1024) } });
    c = await actingAs(t, await buildUser(t));
    const project = await createProject(c, 'Modèles de référence');
    for (const f of files)
      uploaded.set(
        f,
        await uploadModel(c, project.root_folder_id, basename(f), readFileSync(resolve(data, f))),
      );
    await drain(testRunner(t));
  }, 15 * 60_000);
  afterAll(() => t?.close());

  it.each(files)('%s: the MANIFEST’s counts, or its stored reason', async (file) => {
    const up = uploaded.get(file)!;
    const state = processingSchema.parse(
      (await c.get(`/api/files/${up.file.id}/versions/1/processing`)).json(),
    );
    if (failing[file]) {
      expect(state).toMatchObject({ state: 'failed', error: { code: failing[file] } });
      return;
    }
    expect(state.state, JSON.stringify(state.error)).toBe('ready');
    const counts = manifest().get(file)!;
    if (counts.elements !== null) expect(state.stats?.element_count).toBe(counts.elements);
    if (counts.meshes !== null) expect(state.stats?.mesh_count).toBe(counts.meshes);
  });

  it.each(files.filter((f) => !failing[f] && !f.endsWith('EmptyTest.ifc')))(
    '%s: property sets equal to what web-ifc reads in the browser, for a sample of elements',
    async (file) => {
      const up = uploaded.get(file)!;
      const page = elementsPageSchema.parse(
        (
          await c.get(
            `/api/files/${up.file.id}/versions/1/elements?category=element&with=properties&per_page=1000`,
          )
        ).json(),
      );
      const step = Math.max(1, Math.floor(page.data.length / 12));
      const sample = page.data.filter((_, i) => i % step === 0).slice(0, 12);
      const browser = await browserProperties(
        file,
        sample.map((e) => e.express_id),
      );
      sample.forEach((e, i) => {
        expect(
          isDeepStrictEqual(e.properties, browser[i]),
          `${file} #${e.express_id} ${e.name}`,
        ).toBe(true);
      });
    },
    120_000,
  );
});
