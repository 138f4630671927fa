import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSchema, projectsPageSchema } from '../../src/api/contract/projects';
import { folderDetailSchema, folderSchema } from '../../src/api/contract/folders';
import { actingAs, buildUser } from '../support/factories';
import { createProject, PNG, multipart, upload, ifc } from '../support/files';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('projects and folders', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a project with its root folder, owned by the caller', async () => {
    const c = await actingAs(t, await buildUser(t, { firstName: 'Nadia' }));
    const res = await c.post('/api/projects', {
      name: 'Hôpital de Tizi',
      description: 'Extension du pavillon B',
      address: '12 rue des Oliviers',
      wilaya_id: 15,
      start_date: '2026-03-01',
      end_date: '2027-06-30',
      status: 'in_progress',
    });
    expect(res.statusCode).toBe(201);
    const p = projectSchema.parse(res.json());
    expect(p).toMatchObject({
      name: 'Hôpital de Tizi',
      wilaya_id: 15,
      status: 'in_progress',
      file_count: 0,
      folder_count: 0,
      member_count: 1,
      access: { role: 'owner', can_delete_project: true },
    });
    expect(p.owner.first_name).toBe('Nadia');
    const folders = (await c.get(`/api/projects/${p.id}/folders`)).json();
    expect(folders).toEqual([
      expect.objectContaining({ id: p.root_folder_id, is_root: true, parent_id: null }),
    ]);
  });

  it('refuses invalid projects with translated field errors', async () => {
    const c = await actingAs(t, await buildUser(t), 'en');
    const res = await c.post('/api/projects', {
      name: ' ',
      end_date: '2026-01-01',
      start_date: '2026-02-01',
      wilaya_id: 99,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['end_date', 'name']);
    const wilaya = await c.post('/api/projects', { name: 'X', wilaya_id: 99 });
    expect(wilaya.json().errors).toEqual({ wilaya_id: ['The selected value does not exist.'] });
  });

  it('lists, searches, filters and sorts my projects and those I collaborate on', async () => {
    const me = await buildUser(t);
    const c = await actingAs(t, me);
    for (const name of ['Bravo', 'alpha', 'Charlie']) await createProject(c, name);
    const other = await actingAs(t, await buildUser(t));
    const theirs = await createProject(other, 'Delta partagé');
    await other.post(`/api/projects/${theirs.id}/collaborators`, {
      email: me.email,
      role: 'viewer',
    });

    const all = projectsPageSchema.parse((await c.get('/api/projects?sort=name')).json());
    expect(all.data.map((p) => p.name)).toEqual(['alpha', 'Bravo', 'Charlie', 'Delta partagé']);
    expect(all.meta).toMatchObject({ total: 4, current_page: 1, last_page: 1 });
    expect(all.data[3]!.access.role).toBe('viewer');

    const owned = (await c.get('/api/projects?scope=owned')).json();
    expect(owned.meta.total).toBe(3);
    const shared = (await c.get('/api/projects?scope=shared')).json();
    expect(shared.data.map((p: { name: string }) => p.name)).toEqual(['Delta partagé']);
    expect((await c.get('/api/projects?q=ALPH')).json().data).toHaveLength(1);
    expect((await c.get('/api/projects?q=%25')).json().data).toHaveLength(0);
    const paged = (await c.get('/api/projects?sort=name&order=desc&per_page=2&page=2')).json();
    expect(paged.data.map((p: { name: string }) => p.name)).toEqual(['Bravo', 'alpha']);
    expect(paged.meta.last_page).toBe(2);
    // Past the last page: no row, the total still right (the list's second query).
    const past = (await c.get('/api/projects?per_page=2&page=9')).json();
    expect(past).toMatchObject({ data: [], meta: { total: 4, last_page: 2 } });

    // The same query shapes again with other values (the prepared list queries take values only).
    const bravo = all.data.find((p) => p.name === 'Bravo')!;
    expect((await c.patch(`/api/projects/${bravo.id}`, { status: 'on_hold' })).statusCode).toBe(
      200,
    );
    const onHold = (await c.get('/api/projects?status=on_hold')).json();
    expect(onHold.data.map((p: { name: string }) => p.name)).toEqual(['Bravo']);
    expect((await c.get('/api/projects?status=on_hold&q=alph')).json().data).toHaveLength(0);
    expect((await c.get('/api/projects?q=brav')).json().data).toHaveLength(1);
    expect((await other.get('/api/projects?scope=shared')).json().meta.total).toBe(0);
    expect((await other.get('/api/projects?scope=owned')).json().meta.total).toBe(1);
  });

  it('updates a project and its parameters; the root folder follows the name', async () => {
    const c = await actingAs(t, await buildUser(t));
    const p = await createProject(c, 'Ancien nom');
    const res = await c.patch(`/api/projects/${p.id}`, {
      name: 'Nouveau nom',
      description: '',
      status: 'on_hold',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Nouveau nom', description: null, status: 'on_hold' });
    const root = folderDetailSchema.parse((await c.get(`/api/folders/${p.root_folder_id}`)).json());
    expect(root.name).toBe('Nouveau nom');
    expect(root.path).toEqual([{ id: p.root_folder_id, name: 'Nouveau nom' }]);

    expect((await c.get(`/api/projects/${p.id}/parameters`)).json()).toEqual({
      length_unit: 'm',
      link_sharing: true,
      default_link_expiry_days: 30,
    });
    const params = await c.patch(`/api/projects/${p.id}/parameters`, {
      length_unit: 'mm',
      default_link_expiry_days: null,
    });
    expect(params.json()).toEqual({
      length_unit: 'mm',
      link_sharing: true,
      default_link_expiry_days: null,
    });
    expect((await c.get(`/api/projects/${p.id}`)).json().parameters.length_unit).toBe('mm');
    expect(
      (await c.patch(`/api/projects/${p.id}/parameters`, { length_unit: 'ft' })).statusCode,
    ).toBe(422);
  });

  it('sets, serves and removes a cover image checked by content', async () => {
    const c = await actingAs(t, await buildUser(t));
    const p = await createProject(c);
    const bad = multipart('cover.png', Buffer.from('not an image'));
    expect((await c.post(`/api/projects/${p.id}/cover`, bad.payload, bad.headers)).statusCode).toBe(
      422,
    );
    const good = multipart('cover.png', PNG);
    const res = await c.post(`/api/projects/${p.id}/cover`, good.payload, good.headers);
    expect(res.statusCode).toBe(200);
    const url: string = res.json().cover_url;
    expect(url).toMatch(new RegExp(`^/api/projects/${p.id}/cover\\?v=`));
    const img = await c.get(url);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    expect((await c.delete(`/api/projects/${p.id}/cover`)).json().cover_url).toBeNull();
    expect((await c.get(url)).statusCode).toBe(404);
  });

  it('builds a folder tree: create, rename, move, refuse cycles and taken names, delete with content', async () => {
    const c = await actingAs(t, await buildUser(t), 'en');
    const p = await createProject(c);
    const make = async (name: string, parent_id?: string) => {
      const res = await c.post(`/api/projects/${p.id}/folders`, { name, parent_id });
      expect(res.statusCode).toBe(201);
      return folderDetailSchema.parse(res.json());
    };
    const plans = await make('Plans');
    const archi = await make('Architecture', plans.id);
    const levels = await make('Niveaux', archi.id);
    expect(levels.path.map((c) => c.name)).toEqual([p.name, 'Plans', 'Architecture', 'Niveaux']);
    expect(
      (await c.get(`/api/folders/${plans.id}`))
        .json()
        .children.map((f: { name: string }) => f.name),
    ).toEqual(['Architecture']);

    const taken = await c.post(`/api/projects/${p.id}/folders`, { name: 'plans' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['This name is already used in this folder.']);
    expect((await c.post(`/api/projects/${p.id}/folders`, { name: 'a/b' })).statusCode).toBe(422);

    const cycle = await c.patch(`/api/folders/${plans.id}`, { parent_id: levels.id });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parent_id).toBeDefined();
    expect((await c.patch(`/api/folders/${p.root_folder_id}`, { name: 'Root' })).statusCode).toBe(
      422,
    );
    expect((await c.delete(`/api/folders/${p.root_folder_id}`)).statusCode).toBe(422);

    const moved = await c.patch(`/api/folders/${levels.id}`, {
      parent_id: p.root_folder_id,
      name: 'Étages',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().path.map((c: { name: string }) => c.name)).toEqual([p.name, 'Étages']);

    const added = await upload(c, archi.id, 'model.ifc', ifc());
    expect(added.statusCode).toBe(201);
    const tree = folderSchema.array().parse((await c.get(`/api/projects/${p.id}/folders`)).json());
    expect(tree.find((f) => f.id === archi.id)!.file_count).toBe(1);

    expect((await c.delete(`/api/folders/${plans.id}`)).statusCode).toBe(204);
    expect((await c.get(`/api/folders/${archi.id}`)).statusCode).toBe(404);
    expect((await c.get(`/api/files/${added.json().file.id}`)).statusCode).toBe(404);
    const after = (await c.get(`/api/projects/${p.id}`)).json();
    expect(after).toMatchObject({ folder_count: 1, file_count: 0, size: 0 });
  });

  it('deletes a project with everything in it (owner only)', async () => {
    const c = await actingAs(t, await buildUser(t));
    const p = await createProject(c);
    const f = (await upload(c, p.root_folder_id, 'a.ifc', ifc())).json();
    expect((await c.delete(`/api/projects/${p.id}`)).statusCode).toBe(204);
    expect((await c.get(`/api/projects/${p.id}`)).statusCode).toBe(404);
    expect((await c.get(`/api/files/${f.file.id}`)).statusCode).toBe(404);
  });
});
