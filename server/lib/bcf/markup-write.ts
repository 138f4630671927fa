import type { BcfDocumentReference, BcfTopic, BcfWriteVersion } from './model';
import { leaf, type El } from './xml';

/** Where a written topic's files went: viewpoint and snapshot names, internal documents' paths. */
export type TopicLayout = {
  viewpoints: Map<string, { file: string | null; snapshot: string | null }>;
  documentPaths: Map<BcfDocumentReference, string>;
};

/** 3.0 refuses empty or blank strings where 2.1 accepts them: a placeholder keeps the file valid. */
const required = (v: string | null, version: BcfWriteVersion, fallback: string) =>
  v && v.trim() !== '' ? v : version === '3.0' ? fallback : (v ?? '');

function documentReference(
  d: BcfDocumentReference,
  version: BcfWriteVersion,
  layout: TopicLayout,
): El {
  if (version === '3.0') {
    return {
      name: 'DocumentReference',
      attrs: { Guid: d.guid },
      children: [
        d.document ? { name: 'DocumentGuid', text: d.document.guid } : leaf('Url', d.url),
        leaf('Description', d.description),
      ],
    };
  }
  const internal = layout.documentPaths.get(d);
  return {
    name: 'DocumentReference',
    attrs: { Guid: d.guid, isExternal: internal ? undefined : true },
    children: [
      leaf('ReferencedDocument', internal ? `../${internal}` : d.url),
      leaf('Description', d.description),
    ],
  };
}

/** A topic's markup.bcf; `fallback` gives 3.0's required type and status when the source had none. */
export function writeMarkup(
  t: BcfTopic,
  version: BcfWriteVersion,
  layout: TopicLayout,
  fallback: { topicType: string; topicStatus: string },
): El {
  const is30 = version === '3.0';
  const wrap = (name: string, children: El[]): El | null =>
    children.length > 0 ? { name, children } : null;
  const headerFiles: El[] = t.headerFiles.map((f) => ({
    name: 'File',
    attrs: {
      IfcProject: f.ifcProject,
      IfcSpatialStructureElement: f.ifcSpatialStructureElement,
      [is30 ? 'IsExternal' : 'isExternal']: f.isExternal,
    },
    children: [leaf('Filename', f.filename), leaf('Date', f.date), leaf('Reference', f.reference)],
  }));
  const links = t.referenceLinks.map((l) => ({ name: 'ReferenceLink', text: l }));
  const labels = t.labels.map((l) => ({ name: is30 ? 'Label' : 'Labels', text: l }));
  const docs = t.documentReferences.map((d) => documentReference(d, version, layout));
  const related = t.relatedTopics.map((g) => ({ name: 'RelatedTopic', attrs: { Guid: g } }));
  const snippet: El | null = t.bimSnippet && {
    name: 'BimSnippet',
    attrs: {
      SnippetType: required(t.bimSnippet.snippetType, version, 'unknown'),
      [is30 ? 'IsExternal' : 'isExternal']: t.bimSnippet.isExternal,
    },
    children: [
      { name: 'Reference', text: t.bimSnippet.reference },
      { name: 'ReferenceSchema', text: required(t.bimSnippet.referenceSchema, version, 'unknown') },
    ],
  };
  const comments: El[] = t.comments.map((c) => ({
    name: 'Comment',
    attrs: { Guid: c.guid },
    children: [
      { name: 'Date', text: c.date },
      { name: 'Author', text: required(c.author, version, 'unknown') },
      is30 ? leaf('Comment', c.comment) : { name: 'Comment', text: c.comment ?? '' },
      c.viewpointGuid ? { name: 'Viewpoint', attrs: { Guid: c.viewpointGuid } } : null,
      leaf('ModifiedDate', c.modifiedDate),
      leaf('ModifiedAuthor', c.modifiedAuthor),
    ],
  }));
  const viewpoints: El[] = t.viewpoints.map((v) => {
    const files = layout.viewpoints.get(v.guid);
    return {
      name: is30 ? 'ViewPoint' : 'Viewpoints',
      attrs: { Guid: v.guid },
      children: [
        leaf('Viewpoint', files?.file),
        leaf('Snapshot', files?.snapshot),
        leaf('Index', v.index),
      ],
    };
  });
  const topic: El = {
    name: 'Topic',
    attrs: {
      Guid: t.guid,
      ...(is30 && { ServerAssignedId: t.serverAssignedId }),
      TopicType: is30 ? required(t.topicType, version, fallback.topicType) : t.topicType,
      TopicStatus: is30 ? required(t.topicStatus, version, fallback.topicStatus) : t.topicStatus,
    },
    children: [
      ...(is30 ? [wrap('ReferenceLinks', links)] : links),
      { name: 'Title', text: required(t.title, version, 'untitled') },
      leaf('Priority', t.priority),
      leaf('Index', t.index),
      ...(is30 ? [wrap('Labels', labels)] : labels),
      { name: 'CreationDate', text: t.creationDate },
      { name: 'CreationAuthor', text: required(t.creationAuthor, version, 'unknown') },
      leaf('ModifiedDate', t.modifiedDate),
      leaf('ModifiedAuthor', t.modifiedAuthor),
      leaf('DueDate', t.dueDate),
      leaf('AssignedTo', t.assignedTo),
      leaf('Stage', t.stage),
      leaf('Description', t.description),
      snippet,
      ...(is30 ? [wrap('DocumentReferences', docs)] : docs),
      ...(is30 ? [wrap('RelatedTopics', related)] : related),
      ...(is30 ? [wrap('Comments', comments), wrap('Viewpoints', viewpoints)] : []),
    ],
  };
  const header = is30
    ? wrap(
        'Header',
        [wrap('Files', headerFiles)].filter((e): e is El => !!e),
      )
    : wrap('Header', headerFiles);
  return {
    name: 'Markup',
    children: [header, topic, ...(is30 ? [] : [...comments, ...viewpoints])],
  };
}
