import type { BcfComment, BcfDocumentReference, BcfTopic, BcfViewpoint } from './model';

/** A topic's BCF as kept in the database (JSON): the model without its bytes and comments. */
export type StoredBcfTopic = Omit<
  BcfTopic,
  'comments' | 'viewpoints' | 'bitmapFiles' | 'bimSnippet' | 'documentReferences'
> & {
  viewpoints: (Omit<BcfViewpoint, 'snapshot'> & { snapshot: { format: 'png' | 'jpg' } | null })[];
  bitmapFiles: string[];
  bimSnippet: (Omit<NonNullable<BcfTopic['bimSnippet']>, 'bytes'> & { carried: boolean }) | null;
  documentReferences: (Omit<BcfDocumentReference, 'document'> & {
    document: Omit<NonNullable<BcfDocumentReference['document']>, 'bytes'> | null;
  })[];
};

export type StoredBcfComment = BcfComment;

/** Keys of a topic's files in storage. */
export const fileKey = {
  snapshot: (viewpointGuid: string) => `snapshot:${viewpointGuid}`,
  bitmap: (reference: string) => `bitmap:${reference}`,
  document: (guid: string) => `document:${guid}`,
  snippet: 'snippet',
};

/** Splits a topic into what goes in JSON and its files (bytes by key). */
export function storeTopic(t: BcfTopic): { topic: StoredBcfTopic; files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  for (const v of t.viewpoints)
    if (v.snapshot) files.set(fileKey.snapshot(v.guid), v.snapshot.bytes);
  for (const [ref, bytes] of Object.entries(t.bitmapFiles)) files.set(fileKey.bitmap(ref), bytes);
  if (t.bimSnippet?.bytes) files.set(fileKey.snippet, t.bimSnippet.bytes);
  for (const d of t.documentReferences)
    if (d.document) files.set(fileKey.document(d.document.guid), d.document.bytes);
  const { comments: _comments, ...rest } = t;
  return {
    files,
    topic: {
      ...rest,
      viewpoints: t.viewpoints.map((v) => ({
        ...v,
        snapshot: v.snapshot && { format: v.snapshot.format },
      })),
      bitmapFiles: Object.keys(t.bitmapFiles),
      bimSnippet: t.bimSnippet && {
        snippetType: t.bimSnippet.snippetType,
        isExternal: t.bimSnippet.isExternal,
        reference: t.bimSnippet.reference,
        referenceSchema: t.bimSnippet.referenceSchema,
        carried: t.bimSnippet.bytes !== null,
      },
      documentReferences: t.documentReferences.map((d) => ({
        ...d,
        document: d.document && {
          guid: d.document.guid,
          filename: d.document.filename,
          description: d.document.description,
        },
      })),
    },
  };
}

/** The topic again from its JSON, its comments and its files; a file gone missing drops what needs it. */
export function loadTopic(
  s: StoredBcfTopic,
  comments: BcfComment[],
  files: Map<string, Uint8Array>,
): BcfTopic {
  const { carried: _carried, ...snippet } = s.bimSnippet ?? { carried: false };
  return {
    ...s,
    comments,
    viewpoints: s.viewpoints.map((v) => {
      const bytes = files.get(fileKey.snapshot(v.guid));
      return { ...v, snapshot: v.snapshot && bytes ? { format: v.snapshot.format, bytes } : null };
    }),
    bitmapFiles: Object.fromEntries(
      s.bitmapFiles.flatMap((ref) => {
        const bytes = files.get(fileKey.bitmap(ref));
        return bytes ? [[ref, bytes]] : [];
      }),
    ),
    bimSnippet: s.bimSnippet && {
      ...(snippet as Omit<NonNullable<StoredBcfTopic['bimSnippet']>, 'carried'>),
      bytes: s.bimSnippet.carried ? (files.get(fileKey.snippet) ?? null) : null,
    },
    documentReferences: s.documentReferences.map((d) => {
      const bytes = d.document ? files.get(fileKey.document(d.document.guid)) : undefined;
      return { ...d, document: d.document && bytes ? { ...d.document, bytes } : null };
    }),
  };
}
