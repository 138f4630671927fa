import { readFileSync } from 'node:fs';

import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readBcfArchive, writeBcfArchive } from '../../server/lib/bcf/archive';
import { carriedBy } from '../../server/lib/bcf/carry';
import type { BcfArchive, BcfTopic } from '../../server/lib/bcf/model';
import { bytesAsText } from '../support/bcf-compare';
import { bcfData, bcfDataMissing, bcfTestCases, hasXmllint, xsdErrors } from '../support/bcf-xsd';

const cases = bcfTestCases;
const caseName = (path: string) => path.slice(path.indexOf('test-cases/') + 11);

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

/** Counts read from the archive's XML text, independently of the reader. */
function rawCounts(archive: Uint8Array) {
  const files = unzipSync(archive);
  const names = Object.keys(files);
  const textOf = (n: string) => new TextDecoder().decode(files[n]);
  const markups = names
    .filter((n) => /^[^/]+\/markup\.bcf$/i.test(n))
    .map(textOf)
    .join('\n');
  const visinfos = names
    .filter((n) => /\.bcfv$/i.test(n))
    .map(textOf)
    .join('\n');
  return {
    topics: names.filter((n) => /^[^/]+\/markup\.bcf$/i.test(n)).length,
    comments: count(markups, /<Comment\s[^>]*Guid=/g),
    viewpoints: count(markups, /<(Viewpoints|ViewPoint)\s[^>]*Guid=/g),
    labels: count(markups, /<(Labels|Label)>[^<]+</g),
    related: count(markups, /<RelatedTopics?\s[^>]*Guid=/g),
    headerFiles: count(markups, /<File[\s>]/g),
    clippingPlanes: count(visinfos, /<ClippingPlane>/g),
    lines: count(visinfos, /<Line>/g),
    components: count(visinfos, /<Component[\s>/]/g),
  };
}

function modelCounts(a: BcfArchive) {
  const vis = a.topics.flatMap((t) => t.viewpoints.map((v) => v.visInfo)).filter((v) => v !== null);
  const components = (v: (typeof vis)[number]) => {
    const c = v.components;
    if (!c) return 0;
    const listed = [
      ...c.selection,
      ...(c.visibility?.exceptions ?? []),
      ...c.coloring.flatMap((k) => k.components),
    ];
    // 2.0 lists each component once, with flags: count the distinct ones.
    return a.version === '2.0' ? new Set(listed.map((x) => JSON.stringify(x))).size : listed.length;
  };
  return {
    topics: a.topics.length + a.refused.length,
    comments: a.topics.reduce((n, t) => n + t.comments.length, 0),
    viewpoints: a.topics.reduce((n, t) => n + t.viewpoints.length, 0),
    labels: a.topics.reduce((n, t) => n + t.labels.length, 0),
    related: a.topics.reduce((n, t) => n + t.relatedTopics.length, 0),
    headerFiles: a.topics.reduce((n, t) => n + t.headerFiles.length, 0),
    clippingPlanes: vis.reduce((n, v) => n + v.clippingPlanes.length, 0),
    lines: vis.reduce((n, v) => n + v.lines.length, 0),
    components: vis.reduce((n, v) => n + components(v), 0),
  };
}

const byGuid = (topics: BcfTopic[]) => [...topics].sort((x, y) => x.guid.localeCompare(y.guid));

describe.skipIf(!bcfData)(
  `buildingSMART BCF test cases${bcfData ? '' : ` — skipped: ${bcfDataMissing}`}`,
  () => {
    it('finds the 2.0 and 2.1 cases and xmllint', () => {
      expect(cases.filter((c) => c.includes('/v2.0/')).length).toBeGreaterThanOrEqual(30);
      expect(cases.filter((c) => c.includes('/v2.1/')).length).toBeGreaterThanOrEqual(19);
      expect(hasXmllint(), 'xmllint (apt-get install libxml2-utils) validates the exports').toBe(
        true,
      );
    });

    it.each(cases.map((c) => [caseName(c), c]))(
      '%s: read in full, every export schema-valid, round trip equal',
      async (_name, path) => {
        const source = new Uint8Array(readFileSync(path));
        const archive = readBcfArchive(source);
        expect(archive.refused).toEqual([]);
        expect(archive.notes).toEqual([]);
        expect(archive.topics.length).toBeGreaterThan(0);
        expect(modelCounts(archive)).toEqual(rawCounts(source));
        for (const t of archive.topics) {
          for (const v of t.viewpoints)
            expect(v.visInfo, `${t.guid} viewpoint ${v.guid}`).not.toBeNull();
        }
        for (const version of ['2.1', '3.0'] as const) {
          const exported = writeBcfArchive(archive.topics, version);
          expect(await xsdErrors(exported, version), `${version} export`).toEqual([]);
          const again = readBcfArchive(exported);
          expect(again.refused).toEqual([]);
          expect(again.notes).toEqual([]);
          expect(bytesAsText(byGuid(again.topics).map((t) => carriedBy(t, version)))).toEqual(
            bytesAsText(byGuid(archive.topics).map((t) => carriedBy(t, version))),
          );
        }
      },
      120_000,
    );
  },
);
