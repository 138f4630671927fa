import { randomUUID } from 'node:crypto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import type { ViewpointData } from '../../../../src/api/contract/viewer';
import { asArray, readVisualizationInfo, visualizationInfo, type XmlNode } from './bcf-visinfo';

export type BcfComment = {
  guid: string;
  text: string;
  authorLabel: string;
  createdAt: string;
  modifiedAt: string | null;
  viewpoint: ViewpointData | null;
};

/** One topic as BCF carries it, whatever the version. */
export type BcfTopic = {
  guid: string;
  title: string;
  topicType: string;
  topicStatus: string;
  priority: string | null;
  assignedTo: string | null;
  dueDate: string | null;
  labels: string[];
  description: string | null;
  authorLabel: string;
  createdAt: string;
  modifiedAt: string | null;
  viewpoint: ViewpointData | null;
  snapshot: Buffer | null;
  comments: BcfComment[];
};

export class BcfFormatError extends Error {}

const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  suppressEmptyNode: true,
});
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  removeNSPrefix: true,
});
const xml = (node: XmlNode) => strToU8(declaration + builder.build(node));
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const guidOr = (v: unknown) =>
  typeof v === 'string' && uuidPattern.test(v) ? v.toLowerCase() : randomUUID();
const dueDateTime = (d: string | null) => (d ? `${d}T00:00:00Z` : undefined);

/** The topics as a BCF 2.1 or 3.0 archive (.bcf: a zip of XML markups, viewpoints and snapshots). */
export function writeBcf(topics: BcfTopic[], version: '2.1' | '3.0'): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'bcf.version': xml({
      Version: { '@_VersionId': version, ...(version === '2.1' && { DetailedVersion: '2.1' }) },
    }),
  };
  if (version === '3.0') files['extensions.xml'] = xml(extensions(topics));
  for (const t of topics) {
    const viewpoints: { guid: string; file: string; snapshot?: string }[] = [];
    if (t.viewpoint) {
      const guid = randomUUID();
      viewpoints.push({
        guid,
        file: 'viewpoint.bcfv',
        ...(t.snapshot && { snapshot: 'snapshot.png' }),
      });
      files[`${t.guid}/viewpoint.bcfv`] = xml(visualizationInfo(guid, t.viewpoint, version));
    }
    if (t.snapshot) files[`${t.guid}/snapshot.png`] = new Uint8Array(t.snapshot);
    const commentViewpoint = new Map<string, string>();
    for (const c of t.comments) {
      if (!c.viewpoint) continue;
      const guid = randomUUID();
      commentViewpoint.set(c.guid, guid);
      viewpoints.push({ guid, file: `${guid}.bcfv` });
      files[`${t.guid}/${guid}.bcfv`] = xml(visualizationInfo(guid, c.viewpoint, version));
    }
    files[`${t.guid}/markup.bcf`] = xml(markup(t, version, viewpoints, commentViewpoint));
  }
  return zipSync(files);
}

function markup(
  t: BcfTopic,
  version: '2.1' | '3.0',
  viewpoints: { guid: string; file: string; snapshot?: string }[],
  commentViewpoint: Map<string, string>,
): XmlNode {
  const comments = t.comments.map((c) => ({
    '@_Guid': c.guid,
    Date: c.createdAt,
    Author: c.authorLabel,
    Comment: c.text,
    ...(commentViewpoint.has(c.guid) && { Viewpoint: { '@_Guid': commentViewpoint.get(c.guid) } }),
    ...(c.modifiedAt && { ModifiedDate: c.modifiedAt, ModifiedAuthor: c.authorLabel }),
  }));
  const vps = viewpoints.map((v) => ({
    '@_Guid': v.guid,
    Viewpoint: v.file,
    ...(v.snapshot && { Snapshot: v.snapshot }),
  }));
  const topic = {
    '@_Guid': t.guid,
    '@_TopicType': t.topicType,
    '@_TopicStatus': t.topicStatus,
    Title: t.title,
    ...(t.priority && { Priority: t.priority }),
    ...(t.labels.length > 0 &&
      (version === '2.1' ? { Labels: t.labels } : { Labels: { Label: t.labels } })),
    CreationDate: t.createdAt,
    CreationAuthor: t.authorLabel,
    ...(t.modifiedAt && { ModifiedDate: t.modifiedAt }),
    ...(t.dueDate && { DueDate: dueDateTime(t.dueDate) }),
    ...(t.assignedTo && { AssignedTo: t.assignedTo }),
    ...(t.description && { Description: t.description }),
  };
  if (version === '3.0') {
    return {
      Markup: {
        Topic: {
          ...topic,
          ...(comments.length > 0 && { Comments: { Comment: comments } }),
          ...(vps.length > 0 && { Viewpoints: { ViewPoint: vps } }),
        },
      },
    };
  }
  return {
    Markup: {
      Topic: topic,
      ...(comments.length > 0 && { Comment: comments }),
      ...(vps.length > 0 && { Viewpoints: vps }),
    },
  };
}

