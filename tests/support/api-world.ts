import type { UserRow } from '../../server/db/schema/users';
import { actingAs, buildUser } from './factories';
import { BCF, createProject, ifc, multipart, PNG, upload } from './files';
import type { TestClient } from './http-client';
import type { TestApp } from './test-app';

/** One project with one of everything in it, owned by `owner`, and the ids to reach them. */
export type ApiWorld = {
  project: string;
  folder: string;
  file: string;
  version: string;
  share: string;
  token: string;
  member: string;
  ownerId: string;
  strangerId: string;
  annotation: string;
  viewpoint: string;
  topic: string;
  comment: string;
  task: string;
  search: string;
  category: string;
  conversation: string;
  message: string;
  attachment: string;
  notification: string;
};

const view = {
  camera: { position: [12, -8, 5], direction: [-0.7, 0.6, -0.3], up: [0, 0, 1], fov: 50 },
  clipping_planes: [],
  selected: [],
  hidden: [],
  visible_only: null,
};

/** Bodies for the upload routes, by what they take. */
export const uploads = { ifc: () => ifc('fuzz'), png: () => PNG, bcf: () => BCF } as const;
export type UploadKind = keyof typeof uploads;
export const uploadName: Record<UploadKind, string> = {
  ifc: 'model.ifc',
  png: 'image.png',
  bcf: 'issues.bcfzip',
};

export async function buildApiWorld(
  t: TestApp,
  owner: UserRow,
  stranger: UserRow,
): Promise<ApiWorld> {
  const c: TestClient = await actingAs(t, owner);
  const created = async (path: string, body: unknown) => {
    const res = await c.post(path, body as never);
    if (res.statusCode !== 201 && res.statusCode !== 200)
      throw new Error(`${path}: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string; token?: string };
  };
  const p = await createProject(c);
  const folder = (await created(`/api/projects/${p.id}/folders`, { name: 'Lot 1' })).id;
  const up = (await upload(c, folder, 'model.ifc', ifc())).json();
  const version = up.version.id as string;
  const link = await created(`/api/files/${up.file.id}/shares`, { kind: 'link' });
  const memberUser = await buildUser(t);
  await created(`/api/projects/${p.id}/collaborators`, { email: memberUser.email, role: 'viewer' });
  const cover = multipart('c.png', PNG);
  await c.post(`/api/projects/${p.id}/cover`, cover.payload, cover.headers);
  const topic = await created(`/api/file-versions/${version}/topics`, {
    title: 'Réservation',
    topic_type: 'clash',
    topic_status: 'open',
  });
  const categories = (await c.get('/api/categories')).json() as { id: number | string }[];
  const conversation = await created('/api/conversations', { participantId: memberUser.id });
  const png = multipart('plan.png', PNG);
  const attachment = (await c.post('/api/messages/attachments', png.payload, png.headers)).json()
    .id as string;
  const message = await created(`/api/conversations/${conversation.id}/messages`, {
    body: 'Bonjour',
    attachments: [attachment],
  });
  const asMember = await actingAs(t, memberUser);
  await asMember.post(`/api/conversations/${conversation.id}/messages`, { body: 'Merci' });
  const notification = ((await c.get('/api/notifications')).json() as { data: { id: string }[] })
    .data[0]!.id;
  return {
    project: p.id,
    folder,
    file: up.file.id,
    version,
    share: link.id,
    token: link.token!,
    member: memberUser.id,
    ownerId: owner.id,
    strangerId: stranger.id,
    annotation: (
      await created(`/api/file-versions/${version}/annotations`, {
        position: [1, 2, 3],
        text: 'Fissure',
      })
    ).id,
    viewpoint: (
      await created(`/api/file-versions/${version}/viewpoints`, { name: 'Nord', viewpoint: view })
    ).id,
    topic: topic.id,
    comment: (await created(`/api/topics/${topic.id}/comments`, { text: 'Vu' })).id,
    task: (await created(`/api/file-versions/${version}/tasks`, { title: 'Reprendre' })).id,
    search: (
      await created(`/api/projects/${p.id}/model-searches`, {
        name: 'Murs',
        color: '#E53E3E',
        query: { text: 'mur' },
      })
    ).id,
    category: String(categories[0]?.id ?? 1),
    conversation: conversation.id,
    message: message.id,
    attachment,
    notification,
  };
}
