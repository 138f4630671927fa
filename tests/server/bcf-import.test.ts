import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bcfImportResultSchema,
  topicDetailSchema,
  type ViewpointData,
} from '../../src/api/contract/viewer';
import { parseXml } from '../../server/lib/bcf/xml';
import { actingAs, buildUser } from '../support/factories';
import { createProject, ifc, multipart, PNG, upload } from '../support/files';
import type { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

const archiveOf = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)]))));
const markup = (guid: string, body = '') =>
  `<?xml version="1.0"?><Markup><Topic Guid="${guid}" TopicType="Clash"><Title>Topic ${guid}</Title>` +
  `<CreationDate>2024-01-01T00:00:00Z</CreationDate><CreationAuthor>a@b.c</CreationAuthor>` +
  `<DueDate>2024-03-01T17:30:00Z</DueDate></Topic>${body}</Markup>`;
const view: ViewpointData = {
  camera: { position: [1, 2, 3], direction: [0, 1, 0], up: [0, 0, 1], fov: 50 },
  clipping_planes: [],
  selected: [],
  hidden: [],
  visible_only: null,
};

describe('BCF import and export through the API', () => {
  let t: TestApp;
  let owner: TestClient;
  let version: string;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await actingAs(t, await buildUser(t));
    const project = await createProject(owner);
    version = (await upload(owner, project.root_folder_id, 'm.ifc', ifc())).json().version.id;
  });
  afterAll(() => t.close());

  const post = (bytes: Buffer) => {
    const part = multipart('t.bcf', bytes);
    return owner.post(`/api/file-versions/${version}/bcf`, part.payload, part.headers);
  };

  it('keeps a GUID BCF allows but a UUID check would not; the topics stay listable and openable', async () => {
    const loose = '12345678-1234-0234-8234-123456789abc';
    const res = await post(
      archiveOf({
        'bcf.version': '<Version VersionId="2.1"/>',
        [`${loose}/markup.bcf`]: markup(
          loose,
          `<Comment Guid="${loose}"><Date>2024-01-02T00:00:00Z</Date><Author>x</Author><Comment>vu</Comment></Comment>`,
        ),
      }),
    );
    expect(res.statusCode).toBe(201);
    const list = await owner.get(`/api/file-versions/${version}/topics`);
    expect(list.statusCode).toBe(200);
    const topic = list.json().find((x: { guid: string }) => x.guid === loose);
    const detail = await owner.get(`/api/topics/${topic.id}`);
    expect(detail.statusCode).toBe(200);
    expect(topicDetailSchema.parse(detail.json()).comments[0]!.guid).toBe(loose);
  });

  it('answers topic by topic: imported, then updated on the same GUID, duplicates refused', async () => {
    const g = 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5';
    const archive = archiveOf({
      'bcf.version': '<Version VersionId="2.1"/>',
      [`${g}/markup.bcf`]: markup(g),
      'copy/markup.bcf': markup(g),
      'named/markup.bcf': markup('named-topic'),
    });
    const first = bcfImportResultSchema.parse((await post(archive)).json());
    expect(first).toMatchObject({ imported: 2, updated: 0, refused: 1 });
    expect(first.report.find((r) => r.outcome === 'refused')).toEqual({
      folder: 'copy',
      guid: g,
      title: null,
      outcome: 'refused',
      reason: 'duplicate_guid',
    });
    expect(first.notes.map((n) => n.code)).toEqual(['guid_replaced']);
    const second = bcfImportResultSchema.parse((await post(archive)).json());
    expect(second).toMatchObject({ imported: 0, updated: 2, refused: 1 });
    const topics = (await owner.get(`/api/file-versions/${version}/topics`)).json();
    expect(topics.filter((x: { title: string }) => x.title === 'Topic named-topic')).toHaveLength(
      1,
    );
    // The due date keeps its time of day, the missing status stays missing in the export.
    const out = unzipSync(
      new Uint8Array((await owner.get(`/api/file-versions/${version}/bcf`)).rawPayload),
    );
    const xml = strFromU8(out[`${g}/markup.bcf`]!);
    expect(xml).toContain('<DueDate>2024-03-01T17:30:00Z</DueDate>');
    expect(xml).not.toContain('TopicStatus');
  });

  it('shows an imported viewpoint’s orthogonal camera and colours, and names what it cannot show', async () => {
    const g = 'c1c1c1c1-d2d2-4e3e-8f4f-a5a5a5a5a5a5';
    const vp = 'c2c2c2c2-d2d2-4e3e-8f4f-a5a5a5a5a5a5';
    const point = (x: number, y: number, z: number) => `<X>${x}</X><Y>${y}</Y><Z>${z}</Z>`;
    const res = await post(
      archiveOf({
        'bcf.version': '<Version VersionId="2.1"/>',
        [`${g}/markup.bcf`]: markup(
          g,
          `<Viewpoints Guid="${vp}"><Viewpoint>viewpoint.bcfv</Viewpoint></Viewpoints>`,
        ),
        [`${g}/viewpoint.bcfv`]:
          `<?xml version="1.0"?><VisualizationInfo Guid="${vp}"><Components>` +
          `<Visibility DefaultVisibility="true"/><Coloring><Color Color="FF0000">` +
          `<Component IfcGuid="0fdpeZZEX3FwJ7x0ox5kzf"/></Color></Coloring></Components>` +
          `<OrthogonalCamera><CameraViewPoint>${point(10, 10, 10)}</CameraViewPoint>` +
          `<CameraDirection>${point(-1, -1, -1)}</CameraDirection><CameraUpVector>${point(0, 0, 1)}</CameraUpVector>` +
          `<ViewToWorldScale>12</ViewToWorldScale></OrthogonalCamera>` +
          `<Lines><Line><StartPoint>${point(0, 0, 0)}</StartPoint><EndPoint>${point(1, 0, 0)}</EndPoint></Line></Lines>` +
          `</VisualizationInfo>`,
      }),
    );
    expect(res.statusCode).toBe(201);
    const topics = (await owner.get(`/api/file-versions/${version}/topics`)).json();
    const id = topics.find((x: { guid: string }) => x.guid === g).id;
    const detail = topicDetailSchema.parse((await owner.get(`/api/topics/${id}`)).json());
    // The orthogonal view is looked through nearly parallel (10°), backed off along its
    // direction until it frames the view's 12 m; colours are drawn; the line is named unshown.
    const vp0 = detail.viewpoint!;
    expect(vp0.camera.fov).toBe(10);
    const back = 6 / Math.tan((5 * Math.PI) / 180) / Math.sqrt(3);
    vp0.camera.position.forEach((c) => expect(c).toBeCloseTo(10 + back, 6));
    expect(vp0.camera.direction).toEqual([-1, -1, -1]);
    expect(vp0.coloring).toEqual([{ color: '#ff0000', components: ['0fdpeZZEX3FwJ7x0ox5kzf'] }]);
    expect(vp0.unshown).toEqual(['lines']);
    const own = await owner.post(`/api/file-versions/${version}/topics`, {
      title: 'Made here',
      topic_type: 'Issue',
      topic_status: 'open',
      viewpoint: { ...view, unshown: ['lines'], coloring: [{ color: '#00ff00', components: [] }] },
    });
    expect(own.statusCode).toBe(201);
    // A client cannot claim unshown parts: the field is the server's.
    expect(
      topicDetailSchema.parse((await owner.get(`/api/topics/${own.json().id}`)).json()).viewpoint
        ?.unshown,
    ).toEqual([]);
  });

  it('refuses another BCF version and a non-archive with a clear message', async () => {
    const old = await post(archiveOf({ 'bcf.version': '<Version VersionId="1.0"/>' }));
    expect(old.statusCode).toBe(422);
    expect(old.json().errors.file[0]).toMatch(/2\.0, 2\.1/);
    expect((await post(Buffer.from('hello'))).statusCode).toBe(422);
  });

  it('exports a topic made in Ouvrage as well-formed XML with the same viewpoint GUIDs every time', async () => {
    const created = topicDetailSchema.parse(
      (
        await owner.post(`/api/file-versions/${version}/topics`, {
          title: 'Vue',
          topic_type: 'issue',
          topic_status: 'open',
          viewpoint: view,
          snapshot: PNG.toString('base64'),
        })
      ).json(),
    );
    await owner.post(`/api/topics/${created.id}/comments`, { text: 'ici', viewpoint: view });
    const files = async () =>
      unzipSync(
        new Uint8Array(
          (await owner.get(`/api/file-versions/${version}/bcf?version=3.0`)).rawPayload,
        ),
      );
    const [a, b] = [await files(), await files()];
    const names = Object.keys(a).filter((n) => n.startsWith(`${created.guid}/`));
    expect(names.filter((n) => n.endsWith('.bcfv'))).toHaveLength(2);
    expect(names.sort()).toEqual(
      Object.keys(b)
        .filter((n) => n.startsWith(`${created.guid}/`))
        .sort(),
    );
    const vis = strFromU8(a[names.find((n) => n.endsWith('.bcfv'))!]!);
    expect(vis).toContain('DefaultVisibility="true"');
    for (const n of names.filter((x) => /\.(bcf|bcfv)$/.test(x))) {
      expect(() => parseXml(a[n]!), n).not.toThrow();
    }
  });
});
