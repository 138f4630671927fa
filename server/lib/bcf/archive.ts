import { pngAspect, resolvePath } from './guid';
import { readTopic, type ReadContext } from './markup-read';
import { writeMarkup, type TopicLayout } from './markup-write';
import type {
  BcfArchive,
  BcfDocumentReference,
  BcfTopic,
  BcfVersion,
  BcfWriteVersion,
} from './model';
import { writeVisInfo } from './visinfo-write';
import { all, attr, child, parseXml, text, XmlError, type El, type XmlNode } from './xml';
import { leaf, serialize } from './xml';
import { BcfArchiveError, defaultZipLimits, unzipBounded, zip, type ZipLimits } from './zip';

export { BcfArchiveError } from './zip';

function versionOf(lookup: (p: string) => Uint8Array | null): BcfVersion {
  const bytes = lookup('bcf.version');
  if (!bytes) throw new BcfArchiveError('no_version', 'bcf.version missing');
  let id: string | null;
  try {
    const v = child(parseXml(bytes), 'Version');
    id = attr(v, 'VersionId') ?? text(v, 'DetailedVersion');
  } catch {
    throw new BcfArchiveError('no_version', 'bcf.version is not XML');
  }
  const m = /^(2\.0|2\.1|3\.0)/.exec(id ?? '');
  if (!m)
    throw new BcfArchiveError(
      'unsupported_version',
      `BCF ${id ?? '?'} is not read (2.0, 2.1, 3.0 are)`,
    );
  return m[1] as BcfVersion;
}

/**
 * Reads a BCF 2.0, 2.1 or 3.0 archive in full. A topic folder whose markup cannot be read is refused
 * (with its reason) rather than half-read; what a readable topic carries and cannot be kept is noted.
 */
export function readBcfArchive(
  bytes: Uint8Array,
  limits: ZipLimits = defaultZipLimits,
): BcfArchive {
  const files = unzipBounded(bytes, limits);
  const lower = new Map([...files].map(([k, v]) => [k.toLowerCase(), v]));
  const lookup = (p: string) => files.get(p) ?? lower.get(p.toLowerCase()) ?? null;
  const version = versionOf(lookup);
  const safeParse = (p: string): XmlNode | null => {
    const b = lookup(p);
    if (!b) return null;
    try {
      return parseXml(b);
    } catch {
      return null;
    }
  };
  const documents = new Map<string, { filename: string; description: string | null }>();
  for (const d of all(
    child(child(safeParse('documents.xml'), 'DocumentInfo'), 'Documents'),
    'Document',
  )) {
    const g = attr(d, 'Guid')?.toLowerCase();
    if (g)
      documents.set(g, { filename: text(d, 'Filename') ?? g, description: text(d, 'Description') });
  }
  const projectNode = child(
    child(safeParse('project.bcfp'), version === '3.0' ? 'ProjectInfo' : 'ProjectExtension'),
    'Project',
  );
  const archive: BcfArchive = {
    version,
    project: projectNode
      ? { projectId: attr(projectNode, 'ProjectId'), name: text(projectNode, 'Name') }
      : null,
    topics: [],
    refused: [],
    notes: [],
  };
  const ctx: ReadContext = { version, file: lookup, documents, notes: archive.notes };
  const markups = [...files.keys()].filter((n) => /^[^/]+\/markup\.bcf$/i.test(n)).sort();
  const seen = new Set<string>();
  for (const name of markups) {
    const folder = name.slice(0, name.indexOf('/'));
    let root: XmlNode;
    try {
      root = parseXml(files.get(name)!);
    } catch (err) {
      if (!(err instanceof XmlError)) throw err;
      archive.refused.push({ folder, guid: null, reason: 'markup_not_xml' });
      continue;
    }
    const markup = child(root, 'Markup');
    const topicNode = child(markup, 'Topic');
    if (!markup || !topicNode) {
      archive.refused.push({ folder, guid: null, reason: 'no_topic' });
      continue;
    }
    const topic = readTopic(ctx, folder, markup, topicNode);
    if (!topic.title.trim()) {
      archive.refused.push({ folder, guid: topic.guid, reason: 'no_title' });
    } else if (seen.has(topic.guid)) {
      archive.refused.push({ folder, guid: topic.guid, reason: 'duplicate_guid' });
    } else {
      seen.add(topic.guid);
      archive.topics.push(topic);
    }
  }
  return archive;
}

const enc = new TextEncoder();
const xmlFile = (el: El) => enc.encode(serialize(el));

export type WriteOptions = {
  /** 3.0 requires a type and a status: used when a topic has none. */
  fallback?: { topicType: string; topicStatus: string };
  project?: { projectId: string; name: string | null } | null;
};

