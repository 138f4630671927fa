import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type CreateOrderBody } from '../../src/api/contract/orders';
import type { Product } from '../../src/api/contract/products';
import {
  orderLineTakeoffSchema,
  takeoffChangesSchema,
  takeoffMatchesSchema,
  takeoffSuggestionsSchema,
  type TakeoffSource,
} from '../../src/api/contract/takeoff';
import { modelElements } from '../../server/db/schema/models';
import { categories } from '../../server/db/schema/reference';
import { createProduct } from '../support/catalogue';
import { actingAs, buildUser } from '../support/factories';
import { createProject, upload } from '../support/files';
import { pdfText } from '../support/pdf-text';
import type { TestClient } from '../support/http-client';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { drain, testRunner, uploadModel, type Uploaded } from '../support/models';
import { buildTestApp, type TestApp } from '../support/test-app';

/**
 * Take-off from the model (issue 20): the model is the factory's room of four walls (5 × 4 m,
 * stable GlobalIds), as in tests/server/models.test.ts; version 2 moves « Mur sud » and deletes
 * « Mur est ».
 */
const walls = roomWalls(5000, 4000);
const version2 = () =>
  buildIfc({
    stableIds: true,
    walls: walls
      .filter((w) => w.name !== 'Mur est')
      .map((w) =>
        w.name === 'Mur sud'
          ? { ...w, start: [w.start[0], w.start[1] + 1000] as [number, number] }
          : w,
      ),
  });

