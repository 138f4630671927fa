import { imageFormat } from '../../lib/bcf/guid';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  createCommentBodySchema,
  createTopicBodySchema,
  topicCommentSchema,
  topicDetailSchema,
  topicSchema,
  updateCommentBodySchema,
  updateTopicBodySchema,
  versionParams,
} from '../../../src/api/contract/viewer';
import type { AppDeps } from '../../deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { loadPeople } from '../projects/people';
import { userIdOf } from '../projects/request-user';
import { viewerErrors } from './version-items';
import { versionScope } from './scope';
import { topicWrites } from './topic-writes';
import { topicsRepository } from './topics.repository';
import { notifyAssignee } from './topic-notifications';
import { topicPresenter } from './topics.service';

const tags = ['viewer: BCF topics'];
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SNAPSHOT = 4 * 1024 * 1024;

/** The snapshot of the new-BCF dialog: base64 PNG, 4 MB at most. */
function snapshotBytes(base64: string | null | undefined): Buffer | null {
  if (!base64) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_SNAPSHOT || !bytes.subarray(0, 8).equals(PNG)) {
    throw new ValidationError({ snapshot: [{ key: 'validation.viewer_snapshot' }] });
  }
  return bytes;
}

/**
 * BCF topics of a file version (title, type, status, priority, assignee, due date, labels,
 * description, a viewpoint and a snapshot) and their comments. Project members raise topics
 * and comment; a topic or comment is changed by its author or an editor of the project.
 */
export const topicsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = topicsRepository(db);
  const present = topicPresenter(db);

  const writes = topicWrites(db);
  const topicScope = (userId: string, topicId: string) => writes.topicScope(userId, topicId);

  app.get(
    '/api/file-versions/:versionId/topics',
    {
      schema: {
        tags,
        summary: 'BCF topics of a file version, oldest first',
        params: versionParams,
        response: { 200: z.array(topicSchema), ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const scope = await versionScope(db, userIdOf(request), request.params.versionId, 'read');
      return present.topics(await repo.list(scope.versionId), scope);
    },
  );

  app.post(
    '/api/file-versions/:versionId/topics',
    {
      schema: {
        tags,
        summary:
          'Raises a BCF topic (the new-BCF dialog), with its viewpoint and snapshot (base64 PNG)',
        params: versionParams,
        body: createTopicBodySchema,
        response: { 201: topicDetailSchema, 422: errorBodySchema, ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const scope = await versionScope(db, userId, request.params.versionId, 'contribute');
      const b = request.body;
      const snapshot = snapshotBytes(b.snapshot);
      const me = (await loadPeople(db, [userId])).get(userId);
      const [topic] = await repo.insert([
        {
          topic: {
            versionId: scope.versionId,
            title: b.title,
            topicType: b.topic_type,
            topicStatus: b.topic_status,
            priority: b.priority ?? null,
            assignedTo: b.assigned_to ?? null,
            dueDate: b.due_date ?? null,
            labels: b.labels ?? [],
            description: b.description ?? null,
            authorId: userId,
            authorLabel: me?.email ?? '',
            viewpoint: b.viewpoint ?? null,
          },
          comments: [],
          snapshot,
        },
      ]);
      await notifyAssignee(db, userId, topic!);
      return reply.status(201).send(await present.detail(topic!, scope));
    },
  );

  app.get(
    '/api/topics/:id',
    {
      schema: {
        tags,
        summary: 'A topic with its comments',
        params: uuidParams,
        response: { 200: topicDetailSchema, ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const { topic, scope } = await topicScope(userIdOf(request), request.params.id);
      return present.detail(topic, scope);
    },
  );

  app.patch(
    '/api/topics/:id',
    {
      schema: {
        tags,
        summary: 'Edits a topic (its author, or an editor of the project)',
        params: uuidParams,
        body: updateTopicBodySchema,
        response: { 200: topicDetailSchema, 422: errorBodySchema, ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const { topic, scope } = await topicScope(userIdOf(request), request.params.id);
      const updated = await writes.updateTopic(scope, topic, request.body);
      return present.detail(updated, scope);
    },
  );

  app.delete(
    '/api/topics/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a topic with its comments and snapshot (its author, or an editor)',
        params: uuidParams,
        response: { 204: z.null(), ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const { topic, scope } = await topicScope(userIdOf(request), request.params.id);
      await writes.removeTopic(scope, topic);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/topics/:id/snapshot',
    {
      schema: {
        tags,
        summary: "The topic's snapshot (image/png, or image/jpeg from an imported BCF)",
        params: uuidParams,
        response: { 200: z.unknown().describe('PNG or JPEG bytes'), ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const { topic } = await topicScope(userIdOf(request), request.params.id);
      const png = await repo.snapshot(topic.id);
      if (!png) throw new NotFoundError();
      return reply
        .header('content-type', imageFormat(png) === 'jpg' ? 'image/jpeg' : 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(png);
    },
  );

  app.post(
    '/api/topics/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comments on a topic (project members), optionally with a viewpoint',
        params: uuidParams,
        body: createCommentBodySchema,
        response: { 201: topicCommentSchema, 422: errorBodySchema, ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      const { comment, scope } = await writes.addComment(
        userIdOf(request),
        request.params.id,
        request.body.text,
        request.body.viewpoint ?? null,
      );
      return reply.status(201).send(await present.comment(comment, scope));
    },
  );

  app.patch(
    '/api/topic-comments/:id',
    {
      schema: {
        tags,
        summary: 'Edits a comment (its author, or an editor of the project)',
        params: uuidParams,
        body: updateCommentBodySchema,
        response: { 200: topicCommentSchema, 422: errorBodySchema, ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const { comment, scope } = await writes.updateComment(
        userIdOf(request),
        request.params.id,
        request.body.text,
      );
      return present.comment(comment, scope);
    },
  );

  app.delete(
    '/api/topic-comments/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a comment (its author, or an editor of the project)',
        params: uuidParams,
        response: { 204: z.null(), ...viewerErrors },
      },
      config: { audience: 'pro' },
    },
    async (request, reply) => {
      await writes.removeComment(userIdOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
