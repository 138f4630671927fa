import type { Topic, TopicDetail } from '../../../src/api/contract/viewer';
import type { Db } from '../../db/client';
import type { CommentRow, TopicRow } from '../../db/schema/viewer';
import { loadPeople } from '../projects/people';
import type { BcfTopic } from './bcf/bcf-archive';
import type { Scope } from './scope';
import { topicsRepository, type TopicBundle } from './topics.repository';
import { toComment, toTopic } from './viewer.dto';

/** Topics as the API answers them (people, comment counts, snapshot links) and as BCF carries them. */
export function topicPresenter(db: Db) {
  const repo = topicsRepository(db);
  return {
    async topics(rows: TopicRow[], scope: Scope): Promise<Topic[]> {
      const ids = rows.map((r) => r.id);
      const [people, counts, snapshots] = await Promise.all([
        loadPeople(
          db,
          rows.map((r) => r.authorId),
        ),
        repo.commentCounts(ids),
        repo.snapshotsOf(ids),
      ]);
      return rows.map((r) =>
        toTopic(r, people, scope, {
          comments: counts.get(r.id) ?? 0,
          snapshot: snapshots.has(r.id),
        }),
      );
    },
    async detail(row: TopicRow, scope: Scope): Promise<TopicDetail> {
      const comments = await repo.comments([row.id]);
      const [people, snapshots] = await Promise.all([
        loadPeople(db, [row.authorId, ...comments.map((c) => c.authorId)]),
        repo.snapshotsOf([row.id]),
      ]);
      return {
        ...toTopic(row, people, scope, {
          comments: comments.length,
          snapshot: snapshots.has(row.id),
        }),
        comments: comments.map((c) => toComment(c, people, scope)),
      };
    },
    async comment(row: CommentRow, scope: Scope) {
      return toComment(row, await loadPeople(db, [row.authorId]), scope);
    },
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A version's topics as BCF carries them (for export). */
export async function bcfTopicsOf(db: Db, versionId: string): Promise<BcfTopic[]> {
  const repo = topicsRepository(db);
  const rows = await repo.list(versionId);
  const comments = await repo.comments(rows.map((r) => r.id));
  const out: BcfTopic[] = [];
  for (const r of rows) {
    out.push({
      guid: r.guid,
      title: r.title,
      topicType: r.topicType,
      topicStatus: r.topicStatus,
      priority: r.priority,
      assignedTo: r.assignedTo,
      dueDate: r.dueDate,
      labels: r.labels,
      description: r.description,
      authorLabel: r.authorLabel,
      createdAt: r.createdAt.toISOString(),
      modifiedAt: iso(r.modifiedAt),
      viewpoint: r.viewpoint,
      snapshot: await repo.snapshot(r.id),
      comments: comments
        .filter((c) => c.topicId === r.id)
        .map((c) => ({
          guid: c.guid,
          text: c.text,
          authorLabel: c.authorLabel,
          createdAt: c.createdAt.toISOString(),
          modifiedAt: iso(c.modifiedAt),
          viewpoint: c.viewpoint,
        })),
    });
  }
  return out;
}

const date = (s: string | null) => {
  const d = s ? new Date(s) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** Imported BCF topics as rows of this version; `userId` is who imported them. */
export function bundlesOf(topics: BcfTopic[], versionId: string): TopicBundle[] {
  return topics.map((t) => ({
    topic: {
      versionId,
      guid: t.guid,
      title: t.title.slice(0, 255),
      topicType: t.topicType.slice(0, 60),
      topicStatus: t.topicStatus.slice(0, 60),
      priority: t.priority?.slice(0, 60) ?? null,
      assignedTo: t.assignedTo?.slice(0, 255) ?? null,
      dueDate: /^\d{4}-\d{2}-\d{2}$/.test(t.dueDate ?? '') ? t.dueDate : null,
      labels: t.labels.slice(0, 20).map((l) => l.slice(0, 60)),
      description: t.description?.slice(0, 10_000) ?? null,
      authorId: null,
      authorLabel: t.authorLabel,
      viewpoint: t.viewpoint,
      createdAt: date(t.createdAt) ?? new Date(),
      modifiedAt: date(t.modifiedAt),
    },
    comments: t.comments.map((c) => ({
      guid: c.guid,
      text: c.text.slice(0, 5000),
      authorId: null,
      authorLabel: c.authorLabel,
      viewpoint: c.viewpoint,
      createdAt: date(c.createdAt) ?? new Date(),
      modifiedAt: date(c.modifiedAt),
    })),
    snapshot: t.snapshot && t.snapshot.length <= 4 * 1024 * 1024 ? t.snapshot : null,
  }));
}
