import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compareResultSchema,
  elementsPageSchema,
  modelSearchResultSchema,
  modelTreeSchema,
  processingSchema,
} from '../../src/api/contract/models';
import { fileSchema } from '../../src/api/contract/files';
import { modelElements, modelVersions } from '../../server/db/schema/models';
import { storageOrphans } from '../../server/db/schema/files';
import { actingAs, buildUser } from '../support/factories';
import { createProject, PDF, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildIfc, roomWalls, stableGlobalId } from '../support/ifc-model-factory';
import { drain, framesOf, testRunner, uploadModel, type Uploaded } from '../support/models';
import { buildTestApp, type TestApp } from '../support/test-app';

const walls = roomWalls(5000, 4000);
const version1 = () =>
  buildIfc({
    stableIds: true,
    walls: walls.map((w) => (w.name === 'Mur nord' ? { ...w, fireRating: 'REI60' } : w)),
  });
/** Version 2: « Mur sud » moved 1 m along Y, « Mur est » deleted, « Mur nord » rated REI120. */
const version2 = () =>
  buildIfc({
    stableIds: true,
    walls: walls
      .filter((w) => w.name !== 'Mur est')
      .map((w) =>
        w.name === 'Mur sud'
          ? { ...w, start: [w.start[0], w.start[1] + 1000] as [number, number] }
          : w.name === 'Mur nord'
            ? { ...w, fireRating: 'REI120' }
            : w,
      ),
  });

