import { guidOf, imageFormat, isBcfGuid, resolvePath } from './guid';
import type {
  BcfBimSnippet,
  BcfComment,
  BcfDocumentReference,
  BcfHeaderFile,
  BcfNote,
  BcfTopic,
  BcfVersion,
  BcfViewpoint,
} from './model';
import { readVisInfo } from './visinfo-read';
import {
  all,
  attr,
  boolAttr,
  child,
  num,
  parseXml,
  text,
  texts,
  XmlError,
  type XmlNode,
} from './xml';

export type ReadContext = {
  version: BcfVersion;
  file: (path: string) => Uint8Array | null;
  /** 3.0's documents.xml, by document guid. */
  documents: Map<string, { filename: string; description: string | null }>;
  notes: BcfNote[];
};

const is30 = (ctx: ReadContext) => ctx.version === '3.0';
const list = (ctx: ReadContext, node: XmlNode, plural: string, single: string, legacy = single) =>
  is30(ctx) ? all(child(node, plural), single) : all(node, legacy);

function headerFiles(ctx: ReadContext, markup: XmlNode): BcfHeaderFile[] {
  const header = child(markup, 'Header');
  const files = is30(ctx) ? all(child(header, 'Files'), 'File') : all(header, 'File');
  return files.map((f) => ({
    filename: text(f, 'Filename'),
    date: text(f, 'Date'),
    reference: text(f, 'Reference'),
    ifcProject: attr(f, 'IfcProject'),
    ifcSpatialStructureElement: attr(f, 'IfcSpatialStructureElement'),
    isExternal: boolAttr(f, 'IsExternal') ?? boolAttr(f, 'isExternal') ?? true,
  }));
}

function bimSnippet(
  ctx: ReadContext,
  folder: string,
  topic: XmlNode,
  guid: string,
): BcfBimSnippet | null {
  const s = child(topic, 'BimSnippet');
  const reference = text(s, 'Reference');
  if (!s || !reference) return null;
  const isExternal = boolAttr(s, 'IsExternal') ?? boolAttr(s, 'isExternal') ?? false;
  const bytes = isExternal ? null : ctx.file(resolvePath(folder, reference));
  if (!isExternal && !bytes)
    ctx.notes.push({ topicGuid: guid, code: 'file_missing', detail: reference });
  return {
    snippetType: attr(s, 'SnippetType') ?? '',
    isExternal,
    reference,
    referenceSchema: text(s, 'ReferenceSchema') ?? '',
    bytes,
  };
}

function documentReferences(
  ctx: ReadContext,
  folder: string,
  topic: XmlNode,
  guid: string,
): BcfDocumentReference[] {
  const nodes = is30(ctx)
    ? all(child(topic, 'DocumentReferences'), 'DocumentReference')
    : ctx.version === '2.0'
      ? all(topic, 'DocumentReferences')
      : all(topic, 'DocumentReference');
  return nodes.map((d, i) => {
    const base = {
      guid: guidOf(attr(d, 'Guid'), `${guid}:document-reference:${i}`),
      description: text(d, 'Description'),
    };
    if (is30(ctx)) {
      const docGuid = text(d, 'DocumentGuid')?.toLowerCase() ?? null;
      const doc = docGuid ? ctx.documents.get(docGuid) : undefined;
      const bytes = docGuid ? ctx.file(`Documents/${docGuid}`) : null;
      if (docGuid && (!doc || !bytes))
        ctx.notes.push({ topicGuid: guid, code: 'file_missing', detail: docGuid });
      return {
        ...base,
        url: text(d, 'Url') ?? (doc && bytes ? null : docGuid),
        document: docGuid && doc && bytes ? { guid: docGuid, ...doc, bytes } : null,
      };
    }
    const reference = text(d, 'ReferencedDocument');
    const external = boolAttr(d, 'isExternal') ?? boolAttr(d, 'IsExternal') ?? false;
    if (external || !reference) return { ...base, url: reference, document: null };
    const path = resolvePath(folder, reference);
    const bytes = ctx.file(path);
    if (!bytes) {
      ctx.notes.push({ topicGuid: guid, code: 'file_missing', detail: reference });
      return { ...base, url: reference, document: null };
    }
    const filename = path.slice(path.lastIndexOf('/') + 1);
    return {
      ...base,
      url: null,
      document: { guid: guidOf(null, `document:${path}`), filename, description: null, bytes },
    };
  });
}

function comments(
  ctx: ReadContext,
  markup: XmlNode,
  topic: XmlNode,
  guid: string,
  created: string,
): BcfComment[] {
  const nodes = is30(ctx) ? all(child(topic, 'Comments'), 'Comment') : all(markup, 'Comment');
  return nodes.map((c, i) => {
    const raw = attr(c, 'Guid');
    if (!isBcfGuid(raw))
      ctx.notes.push({ topicGuid: guid, code: 'comment_guid_replaced', detail: raw ?? '' });
    const reply = attr(child(c, 'ReplyToComment'), 'Guid');
    const verbalStatus = text(c, 'VerbalStatus');
    const status = text(c, 'Status');
    const vp = attr(child(c, 'Viewpoint'), 'Guid');
    return {
      guid: guidOf(raw, `${guid}:comment:${i}`),
      date: text(c, 'Date') ?? created,
      author: text(c, 'Author') ?? '',
      comment: text(c, 'Comment'),
      viewpointGuid: vp ? guidOf(vp, vp) : null,
      modifiedDate: text(c, 'ModifiedDate'),
      modifiedAuthor: text(c, 'ModifiedAuthor'),
      ...((reply || verbalStatus || status) && {
        legacy: { verbalStatus, status, replyToComment: reply },
      }),
    };
  });
}