/** A BCF 2.1 or 3.0 archive of the topics. */
export function writeBcfArchive(
  topics: BcfTopic[],
  version: BcfWriteVersion,
  options: WriteOptions = {},
): Uint8Array {
  const fallback = options.fallback ?? { topicType: 'Issue', topicStatus: 'Open' };
  const is30 = version === '3.0';
  const files = new Map<string, Uint8Array>();
  files.set(
    'bcf.version',
    xmlFile({
      name: 'Version',
      attrs: { VersionId: version },
      children: is30 ? [] : [{ name: 'DetailedVersion', text: '2.1' }],
    }),
  );
  if (options.project) {
    const project: El = {
      name: 'Project',
      attrs: { ProjectId: options.project.projectId },
      children: [{ name: 'Name', text: options.project.name }],
    };
    files.set(
      'project.bcfp',
      xmlFile({ name: is30 ? 'ProjectInfo' : 'ProjectExtension', children: [project] }),
    );
  }
  const documents = new Map<string, El>();
  const used = new Set<string>();
  for (const t of topics) {
    const layout: TopicLayout = { viewpoints: new Map(), documentPaths: new Map() };
    for (const v of t.viewpoints) {
      const aspect = (v.snapshot && pngAspect(v.snapshot.bytes)) ?? 1.6;
      const file = v.visInfo ? `${v.guid}.bcfv` : null;
      const snapshot = v.snapshot ? `${v.guid}.${v.snapshot.format}` : null;
      if (v.visInfo && file)
        files.set(`${t.guid}/${file}`, xmlFile(writeVisInfo(v.visInfo, version, aspect)));
      if (v.snapshot && snapshot) files.set(`${t.guid}/${snapshot}`, v.snapshot.bytes);
      layout.viewpoints.set(v.guid, { file, snapshot });
    }
    for (const [ref, bytes] of Object.entries(t.bitmapFiles))
      files.set(resolvePath(t.guid, ref), bytes);
    if (t.bimSnippet?.bytes && !t.bimSnippet.isExternal)
      files.set(resolvePath(t.guid, t.bimSnippet.reference), t.bimSnippet.bytes);
    for (const d of t.documentReferences) placeDocument(d, is30, files, documents, used, layout);
    files.set(`${t.guid}/markup.bcf`, xmlFile(writeMarkup(t, version, layout, fallback)));
  }
  if (is30) {
    files.set('extensions.xml', xmlFile(extensions(topics, fallback)));
    if (documents.size > 0) {
      files.set(
        'documents.xml',
        xmlFile({
          name: 'DocumentInfo',
          children: [{ name: 'Documents', children: [...documents.values()] }],
        }),
      );
    }
  }
  return zip(files);
}

function placeDocument(
  d: BcfDocumentReference,
  is30: boolean,
  files: Map<string, Uint8Array>,
  documents: Map<string, El>,
  used: Set<string>,
  layout: TopicLayout,
) {
  const doc = d.document;
  if (!doc) return;
  if (is30) {
    files.set(`Documents/${doc.guid}`, doc.bytes);
    documents.set(doc.guid, {
      name: 'Document',
      attrs: { Guid: doc.guid },
      children: [
        { name: 'Filename', text: doc.filename.trim() || doc.guid },
        leaf('Description', doc.description),
      ],
    });
    return;
  }
  let path = `Documents/${doc.filename}`;
  if (used.has(path) && files.get(path) !== doc.bytes)
    path = `Documents/${doc.guid}/${doc.filename}`;
  used.add(path);
  files.set(path, doc.bytes);
  layout.documentPaths.set(d, path);
}

function extensions(topics: BcfTopic[], fallback: { topicType: string; topicStatus: string }): El {
  const group = (name: string, item: string, values: (string | null)[]): El | null => {
    const uniq = [...new Set(values.filter((v): v is string => !!v && v.trim() !== ''))];
    return uniq.length > 0 ? { name, children: uniq.map((v) => ({ name: item, text: v })) } : null;
  };
  return {
    name: 'Extensions',
    children: [
      group(
        'TopicTypes',
        'TopicType',
        topics.map((t) => t.topicType || fallback.topicType),
      ),
      group(
        'TopicStatuses',
        'TopicStatus',
        topics.map((t) => t.topicStatus || fallback.topicStatus),
      ),
      group(
        'Priorities',
        'Priority',
        topics.map((t) => t.priority),
      ),
      group(
        'TopicLabels',
        'TopicLabel',
        topics.flatMap((t) => t.labels),
      ),
      group(
        'Users',
        'User',
        topics.flatMap((t) => [
          t.creationAuthor,
          t.assignedTo,
          t.modifiedAuthor,
          ...t.comments.map((c) => c.author),
        ]),
      ),
      group(
        'SnippetTypes',
        'SnippetType',
        topics.map((t) => t.bimSnippet?.snippetType ?? null),
      ),
      group(
        'Stages',
        'Stage',
        topics.map((t) => t.stage),
      ),
    ],
  };
}