/** BCF 3.0's extensions.xml: the values this archive uses for types, statuses, priorities, labels. */
function extensions(topics: BcfTopic[]): XmlNode {
  const uniq = (xs: (string | null)[]) => [...new Set(xs.filter((x): x is string => !!x))];
  return {
    Extensions: {
      TopicTypes: { TopicType: uniq(topics.map((t) => t.topicType)) },
      TopicStatuses: { TopicStatus: uniq(topics.map((t) => t.topicStatus)) },
      Priorities: { Priority: uniq(topics.map((t) => t.priority)) },
      TopicLabels: { TopicLabel: uniq(topics.flatMap((t) => t.labels)) },
    },
  };
}

const text = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  if (typeof v === 'object') {
    const inner = (v as XmlNode)['#text'];
    return inner === undefined ? null : String(inner);
  }
  const s = String(v).trim();
  return s.length > 0 ? s : null;
};

/** The topics of a BCF 2.1 or 3.0 archive (.bcf or .bcfzip). */
export function readBcf(archive: Uint8Array): BcfTopic[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(archive);
  } catch {
    throw new BcfFormatError('not a zip archive');
  }
  const parse = (name: string): XmlNode | null => {
    const bytes = files[name];
    if (!bytes) return null;
    try {
      return parser.parse(strFromU8(bytes)) as XmlNode;
    } catch {
      throw new BcfFormatError(`${name} is not XML`);
    }
  };
  const versionDoc = parse('bcf.version');
  const versionId = String(((versionDoc?.['Version'] ?? {}) as XmlNode)['@_VersionId'] ?? '');
  if (!versionDoc || !/^[23]\./.test(versionId)) throw new BcfFormatError('bcf.version missing');

  const topics: BcfTopic[] = [];
  for (const name of Object.keys(files)
    .filter((n) => /^[^/]+\/markup\.bcf$/i.test(n))
    .sort()) {
    const folder = name.slice(0, name.indexOf('/'));
    const markup = (parse(name)?.['Markup'] ?? null) as XmlNode | null;
    const topic = (markup?.['Topic'] ?? null) as XmlNode | null;
    if (!markup || !topic) continue;
    // 2.1 keeps comments and viewpoints beside the topic, 3.0 inside it.
    const vpNodes = asArray(markup['Viewpoints']).length
      ? asArray(markup['Viewpoints'])
      : asArray((topic['Viewpoints'] as XmlNode | undefined)?.['ViewPoint']);
    const commentNodes = asArray(markup['Comment']).length
      ? asArray(markup['Comment'])
      : asArray((topic['Comments'] as XmlNode | undefined)?.['Comment']);
    const viewpoints = new Map<string, ViewpointData | null>();
    let snapshot: Buffer | null = null;
    for (const v of vpNodes as XmlNode[]) {
      const file = text(v['Viewpoint']);
      const doc = file ? parse(`${folder}/${file}`) : null;
      viewpoints.set(String(v['@_Guid'] ?? ''), doc ? readVisualizationInfo(doc) : null);
      const snap = text(v['Snapshot']);
      if (!snapshot && snap && files[`${folder}/${snap}`] && /\.png$/i.test(snap)) {
        snapshot = Buffer.from(files[`${folder}/${snap}`]!);
      }
    }
    const labels = topic['Labels'];
    const labelList = (
      labels && typeof labels === 'object' && !Array.isArray(labels)
        ? asArray((labels as XmlNode)['Label'])
        : asArray(labels)
    )
      .map(text)
      .filter((l): l is string => !!l);
    const createdAt = text(topic['CreationDate']) ?? new Date().toISOString();
    const referenced = new Set(
      (commentNodes as XmlNode[]).map((c) =>
        String((c['Viewpoint'] as XmlNode | undefined)?.['@_Guid'] ?? ''),
      ),
    );
    const own =
      [...viewpoints.entries()].find(([g]) => !referenced.has(g)) ?? [...viewpoints.entries()][0];
    topics.push({
      guid: guidOr(topic['@_Guid'] ?? folder),
      title: text(topic['Title']) ?? folder,
      topicType: text(topic['@_TopicType']) ?? 'issue',
      topicStatus: text(topic['@_TopicStatus']) ?? 'open',
      priority: text(topic['Priority']),
      assignedTo: text(topic['AssignedTo']),
      dueDate: text(topic['DueDate'])?.slice(0, 10) ?? null,
      labels: labelList,
      description: text(topic['Description']),
      authorLabel: text(topic['CreationAuthor']) ?? '',
      createdAt,
      modifiedAt: text(topic['ModifiedDate']),
      viewpoint: own?.[1] ?? null,
      snapshot,
      comments: (commentNodes as XmlNode[]).map((c) => ({
        guid: guidOr(c['@_Guid']),
        text: text(c['Comment']) ?? '',
        authorLabel: text(c['Author']) ?? '',
        createdAt: text(c['Date']) ?? createdAt,
        modifiedAt: text(c['ModifiedDate']),
        viewpoint:
          viewpoints.get(String((c['Viewpoint'] as XmlNode | undefined)?.['@_Guid'] ?? '')) ?? null,
      })),
    });
  }
  return topics;
}
