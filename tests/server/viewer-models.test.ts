import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bcfImportResultSchema,
  annotationSchema,
  savedViewpointSchema,
  taskSchema,
  topicDetailSchema,
  topicSchema,
  type ViewpointData,
} from '../../src/api/contract/viewer';
import { projectMembers } from '../../server/db/schema/projects';
import { actingAs, buildUser } from '../support/factories';
import { createProject, ifc, multipart, PNG, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

const view: ViewpointData = {
  camera: { position: [12, -8, 5], direction: [-0.7, 0.6, -0.3], up: [0, 0, 1], fov: 50 },
  clipping_planes: [{ location: [0, 0, 3], direction: [0, 0, 1] }],
  selected: ['2O2Fr$t4X7Zf8NOew3FNld'],
  hidden: ['1KeQ4TCZ18Pgjj39gkcHqm'],
  visible_only: null,
};

describe('viewer data of a file version', () => {
  let t: TestApp;
  let owner: TestClient;
  let viewer: TestClient;
  let version: string;
  let version2: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const ownerUser = await buildUser(t);
    owner = await actingAs(t, ownerUser);
    const viewerUser = await buildUser(t);
    viewer = await actingAs(t, viewerUser);
    const project = await createProject(owner);
    await t.database.db
      .insert(projectMembers)
      .values({ projectId: project.id, userId: viewerUser.id, role: 'viewer' });
    const up = (await upload(owner, project.root_folder_id, 'maquette.ifc', ifc())).json();
    version = up.version.id;
    const v2 = multipart('maquette.ifc', ifc('v2'));
    version2 = (
      await owner.post(`/api/files/${up.file.id}/versions`, v2.payload, v2.headers)
    ).json().version.id;
  });
  afterAll(() => t.close());

  it('keeps annotations per version: add, list, edit, delete', async () => {
    const created = await viewer.post(`/api/file-versions/${version}/annotations`, {
      position: [1.5, 2, 3],
      element: '2O2Fr$t4X7Zf8NOew3FNld',
      text: 'Fissure à reprendre',
    });
    expect(created.statusCode).toBe(201);
    const a = annotationSchema.parse(created.json());
    expect(a).toMatchObject({ text: 'Fissure à reprendre', position: [1.5, 2, 3], can_edit: true });
    // Another version of the same file has its own annotations.
    expect((await owner.get(`/api/file-versions/${version2}/annotations`)).json()).toEqual([]);
    const listed = (await owner.get(`/api/file-versions/${version}/annotations`)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0].can_edit).toBe(true); // the owner moderates

    const edited = await viewer.patch(`/api/annotations/${a.id}`, { text: 'Fissure reprise' });
    expect(edited.json().text).toBe('Fissure reprise');
    expect((await viewer.delete(`/api/annotations/${a.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/file-versions/${version}/annotations`)).json()).toEqual([]);
  });

  it('lets only the author or an editor change an item, and validates input in the caller’s language', async () => {
    const mine = (
      await owner.post(`/api/file-versions/${version}/annotations`, {
        position: [0, 0, 0],
        text: 'Note',
      })
    ).json();
    expect((await viewer.get(`/api/file-versions/${version}/annotations`)).json()[0].can_edit).toBe(
      false,
    );
    expect((await viewer.patch(`/api/annotations/${mine.id}`, { text: 'x' })).statusCode).toBe(403);
    expect((await viewer.delete(`/api/annotations/${mine.id}`)).statusCode).toBe(403);

    const bad = await owner.post(
      `/api/file-versions/${version}/annotations`,
      { position: [0, 0], text: '' },
      {
        'accept-language': 'en',
      },
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['position', 'text']));
  });

  it('saves, renames, reads back and deletes viewpoints', async () => {
    const res = await viewer.post(`/api/file-versions/${version}/viewpoints`, {
      name: 'Façade nord',
      viewpoint: view,
    });
    expect(res.statusCode).toBe(201);
    const vp = savedViewpointSchema.parse(res.json());
    expect(vp.viewpoint).toEqual(view);
    const renamed = await viewer.patch(`/api/viewpoints/${vp.id}`, { name: 'Façade nord (R+1)' });
    expect(renamed.json().name).toBe('Façade nord (R+1)');
    expect((await owner.get(`/api/viewpoints/${vp.id}`)).json().viewpoint).toEqual(view);
    expect((await owner.get(`/api/file-versions/${version}/viewpoints`)).json()).toHaveLength(1);
    expect((await owner.delete(`/api/viewpoints/${vp.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/viewpoints/${vp.id}`)).statusCode).toBe(404);
  });

  it('raises a BCF topic with viewpoint and snapshot, comments on it, edits and deletes it', async () => {
    const res = await viewer.post(`/api/file-versions/${version}/topics`, {
      title: 'Réservation manquante',
      topic_type: 'clash',
      topic_status: 'open',
      priority: 'high',
      assigned_to: 'bet@example.com',
      due_date: '2026-12-01',
      labels: ['Structure'],
      description: 'Gaine à travers la poutre',
      viewpoint: view,
      snapshot: PNG.toString('base64'),
    });
    expect(res.statusCode).toBe(201);
    const topic = topicDetailSchema.parse(res.json());
    expect(topic).toMatchObject({
      title: 'Réservation manquante',
      labels: ['Structure'],
      comments: [],
    });
    expect(topic.snapshot_url).toBe(`/api/topics/${topic.id}/snapshot`);
    const snap = await owner.get(topic.snapshot_url!);
    expect(snap.headers['content-type']).toBe('image/png');
    expect(snap.rawPayload.equals(PNG)).toBe(true);

    const comment = await owner.post(`/api/topics/${topic.id}/comments`, {
      text: 'Vu',
      viewpoint: view,
    });
    expect(comment.statusCode).toBe(201);
    const list = (await viewer.get(`/api/file-versions/${version}/topics`)).json();
    expect(topicSchema.array().parse(list)[0]!.comment_count).toBe(1);
    expect(
      (await viewer.patch(`/api/topic-comments/${comment.json().id}`, { text: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (
        await owner.patch(`/api/topic-comments/${comment.json().id}`, { text: 'Vu en réunion' })
      ).json().text,
    ).toBe('Vu en réunion');

    const closed = await viewer.patch(`/api/topics/${topic.id}`, {
      topic_status: 'closed',
      labels: [],
    });
    expect(closed.json()).toMatchObject({
      topic_status: 'closed',
      labels: [],
      comments: [{ text: 'Vu en réunion' }],
    });
    expect((await viewer.delete(`/api/topics/${topic.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/topics/${topic.id}/snapshot`)).statusCode).toBe(404);
  });

  it('refuses a snapshot that is not a PNG', async () => {
    const res = await owner.post(`/api/file-versions/${version}/topics`, {
      title: 'T',
      topic_type: 'issue',
      topic_status: 'open',
      snapshot: Buffer.from('GIF89a not png').toString('base64'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.snapshot).toBeDefined();
  });

  it('round-trips topics through a BCF 2.1 and a 3.0 export and import', async () => {
    const source = version2;
    const created = topicDetailSchema.parse(
      (
        await owner.post(`/api/file-versions/${source}/topics`, {
          title: 'Hauteur sous plafond',
          topic_type: 'issue',
          topic_status: 'in_progress',
          priority: 'normal',
          due_date: '2027-01-15',
          labels: ['Archi', 'R+1'],
          description: '2,40 m au lieu de 2,50 m',
          viewpoint: view,
          snapshot: PNG.toString('base64'),
        })
      ).json(),
    );
    await viewer.post(`/api/topics/${created.id}/comments`, {
      text: 'À valider',
      viewpoint: { ...view, hidden: [] },
    });
    await owner.post(`/api/topics/${created.id}/comments`, { text: 'Validé' });
    const before = topicDetailSchema.parse((await owner.get(`/api/topics/${created.id}`)).json());

    for (const bcfVersion of ['2.1', '3.0']) {
      const exported = await viewer.get(`/api/file-versions/${source}/bcf?version=${bcfVersion}`);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toContain(`maquette-BCF-${bcfVersion}.bcf`);

      // Import into the other version, then again into the same one (replaced, not doubled).
      const target = version;
      for (let pass = 0; pass < 2; pass++) {
        const part = multipart(`topics-${bcfVersion}.bcf`, exported.rawPayload);
        const imported = await owner.post(
          `/api/file-versions/${target}/bcf`,
          part.payload,
          part.headers,
        );
        expect(imported.statusCode).toBe(201);
        const result = bcfImportResultSchema.parse(imported.json());
        // The first import of all is new; every later one finds the same GUID and updates it.
        const outcome = pass === 0 && bcfVersion === '2.1' ? 'imported' : 'updated';
        expect(result.report).toEqual([
          { folder: created.guid, guid: created.guid, title: created.title, outcome, reason: null },
        ]);
        expect(result).toMatchObject({ imported: outcome === 'imported' ? 1 : 0, refused: 0 });
        expect(result.notes).toEqual([]);
      }
      const topics = (await owner.get(`/api/file-versions/${target}/topics`)).json();
      const same = topics.filter((x: { guid: string }) => x.guid === created.guid);
      expect(same).toHaveLength(1);
      const after = topicDetailSchema.parse((await owner.get(`/api/topics/${same[0].id}`)).json());
      const comparable = (d: typeof before) => ({
        guid: d.guid,
        title: d.title,
        topic_type: d.topic_type,
        topic_status: d.topic_status,
        priority: d.priority,
        due_date: d.due_date,
        labels: d.labels,
        description: d.description,
        author_label: d.author_label,
        viewpoint: d.viewpoint,
        has_snapshot: d.snapshot_url !== null,
        comments: d.comments.map((c) => ({
          guid: c.guid,
          text: c.text,
          author: c.author_label,
          viewpoint: c.viewpoint,
        })),
      });
      expect(comparable(after)).toEqual(comparable(before));
    }
  });

  it('refuses an archive that is not BCF', async () => {
    const part = multipart('notes.bcf', Buffer.from('hello'));
    const res = await owner.post(`/api/file-versions/${version}/bcf`, part.payload, part.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toBeDefined();
  });

  it('creates, lists, edits and deletes tasks linked to elements', async () => {
    const res = await viewer.post(`/api/file-versions/${version}/tasks`, {
      title: 'Reprendre le ferraillage',
      assignee: 'bet@example.com',
      due_date: '2026-11-30',
      elements: ['2O2Fr$t4X7Zf8NOew3FNld', '1KeQ4TCZ18Pgjj39gkcHqm'],
    });
    expect(res.statusCode).toBe(201);
    const task = taskSchema.parse(res.json());
    expect(task.status).toBe('todo');
    const done = await viewer.patch(`/api/tasks/${task.id}`, { status: 'done' });
    expect(done.json()).toMatchObject({ status: 'done', elements: task.elements });
    expect((await owner.get(`/api/file-versions/${version}/tasks`)).json()).toHaveLength(1);
    expect((await owner.delete(`/api/tasks/${task.id}`)).statusCode).toBe(204);
  });
});
