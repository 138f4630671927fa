import type { Db } from '../../db/client';
import type { TopicRow } from '../../db/schema/viewer';
import type { BcfTopic } from '../../lib/bcf/model';
import { NotFoundError } from '../../lib/errors';
import { canEdit, type Scope } from '../viewer-models/scope';
import { topicWrites } from '../viewer-models/topic-writes';
import { topicsRepository } from '../viewer-models/topics.repository';
import { bcfTopicsOfRows } from '../viewer-models/topics.service';
import { apiComment, apiTopic } from './bcf-api.dto';
import { bcfApiRepository } from './bcf-api.repository';

/** A topic of the BCF-API: its row, what the user may do with it, and its BCF model. */
export type ApiTopicFound = { row: TopicRow; scope: Scope; bcf: BcfTopic };

/**
 * The BCF-API over the viewer's topics: a BCF project is an Ouvrage project, its topics those of
 * every version of its files. Access and writes are the viewer's own (scope.ts, topic-writes.ts).
 */
export function bcfApiService(db: Db) {
  const repo = bcfApiRepository(db);
  const topics = topicsRepository(db);
  const writes = topicWrites(db);

  /** The project, when the user owns it or is a member (else 404). */
  async function project(userId: string, projectId: string) {
    const found = await repo.project(userId, projectId);
    if (!found) throw new NotFoundError();
    return found;
  }

  /** A topic of the project with its BCF model; 404 when not there or not readable. */
  async function topic(userId: string, projectId: string, topicId: string): Promise<ApiTopicFound> {
    await project(userId, projectId);
    const { topic: row, scope } = await writes.topicScope(userId, topicId);
    if (scope.projectId !== projectId) throw new NotFoundError();
    const [bcf] = await bcfTopicsOfRows(db, [row]);
    return { row, scope, bcf: bcf! };
  }

  const topicJson = (f: ApiTopicFound) =>
    apiTopic(f.row, f.bcf, {
      edit: canEdit(f.scope, f.row.authorId),
      comment: f.scope.canContribute,
    });

  return {
    project,
    topic,
    topicJson,
    writes,
    projects: (userId: string) => repo.projects(userId),
    people: (projectId: string, ownerId: string) => repo.people(projectId, ownerId),
    /** Every topic of the project as BCF-API JSON, with the labels in use. */
    async topics(userId: string, projectId: string) {
      await project(userId, projectId);
      const rows = await repo.topics(projectId);
      const models = await bcfTopicsOfRows(db, rows);
      const scopes = new Map<string, Scope>();
      const out = [];
      for (const [i, row] of rows.entries()) {
        let scope = scopes.get(row.versionId);
        if (!scope) {
          scope = (await writes.topicScope(userId, row.id)).scope;
          scopes.set(row.versionId, scope);
        }
        out.push(topicJson({ row, scope, bcf: models[i]! }));
      }
      return out;
    },
    /** The topic's comments as BCF-API JSON, oldest first. */
    async comments(f: ApiTopicFound) {
      const rows = await topics.comments([f.row.id]);
      return rows.map((c, i) => apiComment(c, f.bcf.comments[i]!, canEdit(f.scope, c.authorId)));
    },
    /** A viewpoint of the topic by its guid (404 when none). */
    viewpoint(f: ApiTopicFound, guid: string) {
      const v = f.bcf.viewpoints.find((p) => p.guid.toLowerCase() === guid.toLowerCase());
      if (!v) throw new NotFoundError();
      return v;
    },
    /** The topics of the project this one's BCF relates to, by their API guid (our id). */
    async related(f: ApiTopicFound): Promise<string[]> {
      const wanted = new Set(f.bcf.relatedTopics.map((g) => g.toLowerCase()));
      if (wanted.size === 0) return [];
      const rows = await repo.topics(f.scope.projectId);
      return rows.filter((r) => wanted.has(r.guid.toLowerCase())).map((r) => r.id);
    },
    labels: async (projectId: string) =>
      [...new Set((await repo.topics(projectId)).flatMap((t) => t.labels))].sort(),
  };
}
