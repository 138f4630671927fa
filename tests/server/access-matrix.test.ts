import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../server/db/schema/users';
import { projectMembers } from '../../server/db/schema/projects';
import { fileVersionAccess } from '../../server/modules/projects/access';
import { buildUser } from '../support/factories';
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
  type Actor,
  type Body,
} from '../support/access-matrix';
import { buildTestApp, type TestApp } from '../support/test-app';

/** One project with everything in it; `recipient` has the file shared with them (download). */
type World = {
  project: string;
  root: string;
  folder: string;
  file: string;
  version: string;
  share: string;
  token: string;
  member: string;
};

type Call = AccessCall<World>;

const file =
  (name: string, bytes: Buffer): (() => Body) =>
  () =>
    multipart(name, bytes);

/** Every project, folder, file, version and share endpoint, and who may call it. */
const calls: Record<string, Call> = {
  'GET projects': {
    method: 'GET',
    path: () => '/api/projects',
    expect: [200, 200, 200, 200, 200, 200, 401],
  },
  'POST projects': {
    method: 'POST',
    path: () => '/api/projects',
    body: json({ name: 'New' }),
    expect: [201, 201, 201, 201, 201, 201, 401],
  },
  'GET project': {
    method: 'GET',
    path: (w) => `/api/projects/${w.project}`,
    expect: [200, 200, 200, 200, 404, 404, 401],
  },
  'PATCH project': {
    method: 'PATCH',
    path: (w) => `/api/projects/${w.project}`,
    body: json({ name: 'Renamed' }),
    expect: [200, 200, 403, 403, 404, 404, 401],
  },
  'DELETE project': {
    method: 'DELETE',
    path: (w) => `/api/projects/${w.project}`,
    expect: [204, 403, 403, 403, 404, 404, 401],
  },
  'GET parameters': {
    method: 'GET',
    path: (w) => `/api/projects/${w.project}/parameters`,
    expect: [200, 200, 200, 200, 404, 404, 401],
  },
  'PATCH parameters': {
    method: 'PATCH',
    path: (w) => `/api/projects/${w.project}/parameters`,
    body: json({ length_unit: 'cm' }),
    expect: [200, 200, 403, 403, 404, 404, 401],
  },
  'POST cover': {
    method: 'POST',
    path: (w) => `/api/projects/${w.project}/cover`,
    body: file('c.png', PNG),
    expect: [200, 200, 403, 403, 404, 404, 401],
  },
  'GET cover': {
    method: 'GET',
    path: (w) => `/api/projects/${w.project}/cover`,
    expect: [200, 200, 200, 200, 404, 404, 401],
  },
  'DELETE cover': {
    method: 'DELETE',
    path: (w) => `/api/projects/${w.project}/cover`,
    expect: [200, 200, 403, 403, 404, 404, 401],
  },
  'GET folders': {
    method: 'GET',
    path: (w) => `/api/projects/${w.project}/folders`,
    expect: [200, 200, 200, 200, 404, 404, 401],
  },
  'POST folders': {
    method: 'POST',
    path: (w) => `/api/projects/${w.project}/folders`,
    body: json({ name: 'Sub' }),
    expect: [201, 201, 201, 403, 404, 404, 401],
  },
  'GET folder': {
    method: 'GET',
    path: (w) => `/api/folders/${w.folder}`,
    expect: [200, 200, 200, 200, 404, 404, 401],
  },
  'PATCH folder': {
    method: 'PATCH',
    path: (w) => `/api/folders/${w.folder}`,
    body: json({ name: 'Other' }),
    expect: [200, 200, 200, 403, 404, 404, 401],
  },
  'DELETE folder': {
    method: 'DELETE',
    path: (w) => `/api/folders/${w.folder}`,
    expect: [204, 204, 204, 403, 404, 404, 401],
  },
  'GET collaborators': {
    method: 'GET',
    path: (w) => `/api/projects/${w.project}/collaborators`,
    expect: [200, 200, 200, 200, 404, 404, 401],
  },
  'POST collaborators': {
    method: 'POST',
    path: (w) => `/api/projects/${w.project}/collaborators`,
    body: json({ email: 'someone@example.test', role: 'viewer' }),
    expect: [201, 201, 403, 403, 404, 404, 401],
  },
  'PATCH collaborator': {
    method: 'PATCH',
    path: (w) => `/api/projects/${w.project}/collaborators/${w.member}`,
    body: json({ role: 'editor' }),
    expect: [200, 200, 403, 403, 404, 404, 401],
  },
  'DELETE collaborator': {
    method: 'DELETE',
    path: (w) => `/api/projects/${w.project}/collaborators/${w.member}`,
    expect: [204, 204, 403, 403, 404, 404, 401],
  },
  'GET folder files': {
    method: 'GET',
    path: (w) => `/api/folders/${w.folder}/files`,
    expect: [200, 200, 200, 200, 404, 404, 401],
  },
  'POST folder files': {
    method: 'POST',
    path: (w) => `/api/folders/${w.folder}/files`,
    body: file('new.ifc', ifc()),
    expect: [201, 201, 201, 403, 404, 404, 401],
  },
  'GET file': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}`,
    expect: [200, 200, 200, 200, 200, 404, 401],
  },
  'PATCH file': {
    method: 'PATCH',
    path: (w) => `/api/files/${w.file}`,
    body: json({ name: 'renamed.ifc' }),
    expect: [200, 200, 200, 403, 403, 404, 401],
  },
  'DELETE file': {
    method: 'DELETE',
    path: (w) => `/api/files/${w.file}`,
    expect: [204, 204, 204, 403, 403, 404, 401],
  },
  'GET file download': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/download`,
    expect: [200, 200, 200, 200, 200, 404, 401],
  },
  'GET versions': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/versions`,
    expect: [200, 200, 200, 200, 200, 404, 401],
  },
  'POST versions': {
    method: 'POST',
    path: (w) => `/api/files/${w.file}/versions`,
    body: file('v.ifc', ifc('next')),
    expect: [201, 201, 201, 403, 403, 404, 401],
  },
  'GET version': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/versions/1`,
    expect: [200, 200, 200, 200, 200, 404, 401],
  },
  'GET version download': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/versions/1/download`,
    expect: [200, 200, 200, 200, 200, 404, 401],
  },
  // The model service: the version is not processed here (no runner), so its model routes
  // answer 409 to whoever may see it.
  'GET version processing': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/versions/1/processing`,
    expect: [200, 200, 200, 200, 200, 404, 401],
  },
  'POST version processing': {
    method: 'POST',
    path: (w) => `/api/files/${w.file}/versions/1/processing`,
    expect: [202, 202, 202, 403, 403, 404, 401],
  },
  'GET version tree': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/versions/1/tree`,
    expect: [409, 409, 409, 409, 409, 404, 401],
  },
  'GET version elements': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/versions/1/elements`,
    expect: [409, 409, 409, 409, 409, 404, 401],
  },
  'GET version geometry': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/versions/1/geometry`,
    expect: [409, 409, 409, 409, 409, 404, 401],
  },
  'GET version compare': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/versions/1/compare/1`,
    expect: [409, 409, 409, 409, 409, 404, 401],
  },
  'POST project model search': {
    method: 'POST',
    path: (w) => `/api/projects/${w.project}/models/search`,
    body: json({ query: { text: 'mur' } }),
    expect: [200, 200, 200, 200, 404, 404, 401],
  },
  'GET project saved searches': {
    method: 'GET',
    path: (w) => `/api/projects/${w.project}/model-searches`,
    expect: [200, 200, 200, 200, 404, 404, 401],
  },
  'DELETE version': {
    method: 'DELETE',
    path: (w) => `/api/files/${w.file}/versions/1`,
    expect: [204, 204, 204, 403, 403, 404, 401],
  },
  'POST file shares': {
    method: 'POST',
    path: (w) => `/api/files/${w.file}/shares`,
    body: json({ kind: 'link' }),
    expect: [201, 201, 201, 403, 403, 404, 401],
  },
  'GET file shares': {
    method: 'GET',
    path: (w) => `/api/files/${w.file}/shares`,
    expect: [200, 200, 200, 403, 403, 404, 401],
  },
  'POST folder shares': {
    method: 'POST',
    path: (w) => `/api/folders/${w.folder}/shares`,
    body: json({ kind: 'link' }),
    expect: [201, 201, 201, 403, 404, 404, 401],
  },
  'GET folder shares': {
    method: 'GET',
    path: (w) => `/api/folders/${w.folder}/shares`,
    expect: [200, 200, 200, 403, 404, 404, 401],
  },
  'DELETE share': {
    method: 'DELETE',
    path: (w) => `/api/shares/${w.share}`,
    expect: [204, 204, 403, 403, 404, 404, 401],
  },
  'GET shared-with-me': {
    method: 'GET',
    path: () => '/api/shared-with-me',
    expect: [200, 200, 200, 200, 200, 200, 401],
  },
  'GET shared-by-me': {
    method: 'GET',
    path: () => '/api/shared-by-me',
    expect: [200, 200, 200, 200, 200, 200, 401],
  },
  'GET public share': {
    method: 'GET',
    path: (w) => `/api/shares/${w.token}`,
    expect: [200, 200, 200, 200, 200, 200, 200],
  },
  'GET public download': {
    method: 'GET',
    path: (w) => `/api/shares/${w.token}/download`,
    expect: [200, 200, 200, 200, 200, 200, 200],
  },
};

