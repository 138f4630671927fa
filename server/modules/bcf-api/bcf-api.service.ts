import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { TopicRow } from '../../db/schema/viewer';
import type { BcfTopic } from '../../lib/bcf/model';
import { NotFoundError } from '../../lib/errors';
import { userOf } from '../../plugins/audience';
import { accessControl } from '../projects/access';
import { canEdit, type Scope } from '../viewer-models/scope';
import { topicWrites } from '../viewer-models/topic-writes';
import { topicsRepository } from '../viewer-models/topics.repository';
import { bcfTopicsOfRows } from '../viewer-models/topics.service';
import { apiComment, apiTopic, apiViewpoint } from './bcf-api.dto';
import { bcfApiRepository } from './bcf-api.repository';

/** Who calls: the user, and whether their token only reads (then no action is offered). */
export type Caller = { id: string; readOnly: boolean };
export const callerOf = (request: FastifyRequest): Caller => ({
  id: userOf(request).id,
  readOnly: request.tokenScope === 'bcf:read',
});

/** A topic of the BCF-API: its row, what the user may do with it, and its BCF model. */
export type ApiTopicFound = { row: TopicRow; scope: Scope; bcf: BcfTopic };

/** What the caller may do on a topic (BCF-API 3.0 § 3.1.5.2). */
export function topicActions(scope: Scope, authorId: string | null): string[] {
  return [
    ...(canEdit(scope, authorId)
      ? ['update', 'updateRelatedTopics', 'updateDocumentReferences', 'updateFiles']
      : []),
    ...(scope.canContribute ? ['createComment', 'createViewpoint'] : []),
    ...(canEdit(scope, authorId) ? ['delete'] : []),
  ];
}

/** A scope that offers nothing, for a read-only token. */
const readOnly = (scope: Scope): Scope => ({ ...scope, canContribute: false, canModerate: false });

/**
 * The BCF-API over the viewer's topics: a BCF project is an Ouvrage project, its topics those of
 * every version of its files. Access and writes are the viewer's own (scope.ts, topic-writes.ts).
 */
export function bcfApiService(db: Db) {
  const repo = bcfApiRepository(db);
  const topics = topicsRepository(db);
  const writes = topicWrites(db);
  const access = accessControl(db);

  /** The project, when the user owns it or is a member (else 404), with what they may do there. */
  async function project(who: Caller, projectId: string) {
    const found = await repo.project(who.id, projectId);
    if (!found) throw new NotFoundError();
    const role = await access.projectRole(found, who.id);
    const member = !who.readOnly && role !== null;
    const moderator = member && role !== 'viewer';
    /** Admins and the owner change the project itself (its name), as in the app. */
    const manager = member && (role === 'owner' || role === 'admin');
    return { ...found, member, moderator, manager };
  }

  async function scoped(who: Caller, topicId: string) {
    const { topic: row, scope } = await writes.topicScope(who.id, topicId);
    return { row, scope: who.readOnly ? readOnly(scope) : scope };
  }

  /** A topic of the project with its BCF model; 404 when not there or not readable. */
  async function topic(who: Caller, projectId: string, topicId: string): Promise<ApiTopicFound> {
    await project(who, projectId);
    const { row, scope } = await scoped(who, topicId);
    if (scope.projectId !== projectId) throw new NotFoundError();
    const [bcf] = await bcfTopicsOfRows(db, [row]);
    return { row, scope, bcf: bcf! };
  }

  const topicJson = (f: ApiTopicFound) =>
    apiTopic(f.row, f.bcf, topicActions(f.scope, f.row.authorId));

  /** The viewpoints comments show (they cannot be deleted while a comment shows them). */
  const commented = (f: ApiTopicFound) =>
    new Set(
      f.bcf.comments.flatMap((c) => (c.viewpointGuid ? [c.viewpointGuid.toLowerCase()] : [])),
    );

  return {
    project,
    topic,
    topicJson,
    commented,
    writes,
    repo,
    projects: (userId: string) => repo.projects(userId),
    people: (projectId: string, ownerId: string) => repo.people(projectId, ownerId),
    /** Every topic of the project as BCF-API JSON, with the labels in use. */
    async topics(who: Caller, projectId: string) {
      await project(who, projectId);
      const rows = await repo.topics(projectId);
      const models = await bcfTopicsOfRows(db, rows);
      const scopes = new Map<string, Scope>();
      const out = [];
      for (const [i, row] of rows.entries()) {
        let scope = scopes.get(row.versionId);
        if (!scope) {
          scope = (await scoped(who, row.id)).scope;
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
    /** A viewpoint as BCF-API JSON, with whether the caller may delete it. */
    viewpointJson(f: ApiTopicFound, v: BcfTopic['viewpoints'][number]) {
      const free = !commented(f).has(v.guid.toLowerCase());
      return apiViewpoint(v, free && canEdit(f.scope, f.row.authorId));
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
