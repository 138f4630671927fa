import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Validator } from 'jsonschema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ViewpointData } from '../../src/api/contract/viewer';
import { projectMembers } from '../../server/db/schema/projects';
import { personalAccessTokens } from '../../server/db/schema/access-tokens';
import { readBcfArchive } from '../../server/lib/bcf/archive';
import { actingAs, buildUser } from '../support/factories';
import { createProject, ifc, PNG, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

/** buildingSMART's schemas, unmodified (tests/fixtures/bcf-api-schemas/README.md). */
const root = join(import.meta.dirname, '../fixtures/bcf-api-schemas/Schemas');
const validator = new Validator();
const loaded = new Map<string, object>();
function schema(path: string): object {
  const file = join(root, path);
  const cached = loaded.get(file);
  if (cached) return cached;
  const s = JSON.parse(readFileSync(file, 'utf8')) as object;
  const id = `file://${file}`;
  loaded.set(file, { ...s, id });
  validator.addSchema({ ...s, id }, id);
  // Load what it refers to, relative to its folder.
  for (const ref of JSON.stringify(s).matchAll(/"\$ref":"([^"]+)"/g))
    schema(join(path, '..', ref[1]!));
  return loaded.get(file)!;
}
function conforms(value: unknown, path: string) {
  const result = validator.validate(value, schema(path));
  expect(result.errors.map((e) => `${path}: ${e.stack}`)).toEqual([]);
}

const view: ViewpointData = {
  camera: { position: [12, -8, 5], direction: [-0.7, 0.6, -0.3], up: [0, 0, 1], fov: 50 },
  clipping_planes: [{ location: [0, 0, 3], direction: [0, 0, 1] }],
  selected: ['2O2Fr$t4X7Zf8NOew3FNld'],
  hidden: ['1KeQ4TCZ18Pgjj39gkcHqm'],
  visible_only: null,
};

describe('BCF-API 3.0 with personal access tokens', () => {
  let t: TestApp;
  let owner: TestClient;
  let stranger: TestClient;
  let project: string;
  let topic: string;
  let write: string;
  let read: string;
  let memberClient: TestClient;
  let rootFolder: string;
  let firstVersion: string;
  const base = '/bcf/3.0';

  const bcf = (
    token: string | null,
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method,
      url,
      payload: payload as InjectOptions['payload'],
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  const create = async (c: TestClient, scope: string, expires: number | null = null) => {
    const res = await c.post('/api/profile/tokens', {
      name: `CI ${scope}`,
      scope,
      expires_in_days: expires,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: string; secret: string };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const ownerUser = await buildUser(t, { firstName: 'Amel', lastName: 'Haddad' });
    owner = await actingAs(t, ownerUser);
    stranger = await actingAs(t, await buildUser(t));
    const p = await createProject(owner);
    project = p.id;
    const member = await buildUser(t);
    await t.database.db
      .insert(projectMembers)
      .values({ projectId: project, userId: member.id, role: 'viewer' });
    memberClient = await actingAs(t, member);
    rootFolder = p.root_folder_id;
    const up = (await upload(owner, p.root_folder_id, 'maquette.ifc', ifc())).json();
    firstVersion = up.version.id;
    const created = await owner.post(`/api/file-versions/${up.version.id}/topics`, {
      title: 'Réservation manquante',
      topic_type: 'clash',
      topic_status: 'open',
      priority: 'high',
      labels: ['Structure'],
      assigned_to: member.email,
      due_date: '2026-12-01',
      description: 'Voir la dalle du R+2',
      viewpoint: view,
      snapshot: PNG.toString('base64'),
    });
    expect(created.statusCode).toBe(201);
    topic = created.json().id;
    await owner.post(`/api/file-versions/${up.version.id}/topics`, {
      title: 'Second',
      topic_type: 'remark',
      topic_status: 'closed',
    });
    write = (await create(owner, 'bcf:write', 30)).secret;
    read = (await create(owner, 'bcf:read')).secret;
  });
  afterAll(() => t.close());

  it('lists, creates and revokes tokens in the account; the secret is shown once', async () => {
    const made = await create(owner, 'bcf:read', 90);
    expect(made.secret).toMatch(/^ouv_pat_[A-Za-z0-9_-]{43}$/);
    const listed = (await owner.get('/api/profile/tokens')).json() as Record<string, unknown>[];
    expect(listed.map((l) => l.id)).toContain(made.id);
    expect(JSON.stringify(listed)).not.toContain('ouv_pat_');
    const [row] = await t.database.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.id, made.id));
    expect(row!.tokenHash).not.toContain(made.secret);
    expect((await stranger.delete(`/api/profile/tokens/${made.id}`)).statusCode).toBe(404);
    expect((await owner.delete(`/api/profile/tokens/${made.id}`)).statusCode).toBe(204);
    expect((await bcf(made.secret, 'GET', `${base}/projects`)).statusCode).toBe(401);
    const bad = await owner.post('/api/profile/tokens', {
      name: '',
      scope: 'x',
      expires_in_days: 7,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['expires_in_days', 'name', 'scope']);
  });

  it('answers versions and auth to anyone, and the current user to a token', async () => {
    const versions = await bcf(null, 'GET', '/bcf/versions');
    expect(versions.json().versions[0]).toMatchObject({ api_id: 'bcf', version_id: '3.0' });
    const auth = (await bcf(null, 'GET', `${base}/auth`)).json();
    expect(auth).toMatchObject({ http_basic_supported: false, supported_oauth2_flows: [] });
    const me = await bcf(write, 'GET', `${base}/current-user`);
    conforms(me.json(), 'User/user_GET.json');
    expect(me.json().name).toBe('Amel Haddad');
  });

  it('serves projects, extensions, topics, comments and viewpoints as the schemas say', async () => {
    const projects = (await bcf(read, 'GET', `${base}/projects`)).json() as unknown[];
    expect(projects).toHaveLength(1);
    for (const p of projects) conforms(p, 'Project/project_GET.json');
    conforms(
      (await bcf(read, 'GET', `${base}/projects/${project}`)).json(),
      'Project/project_GET.json',
    );
    const ext = (await bcf(read, 'GET', `${base}/projects/${project}/extensions`)).json();
    conforms(ext, 'Project/extensions_GET.json');
    expect(ext.topic_label).toEqual(['Structure']);
    expect(ext.users).toHaveLength(2);

    const topics = (await bcf(read, 'GET', `${base}/projects/${project}/topics`)).json() as {
      guid: string;
    }[];
    expect(topics).toHaveLength(2);
    for (const tp of topics) conforms(tp, 'Collaboration/Topic/topic_GET.json');
    const one = (await bcf(read, 'GET', `${base}/projects/${project}/topics/${topic}`)).json();
    conforms(one, 'Collaboration/Topic/topic_GET.json');
    expect(one).toMatchObject({
      title: 'Réservation manquante',
      topic_type: 'clash',
      labels: ['Structure'],
    });

    const tUrl = `${base}/projects/${project}/topics/${topic}`;
    const vps = (await bcf(read, 'GET', `${tUrl}/viewpoints`)).json() as { guid: string }[];
    expect(vps).toHaveLength(1);
    conforms(vps[0], 'Collaboration/Viewpoint/viewpoint_GET.json');
    const vUrl = `${tUrl}/viewpoints/${vps[0]!.guid}`;
    const vp = (await bcf(read, 'GET', vUrl)).json();
    conforms(vp, 'Collaboration/Viewpoint/viewpoint_GET.json');
    expect(vp.perspective_camera.field_of_view).toBe(50);
    expect(vp.snapshot).toEqual({ snapshot_type: 'png' });
    const selection = (await bcf(read, 'GET', `${vUrl}/selection`)).json();
    conforms(selection, 'Collaboration/Viewpoint/selection_GET.json');
    expect(selection.selection[0].ifc_guid).toBe('2O2Fr$t4X7Zf8NOew3FNld');
    conforms(
      (await bcf(read, 'GET', `${vUrl}/coloring`)).json(),
      'Collaboration/Viewpoint/coloring_GET.json',
    );
    const visibility = (await bcf(read, 'GET', `${vUrl}/visibility`)).json();
    conforms(visibility, 'Collaboration/Viewpoint/visibility_GET.json');
    expect(visibility.visibility.default_visibility).toBe(true);
    const snap = await bcf(read, 'GET', `${vUrl}/snapshot`);
    expect(snap.headers['content-type']).toBe('image/png');
    expect(snap.rawPayload.equals(PNG)).toBe(true);
    const docs = (await bcf(read, 'GET', `${tUrl}/document_references`)).json() as unknown[];
    for (const d of docs)
      conforms(d, 'Collaboration/DocumentReference/document_reference_GET.json');
    expect((await bcf(read, 'GET', `${tUrl}/related_topics`)).json()).toEqual([]);
    expect((await bcf(read, 'GET', `${vUrl.slice(0, -8)}00000000/snapshot`)).statusCode).toBe(404);
  });

  it('writes topics and comments through the viewer’s rules; a read-only token gets 403', async () => {
    const tUrl = `${base}/projects/${project}/topics/${topic}`;
    const post = { comment: 'Reprise prévue lundi', viewpoint_guid: null };
    conforms(post, 'Collaboration/Comment/comment_POST.json');
    expect((await bcf(read, 'POST', `${tUrl}/comments`, post)).statusCode).toBe(403);
    const made = await bcf(write, 'POST', `${tUrl}/comments`, post);
    expect(made.statusCode).toBe(201);
    conforms(made.json(), 'Collaboration/Comment/comment_GET.json');
    const cUrl = `${tUrl}/comments/${made.json().guid}`;
    const put = { comment: 'Reprise prévue mardi' };
    conforms(put, 'Collaboration/Comment/comment_PUT.json');
    const edited = await bcf(write, 'PUT', cUrl, put);
    conforms(edited.json(), 'Collaboration/Comment/comment_GET.json');
    expect(edited.json().comment).toBe('Reprise prévue mardi');
    const list = (await bcf(read, 'GET', `${tUrl}/comments`)).json() as unknown[];
    expect(list).toHaveLength(1);
    for (const c of list) conforms(c, 'Collaboration/Comment/comment_GET.json');
    conforms((await bcf(read, 'GET', cUrl)).json(), 'Collaboration/Comment/comment_GET.json');

    const topicPut = {
      title: 'Réservation à créer',
      topic_type: 'clash',
      topic_status: 'in_progress',
      priority: 'critical',
      labels: ['Structure', 'Lot 03'],
      assigned_to: null,
      description: 'Dalle R+2',
      due_date: '2026-12-15T00:00:00Z',
    };
    conforms(topicPut, 'Collaboration/Topic/topic_PUT.json');
    expect((await bcf(read, 'PUT', tUrl, topicPut)).statusCode).toBe(403);
    const changed = await bcf(write, 'PUT', tUrl, topicPut);
    expect(changed.statusCode).toBe(200);
    conforms(changed.json(), 'Collaboration/Topic/topic_GET.json');
    expect(changed.json()).toMatchObject({
      title: 'Réservation à créer',
      topic_status: 'in_progress',
    });
    // The viewer sees the same topic.
    expect((await owner.get(`/api/topics/${topic}`)).json().title).toBe('Réservation à créer');
    const invalid = await bcf(write, 'PUT', tUrl, { title: '' });
    expect(invalid.statusCode).toBe(422);
    conforms(invalid.json(), 'error.json');

    expect((await bcf(write, 'DELETE', cUrl)).statusCode).toBe(200);
    expect((await bcf(read, 'GET', cUrl)).statusCode).toBe(404);
  });

  it('pages, filters and sorts topics', async () => {
    const url = `${base}/projects/${project}/topics`;
    const get = async (q: string) =>
      ((await bcf(read, 'GET', `${url}?${q}`)).json() as { title: string }[]).map((x) => x.title);
    expect(await get('$top=1')).toHaveLength(1);
    expect(await get('$top=1&$skip=1')).toEqual(['Second']);
    expect(await get('$orderby=creation_date desc')).toEqual(['Second', 'Réservation à créer']);
    expect(await get(`$filter=${encodeURIComponent("topic_status eq 'closed'")}`)).toEqual([
      'Second',
    ]);
    expect(
      await get(`$filter=${encodeURIComponent("labels eq 'Lot 03' or topic_type eq 'remark'")}`),
    ).toHaveLength(2);
    expect(
      await get(`$filter=${encodeURIComponent('creation_date gt 2999-01-01T00:00:00Z')}`),
    ).toEqual([]);
    const unsupported = await bcf(
      read,
      'GET',
      `${url}?$filter=${encodeURIComponent('title ne 1')}`,
    );
    expect(unsupported.statusCode).toBe(422);
    conforms(unsupported.json(), 'error.json');
  });

  it('answers CORS preflights on /bcf only', async () => {
    const pre = await bcf(null, 'OPTIONS', `${base}/projects`, undefined, {
      origin: 'https://bcf-client.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Authorization/);
    const got = await bcf(read, 'GET', `${base}/projects`, undefined, {
      origin: 'https://x.example',
    });
    expect(got.headers['access-control-allow-origin']).toBe('*');
    const api = await bcf(null, 'OPTIONS', '/api/projects', undefined, {
      origin: 'https://x.example',
    });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses foreign, revoked, expired and garbage tokens, and tokens on api/*', async () => {
    const foreign = (await create(stranger, 'bcf:write')).secret;
    for (const path of ['', '/topics', `/topics/${topic}`, `/topics/${topic}/comments`]) {
      const res = await bcf(foreign, 'GET', `${base}/projects/${project}${path}`);
      expect(res.statusCode, path).toBe(404);
      conforms(res.json(), 'error.json');
    }
    expect((await bcf(foreign, 'GET', `${base}/projects`)).json()).toEqual([]);
    expect(
      (await bcf(foreign, 'DELETE', `${base}/projects/${project}/topics/${topic}`)).statusCode,
    ).toBe(404);

    const expiring = await create(owner, 'bcf:read', 30);
    await t.database.db
      .update(personalAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(personalAccessTokens.id, expiring.id));
    for (const token of [expiring.secret, 'ouv_pat_garbage', 'nonsense']) {
      const res = await bcf(token, 'GET', `${base}/projects`);
      expect(res.statusCode).toBe(401);
      conforms(res.json(), 'error.json');
    }
    // Never on api/*: a token is no session (401), and writes still need the XSRF token.
    expect((await bcf(write, 'GET', '/api/projects')).statusCode).toBe(401);
    expect((await bcf(write, 'GET', '/api/profile/tokens')).statusCode).toBe(401);
    expect((await bcf(write, 'POST', '/api/projects', { name: 'x' })).statusCode).toBe(419);
  });

  it('gives a manufacturer’s or unapproved account’s token what its session would get', async () => {
    const fab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }));
    const res = await bcf((await create(fab, 'bcf:read')).secret, 'GET', `${base}/projects`);
    expect(res.json(), res.body).toMatchObject({ reason: 'wrong_area' });
    const pending = await actingAs(t, await buildUser(t, { status: 'F' }));
    const p = await bcf((await create(pending, 'bcf:read')).secret, 'GET', `${base}/projects`);
    expect(p.json().reason).toBe('approval_pending');
  });

  it('limits failed token checks per address', async () => {
    const tries = [];
    for (let i = 0; i < 25; i++)
      tries.push(
        (
          await t.app.inject({
            method: 'GET',
            url: `${base}/projects`,
            remoteAddress: '10.9.8.7',
            headers: { authorization: 'Bearer ouv_pat_nope' },
          })
        ).statusCode,
      );
    expect(tries.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(tries.at(-1)).toBe(429);
  });
  describe('writes beyond topics and comments', () => {
    const p = () => `${base}/projects/${project}`;
    const point = (x: number, y: number, z: number) => ({ x, y, z });
    const viewpointPost = {
      guid: '6f1c1f0e-2b7a-4c3e-9d1a-0a1b2c3d4e5f',
      index: 2,
      perspective_camera: {
        camera_view_point: point(10, -5, 4),
        camera_direction: point(-1, 0.5, -0.2),
        camera_up_vector: point(0, 0, 1),
        field_of_view: 60,
        aspect_ratio: 1.5,
      },
      lines: [{ start_point: point(0, 0, 0), end_point: point(1, 1, 1) }],
      clipping_planes: [{ location: point(0, 0, 2), direction: point(0, 0, -1) }],
      snapshot: { snapshot_type: 'png', snapshot_data: PNG.toString('base64') },
      components: {
        selection: [
          { ifc_guid: '2O2Fr$t4X7Zf8NOew3FNld', originating_system: 'X', authoring_tool_id: null },
        ],
        coloring: [
          {
            color: 'FF00FF00',
            components: [
              {
                ifc_guid: '1KeQ4TCZ18Pgjj39gkcHqm',
                originating_system: null,
                authoring_tool_id: null,
              },
            ],
          },
        ],
        visibility: {
          default_visibility: true,
          exceptions: [
            {
              ifc_guid: '3vB2YO$MX4xv5uCqZZG05x',
              originating_system: null,
              authoring_tool_id: null,
            },
          ],
          view_setup_hints: {
            spaces_visible: false,
            space_boundaries_visible: false,
            openings_visible: true,
          },
        },
      },
    };
    let raised: string;
    let secondVersion: string;

    it('raises a topic on the latest model; files and files_information say which', async () => {
      const body = {
        guid: 'a245f4f2-2c01-4b3b-b612-5e456bef8116',
        topic_type: 'clash',
        topic_status: 'open',
        title: 'Gaine en conflit',
        priority: 'high',
        labels: ['CVC'],
        assigned_to: null,
        stage: 'DCE',
        reference_links: ['https://example.com/plan-12'],
        description: 'Gaine contre poutre',
        due_date: '2026-12-20',
      };
      conforms(body, 'Collaboration/Topic/topic_POST.json');
      expect((await bcf(read, 'POST', `${p()}/topics`, body)).statusCode).toBe(403);
      const made = await bcf(write, 'POST', `${p()}/topics`, body);
      expect(made.statusCode, made.body).toBe(201);
      conforms(made.json(), 'Collaboration/Topic/topic_GET.json');
      expect(made.json()).toMatchObject({
        guid: body.guid,
        stage: 'DCE',
        reference_links: body.reference_links,
        creation_author: expect.stringContaining('@'),
      });
      raised = made.json().guid;
      const again = await bcf(write, 'POST', `${p()}/topics`, body);
      expect(again.statusCode).toBe(409);
      conforms(again.json(), 'error.json');
      // A GUID as the spec's examples write them (not RFC 4122) stays the topic's BCF GUID.
      const spec = await bcf(write, 'POST', `${p()}/topics`, {
        guid: 'A245F4F2-2C01-B43B-B612-5E456BEF8116',
        title: 'Exemple',
      });
      expect(spec.statusCode).toBe(201);
      conforms(spec.json(), 'Collaboration/Topic/topic_GET.json');
      const inViewer = (await owner.get(`/api/topics/${spec.json().guid}`)).json();
      expect(inViewer.guid).toBe('a245f4f2-2c01-b43b-b612-5e456bef8116');
      expect((await bcf(write, 'DELETE', `${p()}/topics/${spec.json().guid}`)).statusCode).toBe(
        200,
      );
      // The viewer sees it on the version the BCF-API chose.
      expect((await owner.get(`/api/topics/${raised}`)).json().version_id).toBe(firstVersion);

      const files = (await bcf(read, 'GET', `${p()}/topics/${raised}/files`)).json() as unknown[];
      expect(files).toHaveLength(1);
      for (const f of files) conforms(f, 'Collaboration/File/file_GET.json');
      expect(files[0]).toMatchObject({ filename: 'maquette.ifc', reference: firstVersion });

      // A second model: newest first in files_information; PUT files moves the topic there.
      const second = (await upload(owner, rootFolder, 'structure.ifc', ifc('s1'))).json();
      secondVersion = second.version.id;
      const info = (await bcf(read, 'GET', `${p()}/files_information`)).json() as {
        file: { reference: string };
      }[];
      conforms(info, 'Collaboration/File/project_files_information_GET.json');
      expect(info.map((i) => i.file.reference)).toEqual([second.version.id, firstVersion]);
      const put = [info[0]!.file];
      for (const f of put) conforms(f, 'Collaboration/File/file_PUT.json');
      expect((await bcf(read, 'PUT', `${p()}/topics/${raised}/files`, put)).statusCode).toBe(403);
      const moved = await bcf(write, 'PUT', `${p()}/topics/${raised}/files`, put);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()[0].reference).toBe(second.version.id);
      expect((await owner.get(`/api/topics/${raised}`)).json().version_id).toBe(second.version.id);
      const wrong = await bcf(write, 'PUT', `${p()}/topics/${raised}/files`, [
        { reference: topic },
      ]);
      expect(wrong.statusCode).toBe(422);
      conforms(wrong.json(), 'error.json');

      // With a model, members may raise topics: the project says so.
      const proj = (await bcf(write, 'GET', p())).json();
      conforms(proj, 'Project/project_GET.json');
      expect(proj.authorization.project_actions).toEqual(['update', 'createTopic']);
      // The owner renames the project (project_PUT); a read-only token may not.
      const rename = { name: 'Tour Horizon — lot 2' };
      conforms(rename, 'Project/project_PUT.json');
      expect((await bcf(read, 'PUT', p(), rename)).statusCode).toBe(403);
      const renamed = await bcf(write, 'PUT', p(), rename);
      expect(renamed.statusCode, renamed.body).toBe(200);
      conforms(renamed.json(), 'Project/project_GET.json');
      expect((await owner.get(`/api/projects/${project}`)).json().name).toBe(rename.name);
      const blank = await bcf(write, 'PUT', p(), { name: ' ' });
      expect(blank.statusCode).toBe(422);
      conforms(blank.json(), 'error.json');
      const readProj = (await bcf(read, 'GET', p())).json();
      expect(readProj.authorization.project_actions).toEqual([]);
      // A project without any model has nowhere to put one.
      const empty = await createProject(owner, 'Sans maquette');
      const none = await bcf(write, 'POST', `${base}/projects/${empty.id}/topics`, { title: 'x' });
      expect(none.statusCode).toBe(422);
      conforms(none.json(), 'error.json');
      expect(
        (await bcf(write, 'GET', `${base}/projects/${empty.id}`)).json().authorization
          .project_actions,
      ).toEqual(['update']);
    });

    it('adds a viewpoint with snapshot and components, and deletes one no comment shows', async () => {
      const url = `${p()}/topics/${raised}/viewpoints`;
      conforms(viewpointPost, 'Collaboration/Viewpoint/viewpoint_POST.json');
      expect((await bcf(read, 'POST', url, viewpointPost)).statusCode).toBe(403);
      const made = await bcf(write, 'POST', url, viewpointPost);
      expect(made.statusCode, made.body).toBe(201);
      conforms(made.json(), 'Collaboration/Viewpoint/viewpoint_GET.json');
      expect(made.json()).toMatchObject({
        guid: viewpointPost.guid,
        index: 2,
        snapshot: { snapshot_type: 'png' },
        authorization: { viewpoint_actions: ['delete'] },
      });
      expect((await bcf(write, 'POST', url, viewpointPost)).statusCode).toBe(409);
      const vUrl = `${url}/${viewpointPost.guid}`;
      const selection = (await bcf(read, 'GET', `${vUrl}/selection`)).json();
      conforms(selection, 'Collaboration/Viewpoint/selection_GET.json');
      expect(selection.selection[0]).toEqual(viewpointPost.components.selection[0]);
      const coloring = (await bcf(read, 'GET', `${vUrl}/coloring`)).json();
      conforms(coloring, 'Collaboration/Viewpoint/coloring_GET.json');
      expect(coloring.coloring[0].color).toBe('FF00FF00');
      const visibility = (await bcf(read, 'GET', `${vUrl}/visibility`)).json();
      conforms(visibility, 'Collaboration/Viewpoint/visibility_GET.json');
      expect(visibility.visibility.view_setup_hints.openings_visible).toBe(true);
      const snap = await bcf(read, 'GET', `${vUrl}/snapshot`);
      expect(snap.rawPayload.equals(PNG)).toBe(true);
      // The topic had no view: the viewer now shows this one, with its snapshot.
      const seen = (await owner.get(`/api/topics/${raised}`)).json();
      expect(seen.viewpoint.camera.fov).toBe(60);
      expect(seen.snapshot_url).not.toBeNull();
      // The same topic exports with it (a BCF archive), and keeps its stage.
      expect((await bcf(read, 'GET', `${p()}/topics/${raised}`)).json().stage).toBe('DCE');

      // A snapshot alone is a viewpoint; components without a camera are not.
      const snapOnly = await bcf(write, 'POST', url, { snapshot: viewpointPost.snapshot });
      expect(snapOnly.statusCode, snapOnly.body).toBe(201);
      conforms(snapOnly.json(), 'Collaboration/Viewpoint/viewpoint_GET.json');
      const noCamera = await bcf(write, 'POST', url, { components: viewpointPost.components });
      expect(noCamera.statusCode).toBe(422);
      conforms(noCamera.json(), 'error.json');
      const badImage = await bcf(write, 'POST', url, {
        snapshot: { snapshot_type: 'jpg', snapshot_data: PNG.toString('base64') },
      });
      expect(badImage.statusCode).toBe(422);

      // A comment showing a viewpoint keeps it (409); the other one goes.
      const c = await bcf(write, 'POST', `${p()}/topics/${raised}/comments`, {
        comment: 'Vue jointe',
        viewpoint_guid: viewpointPost.guid,
      });
      expect(c.statusCode).toBe(201);
      const shown = c.json().viewpoint_guid as string;
      const kept = await bcf(write, 'DELETE', `${url}/${shown}`);
      expect(kept.statusCode).toBe(409);
      conforms(kept.json(), 'error.json');
      expect((await bcf(read, 'DELETE', `${url}/${snapOnly.json().guid}`)).statusCode).toBe(403);
      expect((await bcf(write, 'DELETE', `${url}/${snapOnly.json().guid}`)).statusCode).toBe(200);
      expect((await bcf(read, 'GET', `${url}/${snapOnly.json().guid}`)).statusCode).toBe(404);
      const list = (await bcf(read, 'GET', url)).json() as { guid: string }[];
      for (const v of list) conforms(v, 'Collaboration/Viewpoint/viewpoint_GET.json');
      expect(list.map((v) => v.guid)).toContain(viewpointPost.guid);
      expect(list.map((v) => v.guid)).not.toContain(snapOnly.json().guid);
    });

    it('adds and replaces document references, and replaces related topics', async () => {
      const url = `${p()}/topics/${raised}/document_references`;
      const post = { url: 'https://example.com/cctp-lot-05.pdf', description: 'CCTP lot 05' };
      conforms(post, 'Collaboration/DocumentReference/document_reference_POST.json');
      expect((await bcf(read, 'POST', url, post)).statusCode).toBe(403);
      const made = await bcf(write, 'POST', url, post);
      expect(made.statusCode, made.body).toBe(201);
      conforms(made.json(), 'Collaboration/DocumentReference/document_reference_GET.json');
      const put = {
        url: 'https://example.com/cctp-lot-05-B.pdf',
        description: 'CCTP lot 05, ind. B',
      };
      conforms(put, 'Collaboration/DocumentReference/document_reference_PUT.json');
      const replaced = await bcf(write, 'PUT', `${url}/${made.json().guid}`, put);
      expect(replaced.statusCode, replaced.body).toBe(200);
      conforms(replaced.json(), 'Collaboration/DocumentReference/document_reference_GET.json');
      expect(replaced.json()).toMatchObject({ guid: made.json().guid, ...put });
      const list = (await bcf(read, 'GET', url)).json() as unknown[];
      expect(list).toEqual([replaced.json()]);
      for (const d of list)
        conforms(d, 'Collaboration/DocumentReference/document_reference_GET.json');
      for (const bad of [{ description: 'rien' }, { url: 'https://x', document_guid: topic }]) {
        const res = await bcf(write, 'POST', url, bad);
        expect(res.statusCode).toBe(422);
        conforms(res.json(), 'error.json');
      }
      expect((await bcf(write, 'PUT', `${url}/${topic}`, put)).statusCode).toBe(404);

      // The project's documents are its files; a reference to one keeps its document_guid.
      const docs = (await bcf(read, 'GET', `${p()}/documents`)).json() as {
        guid: string;
        filename: string;
      }[];
      for (const d of docs) conforms(d, 'Collaboration/Document/document_GET.json');
      const model = docs.find((d) => d.filename === 'maquette.ifc')!;
      const bytes = await bcf(read, 'GET', `${p()}/documents/${model.guid}`);
      expect(bytes.statusCode).toBe(200);
      expect(bytes.rawPayload.equals(ifc())).toBe(true);
      expect(String(bytes.headers['content-disposition'])).toMatch(/^attachment/);
      const internal = { document_guid: model.guid, description: 'La maquette' };
      conforms(internal, 'Collaboration/DocumentReference/document_reference_POST.json');
      const linked = await bcf(write, 'POST', url, internal);
      expect(linked.statusCode, linked.body).toBe(201);
      conforms(linked.json(), 'Collaboration/DocumentReference/document_reference_GET.json');
      expect(linked.json()).toMatchObject({ ...internal, url: null });
      expect(((await bcf(read, 'GET', url)).json() as unknown[]).at(-1)).toEqual(linked.json());
      const unknown = await bcf(write, 'POST', url, { document_guid: topic });
      expect(unknown.statusCode).toBe(422);

      const rUrl = `${p()}/topics/${raised}/related_topics`;
      const related = [{ related_topic_guid: topic }];
      for (const r of related) conforms(r, 'Collaboration/RelatedTopic/related_topic_PUT.json');
      expect((await bcf(read, 'PUT', rUrl, related)).statusCode).toBe(403);
      const set = await bcf(write, 'PUT', rUrl, related);
      expect(set.statusCode, set.body).toBe(200);
      for (const r of set.json()) conforms(r, 'Collaboration/RelatedTopic/related_topic_GET.json');
      expect((await bcf(read, 'GET', rUrl)).json()).toEqual(related);
      // The version's BCF archive carries what the BCF-API added.
      const archive = await owner.get(`/api/file-versions/${secondVersion}/bcf?version=3.0`);
      expect(archive.statusCode).toBe(200);
      const read3 = readBcfArchive(new Uint8Array(archive.rawPayload));
      const exported = read3.topics.find((x) => x.guid === raised)!;
      expect(exported.stage).toBe('DCE');
      expect(exported.viewpoints.map((v) => v.guid)).toContain(viewpointPost.guid);
      const vp = exported.viewpoints.find((v) => v.guid === viewpointPost.guid)!;
      expect(vp.snapshot?.format).toBe('png');
      expect(vp.visInfo?.lines).toHaveLength(1);
      expect(exported.documentReferences.map((d) => d.url)).toContain(put.url);
      expect(exported.relatedTopics).toHaveLength(1);
      const self = await bcf(write, 'PUT', rUrl, [{ related_topic_guid: raised }]);
      expect(self.statusCode).toBe(422);
      expect((await bcf(write, 'PUT', rUrl, [])).json()).toEqual([]);
    });

    it("offers each caller the actions the app allows them, and hides the project's from strangers", async () => {
      const memberToken = (await create(memberClient, 'bcf:write')).secret;
      const ext = (await bcf(memberToken, 'GET', `${p()}/extensions`)).json();
      conforms(ext, 'Project/extensions_GET.json');
      expect(ext.topic_actions).toEqual(['createComment', 'createViewpoint']);
      expect(ext.comment_actions).toEqual([]);
      expect(ext.project_actions).toEqual(['createTopic']);
      expect((await bcf(memberToken, 'PUT', p(), { name: 'Non' })).statusCode).toBe(403);
      const ownerExt = (await bcf(write, 'GET', `${p()}/extensions`)).json();
      conforms(ownerExt, 'Project/extensions_GET.json');
      expect(ownerExt.topic_actions).toContain('updateDocumentReferences');
      expect(ownerExt.comment_actions).toEqual(['update', 'delete']);
      const readExt = (await bcf(read, 'GET', `${p()}/extensions`)).json();
      expect([readExt.topic_actions, readExt.comment_actions]).toEqual([[], []]);

      // The owner's topic: the member (a viewer of the project) comments, and changes nothing.
      const seen = (await bcf(memberToken, 'GET', `${p()}/topics/${raised}`)).json();
      conforms(seen, 'Collaboration/Topic/topic_GET.json');
      expect(seen.authorization.topic_actions).toEqual(['createComment', 'createViewpoint']);
      const tUrl = `${p()}/topics/${raised}`;
      expect((await bcf(memberToken, 'PUT', tUrl, { title: 'Non' })).statusCode).toBe(403);
      expect((await bcf(memberToken, 'DELETE', tUrl)).statusCode).toBe(403);
      expect((await bcf(memberToken, 'PUT', `${tUrl}/related_topics`, [])).statusCode).toBe(403);
      expect(
        (await bcf(memberToken, 'DELETE', `${tUrl}/viewpoints/${viewpointPost.guid}`)).statusCode,
      ).toBe(403);
      const theirs = await bcf(memberToken, 'POST', `${p()}/topics`, { title: 'Le mien' });
      expect(theirs.statusCode).toBe(201);
      expect(theirs.json().authorization.topic_actions).toContain('update');
      const vps = (await bcf(read, 'GET', `${tUrl}/viewpoints`)).json() as {
        authorization: { viewpoint_actions: string[] };
      }[];
      expect(vps.every((v) => v.authorization.viewpoint_actions.length === 0)).toBe(true);

      const foreign = (await create(stranger, 'bcf:write')).secret;
      for (const [method, path, body] of [
        ['GET', '/files_information', undefined],
        ['PUT', '', { name: 'x' }],
        ['POST', '/topics', { title: 'x' }],
        ['GET', `/topics/${raised}/files`, undefined],
        ['PUT', `/topics/${raised}/files`, [{ reference: firstVersion }]],
        ['POST', `/topics/${raised}/viewpoints`, { snapshot: viewpointPost.snapshot }],
        ['DELETE', `/topics/${raised}/viewpoints/${viewpointPost.guid}`, undefined],
        ['POST', `/topics/${raised}/document_references`, { url: 'https://x' }],
        ['PUT', `/topics/${raised}/related_topics`, []],
        ['GET', '/documents', undefined],
        ['GET', `/documents/${topic}`, undefined],
      ] as const) {
        const res = await bcf(foreign, method, `${p()}${path}`, body);
        expect(res.statusCode, `${method} ${path}`).toBe(404);
        conforms(res.json(), 'error.json');
      }
    });

    it('filters, sorts and pages comments; lists labels as the spec writes it', async () => {
      const url = `${p()}/topics/${raised}/comments`;
      const chosen = { guid: 'c4215f4d-ac45-4a3a-9615-aa456bef832b', comment: 'Deuxième' };
      conforms(chosen, 'Collaboration/Comment/comment_POST.json');
      const made = await bcf(write, 'POST', url, chosen);
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json().guid).toBe(chosen.guid);
      const twice = await bcf(write, 'POST', url, chosen);
      expect(twice.statusCode).toBe(409);
      conforms(twice.json(), 'error.json');
      expect((await bcf(write, 'POST', url, { guid: 'x', comment: 'y' })).statusCode).toBe(422);
      const get = async (q: string) =>
        ((await bcf(read, 'GET', `${url}?${q}`)).json() as { comment: string }[]).map(
          (c) => c.comment,
        );
      expect(await get('$orderby=date desc')).toEqual(['Deuxième', 'Vue jointe']);
      expect(await get('$top=1&$skip=1')).toEqual(['Deuxième']);
      const me = (await bcf(write, 'GET', `${base}/current-user`)).json().id as string;
      expect(await get(`$filter=${encodeURIComponent(`author eq '${me}'`)}`)).toHaveLength(2);
      expect(await get(`$filter=${encodeURIComponent('date lt 2000-01-01T00:00:00Z')}`)).toEqual(
        [],
      );
      const bad = await bcf(read, 'GET', `${url}?$orderby=author`);
      expect(bad.statusCode).toBe(422);
      const topics = (
        await bcf(
          read,
          'GET',
          `${p()}/topics?$filter=${encodeURIComponent("labels/any(label: label eq 'CVC')")}`,
        )
      ).json() as { guid: string }[];
      expect(topics.map((x) => x.guid)).toEqual([raised]);
    });

    it('answers preflights for every method it serves', async () => {
      const pre = await bcf(null, 'OPTIONS', `${p()}/topics/${raised}/viewpoints/x`, undefined, {
        origin: 'https://bcf-client.example',
        'access-control-request-method': 'DELETE',
      });
      expect(pre.statusCode).toBe(204);
      expect(String(pre.headers['access-control-allow-methods'])).toMatch(/DELETE/);
      expect(String(pre.headers['access-control-allow-methods'])).toMatch(/PUT/);
    });

    it('deletes a topic raised through the API', async () => {
      expect((await bcf(write, 'DELETE', `${p()}/topics/${raised}`)).statusCode).toBe(200);
      expect((await bcf(read, 'GET', `${p()}/topics/${raised}`)).statusCode).toBe(404);
    });
  });
});
