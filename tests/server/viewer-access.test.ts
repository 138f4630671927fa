import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ViewpointData } from '../../src/api/contract/viewer';
import { ifc, multipart, PNG, upload } from '../support/files';
import {
  actorClients,
  actorsProject,
  shareWithRecipient,
  expectAccess,
  json,
  type AccessCall,
  type ActorClients,
  type ActorUsers,
} from '../support/access-matrix';
import { buildTestApp, type TestApp } from '../support/test-app';

/** A version with one of each item, made by the owner; `recipient` has the file shared by name. */
type World = {
  version: string;
  annotation: string;
  viewpoint: string;
  topic: string;
  comment: string;
  task: string;
  bcf: Buffer;
};

const view: ViewpointData = {
  camera: { position: [1, 2, 3], direction: [0, 1, 0], up: [0, 0, 1], fov: 60 },
  clipping_planes: [],
  selected: [],
  hidden: [],
  visible_only: null,
};

type Call = AccessCall<World>;

const read: Call['expect'] = [200, 200, 200, 200, 200, 404, 401];
const contribute: Call['expect'] = [201, 201, 201, 201, 403, 404, 401];
const moderate = (ok: number): Call['expect'] => [ok, ok, ok, 403, 403, 404, 401];

/** Every viewer endpoint, and who may call it (the file's rules: no access 404, a guest 401). */
const calls: Record<string, Call> = {
  'GET annotations': {
    method: 'GET',
    path: (w) => `/api/file-versions/${w.version}/annotations`,
    expect: read,
  },
  'POST annotation': {
    method: 'POST',
    path: (w) => `/api/file-versions/${w.version}/annotations`,
    body: json({ position: [0, 0, 0], text: 'Note' }),
    expect: contribute,
  },
  "PATCH someone else's annotation": {
    method: 'PATCH',
    path: (w) => `/api/annotations/${w.annotation}`,
    body: json({ text: 'Changed' }),
    expect: moderate(200),
  },
  "DELETE someone else's annotation": {
    method: 'DELETE',
    path: (w) => `/api/annotations/${w.annotation}`,
    expect: moderate(204),
  },
  'GET viewpoints': {
    method: 'GET',
    path: (w) => `/api/file-versions/${w.version}/viewpoints`,
    expect: read,
  },
  'GET viewpoint': { method: 'GET', path: (w) => `/api/viewpoints/${w.viewpoint}`, expect: read },
  'POST viewpoint': {
    method: 'POST',
    path: (w) => `/api/file-versions/${w.version}/viewpoints`,
    body: json({ name: 'Vue', viewpoint: view }),
    expect: contribute,
  },
  "PATCH someone else's viewpoint": {
    method: 'PATCH',
    path: (w) => `/api/viewpoints/${w.viewpoint}`,
    body: json({ name: 'Renamed' }),
    expect: moderate(200),
  },
  "DELETE someone else's viewpoint": {
    method: 'DELETE',
    path: (w) => `/api/viewpoints/${w.viewpoint}`,
    expect: moderate(204),
  },
  'GET topics': {
    method: 'GET',
    path: (w) => `/api/file-versions/${w.version}/topics`,
    expect: read,
  },
  'GET topic': { method: 'GET', path: (w) => `/api/topics/${w.topic}`, expect: read },
  'GET topic snapshot': {
    method: 'GET',
    path: (w) => `/api/topics/${w.topic}/snapshot`,
    expect: read,
  },
  'POST topic': {
    method: 'POST',
    path: (w) => `/api/file-versions/${w.version}/topics`,
    body: json({ title: 'T', topic_type: 'issue', topic_status: 'open' }),
    expect: contribute,
  },
  "PATCH someone else's topic": {
    method: 'PATCH',
    path: (w) => `/api/topics/${w.topic}`,
    body: json({ topic_status: 'closed' }),
    expect: moderate(200),
  },
  "DELETE someone else's topic": {
    method: 'DELETE',
    path: (w) => `/api/topics/${w.topic}`,
    expect: moderate(204),
  },
  'POST comment': {
    method: 'POST',
    path: (w) => `/api/topics/${w.topic}/comments`,
    body: json({ text: 'Vu' }),
    expect: contribute,
  },
  "PATCH someone else's comment": {
    method: 'PATCH',
    path: (w) => `/api/topic-comments/${w.comment}`,
    body: json({ text: 'Changed' }),
    expect: moderate(200),
  },
  "DELETE someone else's comment": {
    method: 'DELETE',
    path: (w) => `/api/topic-comments/${w.comment}`,
    expect: moderate(204),
  },
  'GET BCF export': {
    method: 'GET',
    path: (w) => `/api/file-versions/${w.version}/bcf?version=3.0`,
    expect: read,
  },
  'POST BCF import': {
    method: 'POST',
    path: (w) => `/api/file-versions/${w.version}/bcf`,
    body: (w) => multipart('topics.bcf', w.bcf),
    expect: contribute,
  },
  'GET tasks': {
    method: 'GET',
    path: (w) => `/api/file-versions/${w.version}/tasks`,
    expect: read,
  },
  'POST task': {
    method: 'POST',
    path: (w) => `/api/file-versions/${w.version}/tasks`,
    body: json({ title: 'Faire' }),
    expect: contribute,
  },
  "PATCH someone else's task": {
    method: 'PATCH',
    path: (w) => `/api/tasks/${w.task}`,
    body: json({ status: 'done' }),
    expect: moderate(200),
  },
  "DELETE someone else's task": {
    method: 'DELETE',
    path: (w) => `/api/tasks/${w.task}`,
    expect: moderate(204),
  },
};

describe('access to the viewer data (same rules as files)', () => {
  let t: TestApp;
  let users: ActorUsers;
  let clients: ActorClients;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ users, clients } = await actorClients(t));
  });
  afterAll(() => t.close());

  async function world(): Promise<World> {
    const owner = clients.owner;
    const p = await actorsProject(t, users, clients);
    const up = (await upload(owner, p.root_folder_id, 'model.ifc', ifc())).json();
    await shareWithRecipient(t, users, { projectId: p.id, fileId: up.file.id }, 'view');
    const v = up.version.id;
    const post = async (path: string, payload: Record<string, unknown>) =>
      (await owner.post(path, payload)).json().id as string;
    const topic = await post(`/api/file-versions/${v}/topics`, {
      title: 'Topic',
      topic_type: 'issue',
      topic_status: 'open',
      snapshot: PNG.toString('base64'),
    });
    return {
      version: v,
      annotation: await post(`/api/file-versions/${v}/annotations`, {
        position: [1, 1, 1],
        text: 'Owner note',
      }),
      viewpoint: await post(`/api/file-versions/${v}/viewpoints`, {
        name: 'Owner view',
        viewpoint: view,
      }),
      topic,
      comment: await post(`/api/topics/${topic}/comments`, { text: 'Owner comment' }),
      task: await post(`/api/file-versions/${v}/tasks`, { title: 'Owner task' }),
      bcf: (await owner.get(`/api/file-versions/${v}/bcf`)).rawPayload,
    };
  }

  let shared: World;
  beforeAll(async () => {
    shared = await world();
  });

  it.each(Object.entries(calls))('%s', (_name, call) => expectAccess(clients, call, shared, world));

  it('answers 404 for items that do not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const path of [
      `/api/file-versions/${missing}/topics`,
      `/api/topics/${missing}`,
      `/api/viewpoints/${missing}`,
    ]) {
      expect((await clients.owner.get(path)).statusCode).toBe(404);
    }
  });
});