describe('the model service', () => {
  let t: TestApp;
  let c: TestClient;
  let stranger: TestClient;
  let projectId: string;
  let folderId: string;
  let model: Uploaded;
  let runner: ReturnType<typeof testRunner>;
  const base = () => `/api/files/${model.file.id}/versions/1`;

  beforeAll(async () => {
    t = await buildTestApp();
    c = await actingAs(t, await buildUser(t), 'en');
    stranger = await actingAs(t, await buildUser(t), 'en');
    const project = await createProject(c, 'Maison Benali');
    projectId = project.id;
    folderId = project.root_folder_id;
    runner = testRunner(t);
    model = await uploadModel(c, folderId, 'maison.ifc', await version1());
  });
  afterAll(async () => {
    await t.close();
  });

  it('queues an uploaded IFC version, shown queued in the folder and before processing answers 409', async () => {
    const listed = fileSchema.array().parse((await c.get(`/api/folders/${folderId}/files`)).json());
    expect(listed[0]?.processing).toEqual({ state: 'queued', progress: 0, error: null });
    const state = processingSchema.parse((await c.get(`${base()}/processing`)).json());
    expect(state.state).toBe('queued');
    expect((await c.get(`${base()}/tree`)).statusCode).toBe(409);
    expect((await c.get(`${base()}/geometry`)).statusCode).toBe(409);
  });

  it('processes it in a worker thread: counts, elements with their properties, tree and index', async () => {
    await drain(runner);
    const state = processingSchema.parse((await c.get(`${base()}/processing`)).json());
    expect(state).toMatchObject({ state: 'ready', progress: 1, error: null });
    expect(state.stats).toMatchObject({ schema: 'IFC4', element_count: 4, mesh_count: 4 });
    // Site, building, storey and the four walls (the project is not a product).
    expect(state.stats?.product_count).toBe(7);

    const walls = elementsPageSchema.parse(
      (await c.get(`${base()}/elements?class=IfcWall&with=properties`)).json(),
    );
    expect(walls.meta.total).toBe(4);
    expect(walls.data.map((e) => e.element_index).sort()).toEqual([0, 1, 2, 3]);
    const nord = walls.data.find((e) => e.name === 'Mur nord')!;
    expect(nord.global_id).toBe(stableGlobalId('wall:Mur nord'));
    const pset = nord.properties?.propertySets.find((p) => p.name === 'Pset_WallCommon');
    expect(pset?.properties).toContainEqual({ name: 'FireRating', value: 'REI60' });
    // 5000 mm, in metres.
    expect(nord.properties?.quantities[0]?.properties).toContainEqual({
      name: 'Length',
      value: 5,
      unit: 'm',
    });

    const one = (await c.get(`${base()}/elements/${nord.global_id}`)).json();
    expect(one).toMatchObject({ name: 'Mur nord', class: 'IfcWall', category: 'element' });
    expect((await c.get(`${base()}/elements/0000000000000000000000`)).statusCode).toBe(404);

    const { tree, index } = modelTreeSchema.parse((await c.get(`${base()}/tree`)).json());
    expect(tree[0]?.type).toBe('IfcProject');
    const storey = tree[0]!.children[0]!.children[0]!.children[0]!;
    expect(storey.name).toBe('Rez-de-chaussée');
    expect(storey.children.map((n) => n.element).sort()).toEqual([0, 1, 2, 3]);
    expect(index.globalIds).toHaveLength(4);
    expect(index.types).toEqual(['IfcWall', 'IfcWall', 'IfcWall', 'IfcWall']);

    const listed = fileSchema.array().parse((await c.get(`/api/folders/${folderId}/files`)).json());
    expect(listed[0]?.processing).toEqual({ state: 'ready', progress: 1, error: null });
  });

  it('serves the geometry as frames the viewer reads, gzip-encoded or plain', async () => {
    const zipped = await c.get(`${base()}/geometry`, { 'accept-encoding': 'gzip, br' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const frames = framesOf(zipped.rawPayload, true);
    expect(frames[0]).toMatchObject({ kind: 'model', format: 1, schema: 'IFC4', elementCount: 4 });
    const ids = frames.flatMap((f) => (f.kind === 'batch' ? [...f.batch.elements.expressIds] : []));
    expect(ids).toHaveLength(4);
    const plain = await c.get(`${base()}/geometry`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(framesOf(plain.rawPayload, false)).toHaveLength(frames.length);
    const again = await c.get(`${base()}/geometry`, {
      'if-none-match': zipped.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });

  it('searches the project’s models by class, property value and text, with counts per model', async () => {
    const search = async (query: object, extra: object = {}) => {
      const res = await c.post(`/api/projects/${projectId}/models/search`, { query, ...extra });
      expect(res.statusCode, res.body).toBe(200);
      return modelSearchResultSchema.parse(res.json());
    };
    const rated = await search({
      classes: ['IfcWall'],
      conditions: [{ property: 'Pset_WallCommon.FireRating', op: 'eq', value: 'rei60' }],
    });
    expect(rated.models).toEqual([
      expect.objectContaining({ file_name: 'maison.ifc', version: 1, count: 1 }),
    ]);
    expect(rated.elements.data.map((e) => e.name)).toEqual(['Mur nord']);
    expect(
      (await search({ conditions: [{ property: 'IsExternal', value: 'true' }] })).models[0]?.count,
    ).toBe(4);
    expect((await search({ classes: ['IfcBuildingElement'] })).models[0]?.count).toBe(4);
    expect((await search({ text: 'ouest' })).elements.data.map((e) => e.name)).toEqual([
      'Mur ouest',
    ]);
    const long = await search({ conditions: [{ property: 'Length', op: 'gt', value: '4.5' }] });
    expect(long.models[0]?.count).toBe(2);
    expect(
      (await search({ conditions: [{ property: 'FireRating', op: 'exists' }] })).models[0]?.count,
    ).toBe(1);

    const bad = await c.post(`/api/projects/${projectId}/models/search`, {
      query: { conditions: [{ property: 'Length', op: 'gt', value: 'long' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty(['query.conditions.0.value']);
    const empty = await c.post(`/api/projects/${projectId}/models/search`, { query: {} });
    expect(empty.statusCode).toBe(422);

    const match = await c.post(`${base()}/elements/match`, {
      query: { conditions: [{ property: 'FireRating', op: 'contains', value: 'rei' }] },
    });
    expect(match.json()).toEqual({
      global_ids: [stableGlobalId('wall:Mur nord')],
      element_indices: [expect.any(Number)],
    });
  });

  it('keeps searches under a name for the project’s colour filters', async () => {
    const saved = await c.post(`/api/projects/${projectId}/model-searches`, {
      name: 'Murs coupe-feu',
      color: '#E53E3E',
      query: { conditions: [{ property: 'FireRating', op: 'exists' }] },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ name: 'Murs coupe-feu', color: '#e53e3e' });
    const list = (await c.get(`/api/projects/${projectId}/model-searches`)).json() as unknown[];
    expect(list).toHaveLength(1);
    expect((await stranger.get(`/api/projects/${projectId}/model-searches`)).statusCode).toBe(404);
    expect((await stranger.delete(`/api/model-searches/${saved.json().id}`)).statusCode).toBe(404);
    expect((await c.delete(`/api/model-searches/${saved.json().id}`)).statusCode).toBe(204);
  });

  it('compares two versions: exactly the moved, the deleted and the re-rated wall', async () => {
    const res = await upload(c, folderId, 'maison.ifc', Buffer.from(await version2()));
    expect(res.statusCode).toBe(201);
    await drain(runner);
    const diff = compareResultSchema.parse((await c.get(`${base()}/compare/2`)).json());
    expect(diff.summary).toEqual({
      added: 0,
      removed: 1,
      geometry: 1,
      properties: 1,
      unchanged: 4,
    });
    const by = (name: string) => diff.changes.find((x) => x.name === name);
    expect(diff.changes).toHaveLength(3);
    expect(by('Mur est')).toMatchObject({ change: 'removed', to_index: null });
    expect(by('Mur sud')).toMatchObject({ change: 'changed', geometry: true, properties: false });
    expect(by('Mur nord')).toMatchObject({ change: 'changed', geometry: false, properties: true });
    expect(by('Mur nord')?.property_changes).toEqual([
      { group: 'Pset_WallCommon', name: 'FireRating', before: 'REI60', after: 'REI120' },
    ]);

    const back = compareResultSchema.parse(
      (await c.get(`/api/files/${model.file.id}/versions/2/compare/1`)).json(),
    );
    expect(back.summary).toMatchObject({ added: 1, removed: 0 });

    const csv = await c.get(`${base()}/compare/2?format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('maison v1-v2.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('GlobalId,Class,Name,Change,Group,Property,Before,After');
    expect(lines).toContainEqual(
      `${stableGlobalId('wall:Mur nord')},IfcWall,Mur nord,Properties changed,Pset_WallCommon,FireRating,REI60,REI120`,
    );
    expect(lines).toHaveLength(4);
    const pdf = await c.get(`${base()}/compare/2?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('fails a file web-ifc cannot read with a stored reason; it still downloads', async () => {
    const text = Buffer.from(await version1())
      .toString()
      .replace(/FILE_SCHEMA\(\('IFC4'\)\)/, "FILE_SCHEMA(('IFC20_LONGFORM'))");
    const bad = await uploadModel(c, folderId, 'ancien.ifc', Buffer.from(text));
    await drain(runner);
    const state = processingSchema.parse(
      (await c.get(`/api/files/${bad.file.id}/versions/1/processing`)).json(),
    );
    expect(state).toMatchObject({
      state: 'failed',
      error: { code: 'unsupported-schema', detail: 'IFC20_LONGFORM' },
    });
    expect((await c.get(`/api/files/${bad.file.id}/versions/1/tree`)).statusCode).toBe(409);
    expect((await c.get(`/api/files/${bad.file.id}/download`)).statusCode).toBe(200);
  });

  it('processes a version again on request, replacing its geometry object (the old one is swept)', async () => {
    const [before] = await t.database.db
      .select({ key: modelVersions.geometryKey })
      .from(modelVersions)
      .where(eq(modelVersions.versionId, model.version.id));
    const res = await c.post(`${base()}/processing`);
    expect(res.statusCode).toBe(202);
    expect(res.json().state).toBe('queued');
    await drain(runner);
    const [after] = await t.database.db
      .select({ key: modelVersions.geometryKey })
      .from(modelVersions)
      .where(eq(modelVersions.versionId, model.version.id));
    expect(after?.key).not.toBe(before?.key);
    const orphans = await t.database.db.select().from(storageOrphans);
    expect(orphans.map((o) => o.key)).toContain(before!.key);
    const rows = await t.database.db
      .select()
      .from(modelElements)
      .where(eq(modelElements.versionId, model.version.id));
    expect(rows).toHaveLength(7);
  });

  it('is the file’s: 404 to a stranger on every model route, 404 for a file that is not a model', async () => {
    for (const path of ['processing', 'geometry', 'tree', 'elements', 'elements/x', 'compare/2'])
      expect((await stranger.get(`${base()}/${path}`)).statusCode, path).toBe(404);
    expect(
      (await stranger.post(`${base()}/elements/match`, { query: { text: 'x' } })).statusCode,
    ).toBe(404);
    expect(
      (await stranger.post(`/api/projects/${projectId}/models/search`, { query: { text: 'x' } }))
        .statusCode,
    ).toBe(404);
    const pdf = (await upload(c, folderId, 'plan.pdf', PDF)).json() as Uploaded;
    expect((await c.get(`/api/files/${pdf.file.id}/versions/1/processing`)).statusCode).toBe(404);
    const listed = fileSchema.array().parse((await c.get(`/api/folders/${folderId}/files`)).json());
    expect(listed.find((f) => f.name === 'plan.pdf')?.processing).toBeNull();
  });

  it('queues the geometry object for deletion with its version', async () => {
    const [row] = await t.database.db
      .select({ key: modelVersions.geometryKey })
      .from(modelVersions)
      .where(eq(modelVersions.versionId, model.version.id));
    expect((await c.delete(`/api/files/${model.file.id}`)).statusCode).toBe(204);
    const orphans = await t.database.db.select().from(storageOrphans);
    expect(orphans.map((o) => o.key)).toContain(row!.key);
    expect(
      await t.database.db
        .select()
        .from(modelElements)
        .where(eq(modelElements.versionId, model.version.id)),
    ).toHaveLength(0);
  });
});
