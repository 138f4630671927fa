import { randomUUID } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { ViewpointData } from '../../../../src/api/contract/viewer';
import { BcfFormatError, readBcf, writeBcf, type BcfTopic } from './bcf-archive';

const viewpoint = (over: Partial<ViewpointData> = {}): ViewpointData => ({
  camera: { position: [10, -5, 3.5], direction: [-0.6, 0.7, -0.3], up: [0, 0, 1], fov: 55 },
  clipping_planes: [{ location: [0, 0, 2.5], direction: [0, 0, 1] }],
  selected: ['2O2Fr$t4X7Zf8NOew3FNld'],
  hidden: ['1KeQ4TCZ18Pgjj39gkcHqm'],
  visible_only: null,
  ...over,
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

function topic(over: Partial<BcfTopic> = {}): BcfTopic {
  return {
    guid: randomUUID(),
    title: 'Réservation manquante',
    topicType: 'clash',
    topicStatus: 'open',
    priority: 'high',
    assignedTo: 'pro2@ouvrage.test',
    dueDate: '2026-12-01',
    labels: ['Structure', 'Lot 3'],
    description: 'Gaine CVC à travers la poutre',
    authorLabel: 'pro@ouvrage.test',
    createdAt: '2026-03-01T10:00:00.000Z',
    modifiedAt: '2026-03-02T11:00:00.000Z',
    viewpoint: viewpoint(),
    snapshot: PNG,
    comments: [
      {
        guid: randomUUID(),
        text: 'Vu en réunion',
        authorLabel: 'pro2@ouvrage.test',
        createdAt: '2026-03-02T09:00:00.000Z',
        modifiedAt: null,
        viewpoint: viewpoint({
          hidden: [],
          visible_only: ['0YvctVUKr0kugbFTf53O9L'],
          selected: [],
        }),
      },
      {
        guid: randomUUID(),
        text: 'Corrigé',
        authorLabel: 'pro@ouvrage.test',
        createdAt: '2026-03-03T09:00:00.000Z',
        modifiedAt: null,
        viewpoint: null,
      },
    ],
    ...over,
  };
}

describe('BCF archives', () => {
  for (const version of ['2.1', '3.0'] as const) {
    it(`round-trips topics, comments, viewpoints and snapshots through BCF ${version}`, () => {
      const topics = [
        topic(),
        topic({
          title: 'Sans vue',
          viewpoint: null,
          snapshot: null,
          labels: [],
          priority: null,
          dueDate: null,
          comments: [],
        }),
      ];
      const back = readBcf(writeBcf(topics, version));
      const byGuid = new Map(back.map((t) => [t.guid, t]));
      expect(back).toHaveLength(2);
      for (const t of topics) expect(byGuid.get(t.guid)).toEqual(t);
    });
  }

  it('writes the files each version expects', () => {
    const t = topic();
    const v21 = unzipSync(writeBcf([t], '2.1'));
    expect(strFromU8(v21['bcf.version']!)).toContain('VersionId="2.1"');
    expect(Object.keys(v21)).toEqual(
      expect.arrayContaining([
        `${t.guid}/markup.bcf`,
        `${t.guid}/viewpoint.bcfv`,
        `${t.guid}/snapshot.png`,
      ]),
    );
    // 2.1: comments beside the topic; 3.0: inside it, and labels wrapped.
    expect(strFromU8(v21[`${t.guid}/markup.bcf`]!)).toMatch(/<\/Topic>\s*<Comment Guid=/);
    const v30 = unzipSync(writeBcf([t], '3.0'));
    const markup30 = strFromU8(v30[`${t.guid}/markup.bcf`]!);
    expect(markup30).toMatch(/<Comments>\s*<Comment Guid=/);
    expect(markup30).toContain('<Label>Lot 3</Label>');
    expect(strFromU8(v30['extensions.xml']!)).toContain('<TopicType>clash</TopicType>');
    expect(strFromU8(v30[`${t.guid}/viewpoint.bcfv`]!)).toContain('<AspectRatio>');
  });

  it('reads a BCF 2.1 file written by another tool (namespaces, bare viewpoint, .bcfzip)', () => {
    const guid = '3ffb4df2-0187-49a9-8a4a-23992696bafd';
    const archive = zipSync({
      'bcf.version': strToU8(
        '<?xml version="1.0"?><Version VersionId="2.1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><DetailedVersion>2.1</DetailedVersion></Version>',
      ),
      [`${guid}/markup.bcf`]: strToU8(`<?xml version="1.0" encoding="utf-8"?>
<Markup xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <Topic Guid="${guid}" TopicType="Error" TopicStatus="Active">
    <Title>Wall clash</Title><Labels>Architecture</Labels>
    <CreationDate>2014-10-16T13:10:56+00:00</CreationDate><CreationAuthor>Architect@example.com</CreationAuthor>
  </Topic>
  <Comment Guid="780fa6d7-0dd7-4f6d-a3a2-c5f2c1b1b4a8"><Date>2014-10-16T13:10:56+00:00</Date><Author>Architect@example.com</Author><Comment>Please fix</Comment></Comment>
  <Viewpoints Guid="8dc86298-9737-40b4-a448-98a9e953293a"><Viewpoint>viewpoint.bcfv</Viewpoint><Snapshot>snapshot.png</Snapshot></Viewpoints>
</Markup>`),
      [`${guid}/viewpoint.bcfv`]:
        strToU8(`<?xml version="1.0"?><VisualizationInfo Guid="8dc86298-9737-40b4-a448-98a9e953293a">
  <Components><Visibility DefaultVisibility="false"><Exceptions><Component IfcGuid="0fdpeZZEX3FwJ7x0ox5kzF"/></Exceptions></Visibility></Components>
  <PerspectiveCamera><CameraViewPoint><X>12.2</X><Y>-3</Y><Z>8</Z></CameraViewPoint><CameraDirection><X>-1</X><Y>0</Y><Z>0</Z></CameraDirection><CameraUpVector><X>0</X><Y>0</Y><Z>1</Z></CameraUpVector><FieldOfView>60</FieldOfView></PerspectiveCamera>
</VisualizationInfo>`),
      [`${guid}/snapshot.png`]: PNG,
    });
    const [t] = readBcf(archive);
    expect(t).toMatchObject({
      guid,
      title: 'Wall clash',
      topicType: 'Error',
      topicStatus: 'Active',
      labels: ['Architecture'],
      authorLabel: 'Architect@example.com',
      comments: [{ text: 'Please fix', authorLabel: 'Architect@example.com', viewpoint: null }],
    });
    expect(t!.viewpoint).toMatchObject({
      camera: { position: [12.2, -3, 8], fov: 60 },
      visible_only: ['0fdpeZZEX3FwJ7x0ox5kzF'],
      hidden: [],
    });
    expect(t!.snapshot?.equals(PNG)).toBe(true);
  });

  it('refuses what is no BCF archive', () => {
    expect(() => readBcf(strToU8('not a zip'))).toThrow(BcfFormatError);
    expect(() => readBcf(zipSync({ 'a.txt': strToU8('x') }))).toThrow(BcfFormatError);
  });
});