function viewpoints(
  ctx: ReadContext,
  folder: string,
  markup: XmlNode,
  topic: XmlNode,
  guid: string,
) {
  const nodes = is30(ctx)
    ? all(child(topic, 'Viewpoints'), 'ViewPoint')
    : all(markup, 'Viewpoints');
  const bitmapFiles: Record<string, Uint8Array> = {};
  const out: BcfViewpoint[] = nodes.map((v, i) => {
    const vpGuid = guidOf(attr(v, 'Guid'), `${guid}:viewpoint:${i}`);
    const file = text(v, 'Viewpoint');
    const snap = text(v, 'Snapshot');
    let visInfo = null;
    const bytes = file ? ctx.file(resolvePath(folder, file)) : null;
    if (file && !bytes)
      ctx.notes.push({ topicGuid: guid, code: 'viewpoint_missing', detail: file });
    if (bytes) {
      try {
        const root = parseXml(bytes);
        const own = attr(child(root, 'VisualizationInfo'), 'Guid');
        visInfo = readVisInfo(root, ctx.version, isBcfGuid(own) ? own.toLowerCase() : vpGuid);
      } catch (err) {
        if (!(err instanceof XmlError)) throw err;
      }
      if (!visInfo)
        ctx.notes.push({ topicGuid: guid, code: 'viewpoint_not_xml', detail: file ?? '' });
    }
    for (const b of visInfo?.bitmaps ?? []) {
      // Relative to the topic folder; some writers make it relative to the archive's root.
      const data =
        ctx.file(resolvePath(folder, b.reference)) ?? ctx.file(resolvePath('', b.reference));
      if (data) bitmapFiles[b.reference] = data;
      else ctx.notes.push({ topicGuid: guid, code: 'file_missing', detail: b.reference });
    }
    const snapBytes = snap ? ctx.file(resolvePath(folder, snap)) : null;
    if (snap && !snapBytes)
      ctx.notes.push({ topicGuid: guid, code: 'snapshot_missing', detail: snap });
    const format = snapBytes
      ? (imageFormat(snapBytes) ?? (/\.jpe?g$/i.test(snap ?? '') ? 'jpg' : 'png'))
      : null;
    return {
      guid: vpGuid,
      index: num(v, 'Index'),
      visInfo,
      snapshot: snapBytes && format ? { format, bytes: snapBytes } : null,
    };
  });
  return { viewpoints: out, bitmapFiles };
}

/** The topic of one markup file; the caller checks the GUID for duplicates. */
export function readTopic(
  ctx: ReadContext,
  folder: string,
  markup: XmlNode,
  topic: XmlNode,
): BcfTopic {
  const rawGuid = attr(topic, 'Guid');
  const guid = guidOf(rawGuid, folder);
  if (!isBcfGuid(rawGuid))
    ctx.notes.push({ topicGuid: guid, code: 'guid_replaced', detail: rawGuid ?? folder });
  const creationDate = text(topic, 'CreationDate') ?? new Date(0).toISOString();
  const { viewpoints: vps, bitmapFiles } = viewpoints(ctx, folder, markup, topic, guid);
  return {
    guid,
    serverAssignedId: attr(topic, 'ServerAssignedId'),
    topicType: attr(topic, 'TopicType'),
    topicStatus: attr(topic, 'TopicStatus'),
    referenceLinks: is30(ctx)
      ? texts(child(topic, 'ReferenceLinks'), 'ReferenceLink')
      : texts(topic, 'ReferenceLink'),
    title: text(topic, 'Title') ?? '',
    priority: text(topic, 'Priority'),
    index: num(topic, 'Index'),
    labels: is30(ctx) ? texts(child(topic, 'Labels'), 'Label') : texts(topic, 'Labels'),
    creationDate,
    creationAuthor: text(topic, 'CreationAuthor') ?? '',
    modifiedDate: text(topic, 'ModifiedDate'),
    modifiedAuthor: text(topic, 'ModifiedAuthor'),
    dueDate: text(topic, 'DueDate'),
    assignedTo: text(topic, 'AssignedTo'),
    stage: text(topic, 'Stage'),
    description: text(topic, 'Description'),
    bimSnippet: bimSnippet(ctx, folder, topic, guid),
    documentReferences: documentReferences(ctx, folder, topic, guid),
    relatedTopics: list(
      ctx,
      topic,
      'RelatedTopics',
      'RelatedTopic',
      ctx.version === '2.0' ? 'RelatedTopics' : 'RelatedTopic',
    )
      .map((r) => attr(r, 'Guid'))
      .filter((g): g is string => !!g)
      .map((g) => guidOf(g, g)),
    headerFiles: headerFiles(ctx, markup),
    comments: comments(ctx, markup, topic, guid, creationDate),
    viewpoints: vps,
    bitmapFiles,
  };
}
