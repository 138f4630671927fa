import { imageFormat, stableGuid } from '../../../lib/bcf/guid';
import type { BcfComment, BcfTopic, BcfViewpoint } from '../../../lib/bcf/model';
import { loadTopic, storeTopic } from '../../../lib/bcf/stored';
import { fromViewpointData, toViewpointData } from '../../../lib/bcf/viewpoint-data';
import type { CommentRow, TopicRow } from '../../../db/schema/viewer';
import type { TopicBundle } from '../topics.repository';

/** The values a topic gets in Ouvrage's columns when its BCF has none (2.x makes them optional). */
export const defaultType = 'issue';
export const defaultStatus = 'open';

const cut = (s: string | null, n: number) => (s === null ? null : s.slice(0, n));
const dayOf = (s: string | null) => (s && /^\d{4}-\d{2}-\d{2}/.test(s) ? s.slice(0, 10) : null);
const date = (s: string | null) => {
  const d = s ? new Date(s) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** The viewpoint a topic shows first: the lowest index among those no comment points at. */
export function mainViewpoint(t: {
  viewpoints: BcfViewpoint[];
  comments: Pick<BcfComment, 'viewpointGuid'>[];
}): BcfViewpoint | null {
  const referenced = new Set(t.comments.map((c) => c.viewpointGuid));
  const order = [...t.viewpoints].sort((a, b) => (a.index ?? Infinity) - (b.index ?? Infinity));
  return (
    order.find((v) => !referenced.has(v.guid) && v.visInfo) ??
    order.find((v) => v.visInfo) ??
    order[0] ??
    null
  );
}

/** An imported topic as rows of this version: the columns Ouvrage shows, and its whole BCF beside. */
export function bundleOf(t: BcfTopic, versionId: string): TopicBundle {
  const { topic: stored, files } = storeTopic(t);
  const main = mainViewpoint(t);
  const vis = new Map(t.viewpoints.map((v) => [v.guid, v.visInfo]));
  const snapshot = main?.snapshot?.bytes;
  return {
    topic: {
      versionId,
      guid: t.guid,
      title: t.title.slice(0, 255),
      topicType: (t.topicType ?? defaultType).slice(0, 60),
      topicStatus: (t.topicStatus ?? defaultStatus).slice(0, 60),
      priority: cut(t.priority, 60),
      assignedTo: cut(t.assignedTo, 255),
      dueDate: dayOf(t.dueDate),
      labels: t.labels.slice(0, 20).map((l) => l.slice(0, 60)),
      description: cut(t.description, 10_000),
      authorId: null,
      authorLabel: t.creationAuthor,
      viewpoint: main?.visInfo ? toViewpointData(main.visInfo) : null,
      bcf: stored,
      createdAt: date(t.creationDate) ?? new Date(),
      modifiedAt: date(t.modifiedDate),
    },
    comments: t.comments.map((c) => {
      const v = c.viewpointGuid ? vis.get(c.viewpointGuid) : null;
      return {
        guid: c.guid,
        text: (c.comment ?? '').slice(0, 5000),
        authorId: null,
        authorLabel: c.author,
        viewpoint: v ? toViewpointData(v) : null,
        bcf: c,
        createdAt: date(c.date) ?? date(t.creationDate) ?? new Date(),
        modifiedAt: date(c.modifiedDate),
      };
    }),
    snapshot: snapshot && snapshot.length <= 4 * 1024 * 1024 ? Buffer.from(snapshot) : null,
    files,
  };
}

/** The stored value when Ouvrage's column still holds what the import put there, else the column. */
function kept<T>(stored: T, column: T, asColumn: (v: T) => T): T {
  return JSON.stringify(asColumn(stored)) === JSON.stringify(column) ? stored : column;
}

/** The date as BCF wrote it when it is still the same instant, else the new one. */
const sameInstant = (s: string | null, d: Date | null): string | null => {
  if (!d) return null;
  return s && date(s)?.getTime() === d.getTime() ? s : d.toISOString();
};

function commentOf(
  c: CommentRow,
  topicGuid: string,
): { comment: BcfComment; viewpoint: BcfViewpoint | null } {
  const s = c.bcf;
  if (s) {
    const text = kept(s.comment, c.text, (v) => (v ?? '').slice(0, 5000));
    const modifiedDate = sameInstant(s.modifiedDate, c.modifiedAt);
    return {
      viewpoint: null,
      comment: {
        ...s,
        comment: text === '' ? null : text,
        date: sameInstant(s.date, c.createdAt) ?? s.date,
        modifiedDate,
        modifiedAuthor: modifiedDate === s.modifiedDate ? s.modifiedAuthor : c.authorLabel,
      },
    };
  }
  const guid = c.viewpoint ? stableGuid(`${topicGuid}:${c.guid}:viewpoint`) : null;
  return {
    viewpoint:
      guid && c.viewpoint
        ? { guid, index: null, visInfo: fromViewpointData(c.viewpoint, guid), snapshot: null }
        : null,
    comment: {
      guid: c.guid,
      date: c.createdAt.toISOString(),
      author: c.authorLabel,
      comment: c.text,
      viewpointGuid: guid,
      modifiedDate: c.modifiedAt?.toISOString() ?? null,
      modifiedAuthor: c.modifiedAt ? c.authorLabel : null,
    },
  };
}

function ownViewpoint(r: TopicRow, snapshot: Buffer | null): BcfViewpoint[] {
  if (!r.viewpoint) return [];
  const guid = stableGuid(`${r.guid}:viewpoint`);
  const bytes = snapshot ? new Uint8Array(snapshot) : null;
  return [
    {
      guid,
      index: null,
      visInfo: fromViewpointData(r.viewpoint, guid),
      snapshot: bytes ? { format: imageFormat(bytes) ?? 'png', bytes } : null,
    },
  ];
}

/** A topic raised in Ouvrage, as BCF would have carried it. */
function ownTopic(r: TopicRow, snapshot: Buffer | null): BcfTopic {
  return {
    guid: r.guid,
    serverAssignedId: null,
    topicType: r.topicType,
    topicStatus: r.topicStatus,
    referenceLinks: [],
    title: r.title,
    priority: r.priority,
    index: null,
    labels: r.labels,
    creationDate: r.createdAt.toISOString(),
    creationAuthor: r.authorLabel,
    modifiedDate: null,
    modifiedAuthor: null,
    dueDate: null,
    assignedTo: r.assignedTo,
    stage: null,
    description: r.description,
    bimSnippet: null,
    documentReferences: [],
    relatedTopics: [],
    headerFiles: [],
    comments: [],
    viewpoints: ownViewpoint(r, snapshot),
    bitmapFiles: {},
  };
}

/**
 * The topic's own BCF without its comments: what its row keeps (imported, or changed through the
 * BCF-API), else what a topic raised in Ouvrage carries. The BCF-API changes this and stores it.
 */
export function baseTopicOf(
  r: TopicRow,
  files: Map<string, Uint8Array>,
  snapshot: Buffer | null,
): BcfTopic {
  return r.bcf ? loadTopic(r.bcf, [], files) : ownTopic(r, snapshot);
}

/**
 * A topic as BCF carries it, for export: what its BCF carried, with what was changed in Ouvrage
 * since (title, type, status, priority, assignee, due date, labels, description, comments). A topic
 * raised in Ouvrage gets viewpoint GUIDs derived from its own, the same export after export.
 */
export function bcfTopicOf(
  r: TopicRow,
  comments: CommentRow[],
  files: Map<string, Uint8Array>,
  snapshot: Buffer | null,
): BcfTopic {
  const base = baseTopicOf(r, files, snapshot);
  const own = comments.map((c) => commentOf(c, r.guid));
  const dueDate =
    dayOf(base.dueDate) === r.dueDate ? base.dueDate : r.dueDate ? `${r.dueDate}T00:00:00Z` : null;
  return {
    ...base,
    guid: r.guid,
    title: kept(base.title, r.title, (v) => v.slice(0, 255)),
    topicType: kept(base.topicType, r.topicType, (v) => (v ?? defaultType).slice(0, 60)),
    topicStatus: kept(base.topicStatus, r.topicStatus, (v) => (v ?? defaultStatus).slice(0, 60)),
    priority: kept(base.priority, r.priority, (v) => cut(v, 60)),
    assignedTo: kept(base.assignedTo, r.assignedTo, (v) => cut(v, 255)),
    labels: kept(base.labels, r.labels, (v) => v.slice(0, 20).map((l) => l.slice(0, 60))),
    description: kept(base.description, r.description, (v) => cut(v, 10_000)),
    dueDate,
    creationDate: sameInstant(base.creationDate, r.createdAt) ?? base.creationDate,
    modifiedDate: sameInstant(base.modifiedDate, r.modifiedAt),
    comments: own.map((o) => o.comment),
    viewpoints: [...base.viewpoints, ...own.flatMap((o) => (o.viewpoint ? [o.viewpoint] : []))],
  };
}
