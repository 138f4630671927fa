import type { z } from 'zod';
import type { ShownViewpoint, updateTopicBodySchema } from '../../../src/api/contract/viewer';
import type { Db } from '../../db/client';
import type { TopicRow } from '../../db/schema/viewer';
import { NotFoundError } from '../../lib/errors';
import { loadPeople } from '../projects/people';
import { requireEdit, versionScope, type Scope } from './scope';
import { notifyAssignee, notifyComment } from './topic-notifications';
import { topicsRepository } from './topics.repository';

export type TopicPatch = z.output<typeof updateTopicBodySchema>;

/**
 * Changes to topics and comments, with their access checks and notifications: the viewer's
 * routes (topics.routes.ts) and the BCF-API (modules/bcf-api) both go through here.
 */
export function topicWrites(db: Db) {
  const repo = topicsRepository(db);

  /** A topic and what the user may do on its file version (404 without access). */
  async function topicScope(userId: string, topicId: string, need: 'read' | 'contribute' = 'read') {
    const topic = await repo.get(topicId);
    if (!topic) throw new NotFoundError();
    return { topic, scope: await versionScope(db, userId, topic.versionId, need) };
  }

  /** A comment with its topic's scope (404 without access). */
  async function commentScope(userId: string, commentId: string) {
    const comment = await repo.comment(commentId);
    if (!comment) throw new NotFoundError();
    return { comment, ...(await topicScope(userId, comment.topicId)) };
  }

  return {
    topicScope,
    commentScope,
    /** Edits a topic (its author or a moderator) and tells a new assignee. */
    async updateTopic(scope: Scope, topic: TopicRow, b: TopicPatch): Promise<TopicRow> {
      requireEdit(scope, topic.authorId);
      const updated = await repo.update(topic.id, {
        ...(b.title !== undefined && { title: b.title }),
        ...(b.topic_type !== undefined && { topicType: b.topic_type }),
        ...(b.topic_status !== undefined && { topicStatus: b.topic_status }),
        ...(b.priority !== undefined && { priority: b.priority }),
        ...(b.assigned_to !== undefined && { assignedTo: b.assigned_to }),
        ...(b.due_date !== undefined && { dueDate: b.due_date }),
        ...(b.labels !== undefined && { labels: b.labels }),
        ...(b.description !== undefined && { description: b.description }),
      });
      await notifyAssignee(db, scope.userId, updated, topic);
      return updated;
    },
    async removeTopic(scope: Scope, topic: TopicRow): Promise<void> {
      requireEdit(scope, topic.authorId);
      await repo.remove(topic.id);
    },
    /** Comments on a topic (project members) and tells who follows it. */
    async addComment(
      userId: string,
      topicId: string,
      text: string,
      viewpoint: ShownViewpoint | null,
      /** The BCF-API's desired GUID: the comment's id and BCF GUID. */
      ids?: { id: string; guid: string },
    ) {
      const { topic, scope } = await topicScope(userId, topicId, 'contribute');
      const me = (await loadPeople(db, [userId])).get(userId);
      const comment = await repo.addComment({
        ...ids,
        topicId: topic.id,
        text,
        authorId: userId,
        authorLabel: me?.email ?? '',
        viewpoint,
      });
      await notifyComment(db, userId, topic);
      return { comment, topic, scope };
    },
    async updateComment(userId: string, commentId: string, text: string) {
      const { comment, scope } = await commentScope(userId, commentId);
      requireEdit(scope, comment.authorId);
      return { comment: await repo.updateComment(comment.id, text), scope };
    },
    async removeComment(userId: string, commentId: string): Promise<void> {
      const { comment, scope } = await commentScope(userId, commentId);
      requireEdit(scope, comment.authorId);
      await repo.removeComment(comment.id);
    },
  };
}