describe('access matrix: owner, collaborators by role, recipient, stranger (404), guest (401)', () => {
  let t: TestApp;
  let users: ActorUsers;
  let clients: ActorClients;
  let member: UserRow;

  beforeAll(async () => {
    t = await buildTestApp();
    ({ users, clients } = await actorClients(t));
    member = await buildUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  async function world(): Promise<World> {
    const owner = clients.owner;
    const p = await actorsProject(t, users, clients);
    await t.database.db
      .insert(projectMembers)
      .values({ projectId: p.id, userId: member.id, role: 'viewer' });
    const folder = (await owner.post(`/api/projects/${p.id}/folders`, { name: 'Lot 1' })).json().id;
    const up = (await upload(owner, folder, 'model.ifc', ifc())).json();
    const v2 = multipart('model.ifc', ifc('2'));
    await owner.post(`/api/files/${up.file.id}/versions`, v2.payload, v2.headers);
    const cover = multipart('c.png', PNG);
    await owner.post(`/api/projects/${p.id}/cover`, cover.payload, cover.headers);
    const link = (
      await owner.post(`/api/files/${up.file.id}/shares`, { kind: 'link', permission: 'download' })
    ).json();
    await shareWithRecipient(t, users, { projectId: p.id, fileId: up.file.id }, 'download');
    return {
      project: p.id,
      root: p.root_folder_id,
      folder,
      file: up.file.id,
      version: up.version.id,
      share: link.id,
      token: link.token,
      member: member.id,
    };
  }

  let shared: World;
  beforeAll(async () => {
    shared = await world();
  });

  it.each(Object.entries(calls))('%s', (_name, call) => expectAccess(clients, call, shared, world));

  it('answers other modules what each one may do with a file version', async () => {
    const expected: Record<Exclude<Actor, 'guest'>, [boolean, boolean] | null> = {
      owner: [true, true],
      admin: [true, true],
      editor: [true, true],
      viewer: [true, false],
      recipient: [true, false],
      stranger: null,
    };
    for (const [actor, rights] of Object.entries(expected)) {
      const found = await fileVersionAccess(
        t.database.db,
        users[actor as keyof typeof users].id,
        shared.version,
      );
      expect(found && [found.canRead, found.canWrite], actor).toEqual(rights);
      if (found)
        expect(found).toMatchObject({ projectId: shared.project, fileId: shared.file, number: 1 });
    }
  });
});