describe('take-off from the model (issue 20)', () => {
  let t: TestApp;
  let pro: TestClient;
  let stranger: TestClient;
  let fab: TestClient;
  let projectId: string;
  let otherProjectId: string;
  let model: Uploaded;
  let foreignModel: Uploaded;
  let block: Product;
  let door: Product;
  let paint: Product;
  let wallIds: Record<string, string>;

  const category = async (nameEn: string) =>
    (await t.database.db.select().from(categories).where(eq(categories.nameEn, nameEn)))[0]!;

  beforeAll(async () => {
    t = await buildTestApp();
    pro = await actingAs(t, await buildUser(t), 'en');
    stranger = await actingAs(t, await buildUser(t), 'en');
    fab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }), 'en');
    const runner = testRunner(t);
    const project = await createProject(pro, 'Maison Benali');
    projectId = project.id;
    model = await uploadModel(
      pro,
      project.root_folder_id,
      'maison.ifc',
      await buildIfc({ stableIds: true, walls }),
    );
    const other = await createProject(pro, 'Autre chantier');
    otherProjectId = other.id;
    foreignModel = await uploadModel(
      pro,
      other.root_folder_id,
      'autre.ifc',
      await buildIfc({ stableIds: true, walls }),
    );
    await drain(runner);
    const rows = await t.database.db
      .select()
      .from(modelElements)
      .where(and(eq(modelElements.versionId, model.version.id)));
    wallIds = Object.fromEntries(
      rows
        .filter((r) => r.globalId && r.ifcClass.startsWith('IfcWall'))
        .map((r) => [r.name, r.globalId!]),
    );
    const blocks = await category('Blocks and bricks');
    block = await createProduct(fab, {
      name_fr: 'Bloc béton creux 20',
      name_en: 'Hollow concrete block 20',
      unit: 'm2',
      price_cents: 150_000,
      category_id: blocks.parentId,
      sub_category_id: blocks.id,
      status: 'published',
    });
    const doors = await category('Interior doors');
    door = await createProduct(fab, {
      name_fr: 'Porte intérieure chêne',
      unit: 'piece',
      category_id: doors.parentId,
      sub_category_id: doors.id,
      status: 'published',
    });
    paint = await createProduct(fab, {
      name_fr: 'Peinture pour mur intérieur',
      unit: 'm2',
      tags: ['mur'],
      status: 'published',
    });
  });
  afterAll(() => t.close());

  const source = (over: Partial<TakeoffSource> = {}): TakeoffSource => ({
    file_id: model.file.id,
    version: 1,
    global_ids: Object.values(wallIds),
    group: { ifc_class: 'IfcWall', name: 'Mur 20', key: 'IfcWall|Mur 20' },
    quantity_kind: 'area',
    measured: 40.5,
    computed: false,
    waste_percent: 5,
    ...over,
  });
  const orderBody = (lines: CreateOrderBody['lines'], over: Partial<CreateOrderBody> = {}) => ({
    lines,
    project_id: projectId,
    wilaya_id: 16,
    commune: 'Bab Ezzouar',
    address: '12 rue des Frères',
    ...over,
  });

  it('finds the four walls of the model by GlobalId', () => {
    expect(Object.keys(wallIds).sort()).toEqual(['Mur est', 'Mur nord', 'Mur ouest', 'Mur sud']);
  });

  it('remembers the product chosen per group and project; strangers and other projects see nothing', async () => {
    const path = `/api/projects/${projectId}/takeoff/matches`;
    expect(takeoffMatchesSchema.parse((await pro.get(path)).json()).data).toEqual([]);
    const saved = await pro.put(path, {
      matches: [
        { group_key: 'IfcWall|Mur 20', product_id: paint.id, waste_percent: 3 },
        { group_key: 'IfcDoor|P1', product_id: door.id },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await pro.put(path, {
      matches: [{ group_key: 'IfcWall|Mur 20', product_id: block.id, waste_percent: 5 }],
    });
    const data = takeoffMatchesSchema.parse(again.json()).data;
    expect(data).toHaveLength(2);
    expect(data.find((m) => m.group_key === 'IfcWall|Mur 20')).toMatchObject({
      product_id: block.id,
      waste_percent: 5,
      product: { id: block.id, unit: 'm2' },
    });
    expect(data.find((m) => m.group_key === 'IfcDoor|P1')?.waste_percent).toBe(0);
    // Another project of the same professional keeps its own.
    const other = await pro.get(`/api/projects/${otherProjectId}/takeoff/matches`);
    expect(takeoffMatchesSchema.parse(other.json()).data).toEqual([]);
    // Strangers (and manufacturers) get 404 or the audience's refusal, never the matches.
    expect((await stranger.get(path)).statusCode).toBe(404);
    expect(
      (await stranger.put(path, { matches: [{ group_key: 'x', product_id: block.id }] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await stranger.get(`${path.replace('matches', 'suggestions')}?ifc_class=IfcWall`))
        .statusCode,
    ).toBe(404);
    expect((await fab.get(path)).statusCode).toBe(403);
    // A product that is not published: 422 naming it.
    const draft = await createProduct(fab, { name_fr: 'Brouillon' });
    const bad = await pro.put(path, { matches: [{ group_key: 'k', product_id: draft.id }] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['matches.0.product_id']);
  });

  it('ranks suggestions: remembered, used before in the project, then category fit and name', async () => {
    const path = `/api/projects/${projectId}/takeoff/suggestions`;
    const walls = takeoffSuggestionsSchema.parse(
      (
        await pro.get(`${path}?ifc_class=IfcWallStandardCase&name=Mur&group_key=IfcWall|Mur 20`)
      ).json(),
    ).data;
    expect(walls[0]).toMatchObject({ product: { id: block.id }, reason: 'remembered' });
    expect(walls.find((s) => s.product.id === door.id)?.reason).toBe('previous');
    expect(walls.find((s) => s.product.id === paint.id)?.reason).toBe('name');
    // In another project, nothing is remembered: the category fit leads, then the name.
    const fresh = takeoffSuggestionsSchema.parse(
      (
        await pro.get(
          `/api/projects/${otherProjectId}/takeoff/suggestions?ifc_class=IfcWall&name=Mur`,
        )
      ).json(),
    ).data;
    expect(fresh.map((s) => s.product.id)).toEqual([block.id, paint.id]);
    expect(fresh[0]!.reason).toBe('category');
    const doors = takeoffSuggestionsSchema.parse(
      (
        await pro.get(`/api/projects/${otherProjectId}/takeoff/suggestions?ifc_class=IfcDoor`)
      ).json(),
    ).data;
    expect(doors.map((s) => s.product.id)).toEqual([door.id]);
  });

  it('round-trips an order whose lines carry a take-off; « show in model » for its professional only', async () => {
    const res = await pro.post(
      '/api/orders',
      orderBody([
        { product_id: block.id, quantity: 42.53, source: source() },
        { product_id: door.id, quantity: 2 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = orderSchema.parse(res.json());
    expect(order.lines[0]!.source).toEqual({
      file_id: model.file.id,
      version: 1,
      group: { ifc_class: 'IfcWall', name: 'Mur 20', key: 'IfcWall|Mur 20' },
      quantity_kind: 'area',
      measured: 40.5,
      computed: false,
      waste_percent: 5,
      element_count: 4,
    });
    expect(order.lines[1]!.source).toBeNull();
    // The manufacturer reads the take-off (counts, not the elements).
    const seen = orderSchema.parse((await fab.get(`/api/orders/${order.id}`)).json());
    expect(seen.lines[0]!.source?.element_count).toBe(4);
    const line = order.lines[0]!.id;
    const takeoff = orderLineTakeoffSchema.parse(
      (await pro.get(`/api/orders/${order.id}/lines/${line}/takeoff`)).json(),
    );
    expect(takeoff).toMatchObject({ project_id: projectId, file_id: model.file.id, version: 1 });
    expect(takeoff.global_ids.sort()).toEqual(Object.values(wallIds).sort());
    expect((await fab.get(`/api/orders/${order.id}/lines/${line}/takeoff`)).statusCode).toBe(403);
    expect((await stranger.get(`/api/orders/${order.id}/lines/${line}/takeoff`)).statusCode).toBe(
      404,
    );
    expect(
      (await pro.get(`/api/orders/${order.id}/lines/${order.lines[1]!.id}/takeoff`)).statusCode,
    ).toBe(404);
    const changes = takeoffChangesSchema.parse(
      (await pro.get(`/api/orders/${order.id}/takeoff/changes`)).json(),
    );
    expect(changes.lines).toEqual([
      {
        line_id: line,
        file_id: model.file.id,
        version: 1,
        latest_version: 1,
        status: 'current',
        changed: [],
        disappeared: [],
      },
    ]);
    expect((await stranger.get(`/api/orders/${order.id}/takeoff/changes`)).statusCode).toBe(404);
  });

  it('prints under a taken-off line of the order PDF its origin, in fr, en and ar', async () => {
    const res = await pro.post(
      '/api/orders',
      orderBody([
        { product_id: block.id, quantity: 42.53, source: source({ waste_percent: 7.5 }) },
        {
          product_id: paint.id,
          quantity: 12,
          source: source({ computed: true, global_ids: [wallIds['Mur nord']!] }),
        },
        { product_id: door.id, quantity: 2 },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = orderSchema.parse(res.json());
    const text = async (lng: string) =>
      pdfText((await pro.get(`/api/orders/${order.id}/pdf?lang=${lng}`)).rawPayload).replace(
        /\s+/g,
        ' ',
      );
    const en = await text('en');
    expect(en).toContain(
      'Taken off from the model maison.ifc, version 1 · quantities from the IFC quantity sets · 4 elements · waste 7.5 %',
    );
    expect(en).toContain(
      'Taken off from the model maison.ifc, version 1 · quantities computed from the geometry · 1 element · waste 5 %',
    );
    // The line from the library says nothing of a model.
    expect(en.match(/Taken off from the model/g)).toHaveLength(2);
    const fr = await text('fr');
    expect(fr).toContain('Métré depuis la maquette maison.ifc, version 1 · quantités issues');
    expect(fr).toContain('des jeux de quantités IFC · 4 éléments · chutes 7,5 %');
    // Arabic, right to left: pdftotext reads the runs in the page's visual order, and the
    // Arabic letters through the font's glyphs (their dots lost): the Latin runs are checked.
    const ar = await text('ar');
    expect(ar.match(/maison\.ifc/g)).toHaveLength(2);
    expect(ar).toContain('%7,5');
    // The manufacturer's PDF says the same (the file's name, not its elements).
    const fabPdf = pdfText((await fab.get(`/api/orders/${order.id}/pdf?lang=en`)).rawPayload);
    expect(fabPdf.replace(/\s+/g, ' ')).toContain('IFC quantity sets · 4 elements');
  });

  it('refuses a take-off from another project, an unknown version, or without the project (422 naming the line)', async () => {
    const foreign = await pro.post(
      '/api/orders',
      orderBody([
        { product_id: door.id, quantity: 1 },
        { product_id: block.id, quantity: 3, source: source({ file_id: foreignModel.file.id }) },
      ]),
    );
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(['lines.1.source.file_id']);
    expect(foreign.json().errors['lines.1.source.file_id'][0]).toContain('Line 2');
    const version = await pro.post(
      '/api/orders/basket',
      orderBody([{ product_id: block.id, quantity: 3, source: source({ version: 9 }) }]),
    );
    expect(version.statusCode).toBe(422);
    expect(Object.keys(version.json().errors)).toEqual(['lines.0.source.version']);
    const noProject = await pro.post(
      '/api/orders',
      orderBody([{ product_id: block.id, quantity: 3, source: source() }], { project_id: null }),
    );
    expect(noProject.statusCode).toBe(422);
    expect(Object.keys(noProject.json().errors)).toEqual(['project_id']);
    const badId = await pro.post(
      '/api/orders',
      orderBody([{ product_id: block.id, quantity: 3, source: source({ global_ids: ['nope'] }) }]),
    );
    expect(badId.statusCode).toBe(422);
  });

  it('tells which elements changed or disappeared in the newest version, once processed', async () => {
    const res = await pro.post(
      '/api/orders',
      orderBody([{ product_id: block.id, quantity: 42.53, source: source() }]),
    );
    const order = orderSchema.parse(res.json());
    const up = await upload(
      pro,
      (await folderOf()).root,
      'maison.ifc',
      Buffer.from(await version2()),
    );
    expect(up.statusCode, up.body).toBe(201);
    const before = takeoffChangesSchema.parse(
      (await pro.get(`/api/orders/${order.id}/takeoff/changes`)).json(),
    );
    expect(before.lines[0]).toMatchObject({ status: 'not_processed', latest_version: 2 });
    await drain(testRunner(t));
    const after = takeoffChangesSchema.parse(
      (await fab.get(`/api/orders/${order.id}/takeoff/changes`)).json(),
    );
    expect(after.lines[0]).toMatchObject({
      status: 'compared',
      version: 1,
      latest_version: 2,
      changed: [wallIds['Mur sud']],
      disappeared: [wallIds['Mur est']],
    });
  });

  async function folderOf() {
    const res = await pro.get(`/api/projects/${projectId}`);
    return { root: (res.json() as { root_folder_id: string }).root_folder_id };
  }
});
