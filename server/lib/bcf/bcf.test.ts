import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { comparableTopics } from '../../../tests/support/bcf-compare';
import { random, randomTopic } from '../../../tests/support/bcf-random';
import { bcfData, hasXmllint, xsdErrors } from '../../../tests/support/bcf-xsd';
import { BcfArchiveError, readBcfArchive, writeBcfArchive } from './archive';
import { carriedBy } from './carry';
import { stableGuid } from './guid';
import { parseXml, serialize } from './xml';
import { unzipBounded } from './zip';

const archiveOf = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));
const version = (v: string) => `<?xml version="1.0"?><Version VersionId="${v}"/>`;
const markup21 = (guid: string, extra = '') =>
  `<Markup><Topic Guid="${guid}"><Title>T ${guid}</Title><CreationDate>2024-01-01T00:00:00Z</CreationDate><CreationAuthor>a@b.c</CreationAuthor></Topic>${extra}</Markup>`;

describe('BCF serializer', () => {
  it('writes every attribute with its value and escapes what XML needs escaped', () => {
    const xml = serialize({
      name: 'Visibility',
      attrs: { DefaultVisibility: true, Other: false, Gone: null, Quote: 'a"b<c>&\n' },
      children: [{ name: 'T', text: 'x < y & "z"\u0001' }, null],
    });
    expect(xml).toContain('DefaultVisibility="true"');
    expect(xml).toContain('Other="false"');
    expect(xml).not.toContain('Gone');
    expect(xml).toContain('Quote="a&quot;b&lt;c&gt;&amp;&#10;"');
    expect(xml).toContain('<T>x &lt; y &amp; "z"</T>');
    expect(() => parseXml(strToU8(xml))).not.toThrow();
  });
});

