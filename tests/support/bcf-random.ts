import type { BcfComponent, BcfTopic, BcfViewpoint, Vec3 } from '../../server/lib/bcf/model';

/** A seeded generator (mulberry32): the same seed, the same topics, run after run. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(16)]).join('');
  const guid = () => `${hex(8)}-${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}`;
  const chars = 'abcdefghijklmnopqrstuvwxyzÉéàç ثقافة<>&"\'\n\t0123456789';
  const text = (max = 40) => {
    const s = Array.from({ length: 1 + int(max) }, () => chars[int(chars.length)])
      .join('')
      .trim();
    return s.length > 0 ? s.replace(/\s+/g, ' ') : 'x';
  };
  const maybe = <T>(f: () => T): T | null => (next() < 0.5 ? f() : null);
  const list = <T>(max: number, f: () => T): T[] => Array.from({ length: int(max + 1) }, f);
  return { next, int, pick, guid, text, maybe, list };
}

type Gen = ReturnType<typeof random>;
const ifcChars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$';
const date = (g: Gen) =>
  new Date(
    Date.UTC(2000 + g.int(30), g.int(12), 1 + g.int(28), g.int(24), g.int(60), g.int(60)),
  ).toISOString();
const vec = (g: Gen): Vec3 => [g.next() * 200 - 100, g.next() * 200 - 100, g.next() * 50];
const component = (g: Gen): BcfComponent => ({
  ifcGuid: Array.from({ length: 22 }, () => ifcChars[g.int(ifcChars.length)]).join(''),
  originatingSystem: g.maybe(() => g.text(10)),
  authoringToolId: g.maybe(() => String(g.int(99999))),
});
const png = (g: Gen) =>
  new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    13,
    0x49,
    0x48,
    0x44,
    0x52,
    0,
    0,
    4,
    0,
    0,
    0,
    3,
    0,
    ...g.list(20, () => g.int(256)),
  ]);

function viewpoint(g: Gen): BcfViewpoint {
  const guid = g.guid();
  const persp = g.next() < 0.6;
  const base = {
    viewPoint: vec(g),
    direction: vec(g),
    up: vec(g),
    aspectRatio: g.maybe(() => 1 + g.next()),
  };
  return {
    guid,
    index: g.maybe(() => g.int(10)),
    snapshot: g.maybe(() => ({ format: 'png' as const, bytes: png(g) })),
    visInfo: {
      guid,
      components: g.maybe(() => ({
        selection: g.list(3, () => component(g)),
        visibility: {
          defaultVisibility: g.next() < 0.5,
          exceptions: g.list(3, () => component(g)),
          viewSetupHints: g.maybe(() => ({
            spacesVisible: g.next() < 0.5,
            spaceBoundariesVisible: false,
            openingsVisible: true,
          })),
        },
        coloring: g.list(2, () => ({
          color: g.pick(['FF0000', '00FF00AA', '3498DB']),
          components: [component(g)],
        })),
      })),
      perspectiveCamera: persp ? { ...base, fieldOfView: 45 + g.int(16) } : null,
      orthogonalCamera: persp ? null : { ...base, viewToWorldScale: 1 + g.next() * 10 },
      lines: g.list(2, () => ({ start: vec(g), end: vec(g) })),
      clippingPlanes: g.list(3, () => ({ location: vec(g), direction: vec(g) })),
      bitmaps: [],
    },
  };
}

/** A random topic with everything BCF 2.1 and 3.0 both carry. */
export function randomTopic(g: Gen): BcfTopic {
  const viewpoints = g.list(3, () => viewpoint(g));
  return {
    guid: g.guid(),
    serverAssignedId: null,
    topicType: g.pick(['Clash', 'Issue', 'Request']),
    topicStatus: g.pick(['Open', 'Closed', 'ReOpened']),
    referenceLinks: g.list(2, () => `https://example.com/${g.int(1000)}`),
    title: g.text(),
    priority: g.maybe(() => g.pick(['High', 'Low'])),
    index: g.maybe(() => g.int(100)),
    labels: g.list(3, () => g.text(12)),
    creationDate: date(g),
    creationAuthor: `${g.int(100)}@example.com`,
    modifiedDate: g.maybe(() => date(g)),
    modifiedAuthor: g.maybe(() => 'm@example.com'),
    dueDate: g.maybe(() => date(g)),
    assignedTo: g.maybe(() => 'a@example.com'),
    stage: g.maybe(() => g.text(10)),
    description: g.maybe(() => g.text(200)),
    bimSnippet: g.maybe(() => ({
      snippetType: 'JSON',
      isExternal: true,
      reference: 'https://example.com/s.json',
      referenceSchema: 'https://json-schema.org',
      bytes: null,
    })),
    documentReferences: g.list(2, () => ({
      guid: g.guid(),
      description: g.maybe(() => g.text(20)),
      url: `https://example.com/d${g.int(9)}.pdf`,
      document: null,
    })),
    relatedTopics: g.list(2, () => g.guid()),
    headerFiles: g.list(2, () => ({
      filename: g.maybe(() => 'model.ifc'),
      date: g.maybe(() => date(g)),
      reference: g.maybe(() => '../model.ifc'),
      ifcProject: g.maybe(() => component(g).ifcGuid),
      ifcSpatialStructureElement: null,
      isExternal: g.next() < 0.5,
    })),
    comments: g.list(3, () => ({
      guid: g.guid(),
      date: date(g),
      author: 'c@example.com',
      comment: g.maybe(() => g.text(80)),
      viewpointGuid: viewpoints.length > 0 && g.next() < 0.5 ? g.pick(viewpoints).guid : null,
      modifiedDate: g.maybe(() => date(g)),
      modifiedAuthor: g.maybe(() => 'c@example.com'),
    })),
    viewpoints,
    bitmapFiles: {},
  };
}
