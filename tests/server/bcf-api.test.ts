import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { Validator } from 'jsonschema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ViewpointData } from '../../src/api/contract/viewer';
import { projectMembers } from '../../server/db/schema/projects';
import { personalAccessTokens } from '../../server/db/schema/access-tokens';
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
    const up = (await upload(owner, p.root_folder_id, 'maquette.ifc', ifc())).json();
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
});