describe('BCF archives made by the project', () => {
  it('random topics survive export and import unchanged, in 2.1 and in 3.0 (100 seeds)', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const g = random(seed);
      const topics = g.list(3, () => randomTopic(g));
      if (topics.length === 0) continue;
      for (const v of ['2.1', '3.0'] as const) {
        const back = readBcfArchive(writeBcfArchive(topics, v));
        expect(back.refused, `seed ${seed}`).toEqual([]);
        expect(back.notes, `seed ${seed}`).toEqual([]);
        expect(
          comparableTopics(back.topics.map((t) => carriedBy(t, v))),
          `seed ${seed} ${v}`,
        ).toEqual(comparableTopics(topics.map((t) => carriedBy(t, v))));
      }
    }
  });

  it.skipIf(!bcfData || !hasXmllint())(
    'random topics export valid against the official XSD (needs ../shared/data/bcf and xmllint)',
    async () => {
      for (let seed = 1; seed <= 8; seed++) {
        const g = random(seed);
        const topics = [randomTopic(g), randomTopic(g)];
        for (const v of ['2.1', '3.0'] as const) {
          expect(await xsdErrors(writeBcfArchive(topics, v), v), `seed ${seed} ${v}`).toEqual([]);
        }
      }
    },
  );

  it('keeps a GUID BCF allows and a UUID check would refuse; derives a stable one for others', () => {
    const loose = '12345678-1234-0234-8234-123456789abc';
    const archive = archiveOf({
      'bcf.version': version('2.1'),
      [`${loose}/markup.bcf`]: markup21(
        loose,
        `<Comment Guid="not-a-guid"><Date>2024-01-02T00:00:00Z</Date><Author>x</Author><Comment>c</Comment></Comment>`,
      ),
      'topic-1/markup.bcf': markup21('topic-1'),
    });
    const a = readBcfArchive(archive);
    const b = readBcfArchive(archive);
    expect(a.topics.map((t) => t.guid)).toEqual([loose, stableGuid('topic-1')]);
    expect(b.topics.map((t) => t.comments.map((c) => c.guid))).toEqual(
      a.topics.map((t) => t.comments.map((c) => c.guid)),
    );
    expect(a.notes.map((n) => n.code).sort()).toEqual(['comment_guid_replaced', 'guid_replaced']);
  });

  it('refuses the second topic with the same GUID, and topics it cannot read, with the reason', () => {
    const g = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    const a = readBcfArchive(
      archiveOf({
        'bcf.version': version('2.1'),
        'a/markup.bcf': markup21(g),
        'b/markup.bcf': markup21(g),
        'c/markup.bcf': '<Markup><Topic',
        'd/markup.bcf': '<Markup/>',
      }),
    );
    expect(a.topics).toHaveLength(1);
    expect(a.refused).toEqual([
      { folder: 'b', guid: g, reason: 'duplicate_guid' },
      { folder: 'c', guid: null, reason: 'markup_not_xml' },
      { folder: 'd', guid: null, reason: 'no_topic' },
    ]);
  });

  it('reads BCF 2.0 components: selection, the only visible ones, ARGB colours', () => {
    const g = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
    const a = readBcfArchive(
      archiveOf({
        'bcf.version': version('2.0'),
        [`${g}/markup.bcf`]: `<Markup><Topic Guid="${g}"><Title>Mur</Title><RelatedTopics Guid="cccccccc-cccc-4ccc-8ccc-cccccccccccc"/></Topic>
          <Comment Guid="dddddddd-dddd-4ddd-8ddd-dddddddddddd"><VerbalStatus>Open</VerbalStatus><Status>Error</Status><Date>2015-01-01T00:00:00Z</Date><Author>x</Author><Comment>vu</Comment><Topic Guid="${g}"/><Viewpoint Guid="eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee"/></Comment>
          <Viewpoints Guid="eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee"><Viewpoint>viewpoint.bcfv</Viewpoint></Viewpoints></Markup>`,
        [`${g}/viewpoint.bcfv`]: `<VisualizationInfo><Components>
          <Component IfcGuid="3UVeROy_r0UP$XJczNVszE" Visible="true" Selected="true" Color="FF00FF00"/>
          </Components><OrthogonalCamera><CameraViewPoint><X>1</X><Y>2</Y><Z>3</Z></CameraViewPoint>
          <CameraDirection><X>0</X><Y>0</Y><Z>-1</Z></CameraDirection><CameraUpVector><X>0</X><Y>1</Y><Z>0</Z></CameraUpVector>
          <ViewToWorldScale>12.5</ViewToWorldScale></OrthogonalCamera></VisualizationInfo>`,
      }),
    );
    const [t] = a.topics;
    const c = { ifcGuid: '3UVeROy_r0UP$XJczNVszE', originatingSystem: null, authoringToolId: null };
    expect(t!.viewpoints[0]!.visInfo).toMatchObject({
      components: {
        selection: [c],
        visibility: { defaultVisibility: false, exceptions: [c] },
        coloring: [{ color: '00FF00FF', components: [c] }],
      },
      orthogonalCamera: { viewPoint: [1, 2, 3], viewToWorldScale: 12.5 },
    });
    expect(t!.relatedTopics).toEqual(['cccccccc-cccc-4ccc-8ccc-cccccccccccc']);
    expect(t!.comments[0]).toMatchObject({
      viewpointGuid: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
      legacy: { verbalStatus: 'Open', status: 'Error', replyToComment: null },
    });
  });

  it('refuses an archive of another BCF version, or without one', () => {
    const read = (files: Record<string, string>) => () => readBcfArchive(archiveOf(files));
    expect(read({ 'bcf.version': version('1.0') })).toThrow(BcfArchiveError);
    expect(read({ 'x/markup.bcf': markup21('x') })).toThrow(/bcf.version/);
    expect(() => readBcfArchive(strToU8('hello'))).toThrow(BcfArchiveError);
  });

  it('stops inflating a zip bomb at the cap, and an archive of too many entries', () => {
    const bomb = zipSync({ 'bcf.version': new Uint8Array(8 * 1024 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => unzipBounded(bomb, { maxTotalBytes: 1024 * 1024, maxEntries: 10 })).toThrow(
      expect.objectContaining({ code: 'too_large' }),
    );
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, strToU8('x')])),
    );
    expect(() => unzipBounded(many, { maxTotalBytes: 1024, maxEntries: 10 })).toThrow(
      expect.objectContaining({ code: 'too_many_entries' }),
    );
  });
});
