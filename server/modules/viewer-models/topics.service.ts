import type { Topic, TopicDetail } from '../../../src/api/contract/viewer';
import type { Db } from '../../db/client';
import type { CommentRow, TopicRow } from '../../db/schema/viewer';
import { loadPeople } from '../projects/people';
import type { BcfTopic } from '../../lib/bcf/model';
import { bcfTopicOf } from './bcf/bcf-topics';
import type { Scope } from './scope';
import { topicsRepository } from './topics.repository';
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

/** A version's topics as BCF carries them (for export). */
export async function bcfTopicsOf(db: Db, versionId: string): Promise<BcfTopic[]> {
  return bcfTopicsOfRows(db, await topicsRepository(db).list(versionId));
}

/** Topics as BCF carries them, with their comments in the rows' order (export, BCF-API). */
export async function bcfTopicsOfRows(db: Db, rows: TopicRow[]): Promise<BcfTopic[]> {
  const repo = topicsRepository(db);
  const ids = rows.map((r) => r.id);
  const [comments, files] = await Promise.all([repo.comments(ids), repo.files(ids)]);
  const out: BcfTopic[] = [];
  for (const r of rows) {
    const snapshot = r.bcf ? null : await repo.snapshot(r.id);
    out.push(
      bcfTopicOf(
        r,
        comments.filter((c) => c.topicId === r.id),
        files.get(r.id) ?? new Map(),
        snapshot,
      ),
    );
  }
  return out;
}
