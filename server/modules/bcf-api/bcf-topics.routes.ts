import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BCF_API_VERSION,
  bcfCommentBodySchema,
  bcfCommentParams,
  bcfCommentSchema,
  bcfProjectParams,
  bcfTopicParams,
  bcfTopicPutBodySchema,
  bcfTopicSchema,
  bcfTopicsQuerySchema,
} from '../../../src/api/contract/bcf-api';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { toViewpointData } from '../../lib/bcf/viewpoint-data';
import { userOf } from '../../plugins/audience';
import { defaultStatus, defaultType } from '../viewer-models/bcf/bcf-topics';
import { bcfErrors } from './bcf-api.routes';
import { bcfApiService } from './bcf-api.service';
import { topicFilter, topicOrder } from './bcf-query';

export const tags = ['BCF-API 3.0'];
const topicsUrl = `/bcf/${BCF_API_VERSION}/projects/:projectId/topics`;
export const topicUrl = `${topicsUrl}/:topicGuid`;
export const pro = { audience: 'pro' as const };

/** Topics and their comments (viewpoints and references: bcf-viewpoints.routes.ts). */
export const bcfTopicsApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const bcf = bcfApiService(db);
  const found = (r: { params: z.infer<typeof bcfTopicParams> }, userId: string) =>
    bcf.topic(userId, r.params.projectId, r.params.topicGuid);

  app.get(
    topicsUrl,
    {
      schema: {
        tags,
        summary: "The project's topics ($filter, $orderby, $top, $skip: see the README)",
        params: bcfProjectParams,
        querystring: bcfTopicsQuerySchema,
        response: { 200: z.array(bcfTopicSchema), 422: errorBodySchema, ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const q = request.query;
      const test = topicFilter(q.$filter);
      const order = topicOrder(q.$orderby);
      const all = await bcf.topics(userOf(request).id, request.params.projectId);
      const skip = q.$skip ?? 0;
      return all
        .filter(test)
        .sort(order)
        .slice(skip, q.$top === undefined ? undefined : skip + q.$top);
    },
  );

  app.get(
    topicUrl,
    {
      schema: {
        tags,
        summary: 'One topic',
        params: bcfTopicParams,
        response: { 200: bcfTopicSchema, ...bcfErrors },
      },
      config: pro,
    },
    async (request) => bcf.topicJson(await found(request, userOf(request).id)),
  );

  app.put(
    topicUrl,
    {
      schema: {
        tags,
        summary: 'Replaces the editable fields of a topic (its author, or an editor)',
        params: bcfTopicParams,
        body: bcfTopicPutBodySchema,
        response: { 200: bcfTopicSchema, 422: errorBodySchema, ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const userId = userOf(request).id;
      const f = await found(request, userId);
      const b = request.body;
      await bcf.writes.updateTopic(f.scope, f.row, {
        title: b.title,
        topic_type: b.topic_type || defaultType,
        topic_status: b.topic_status || defaultStatus,
        priority: b.priority || null,
        assigned_to: b.assigned_to || null,
        due_date: b.due_date ? b.due_date.slice(0, 10) : null,
        labels: b.labels ?? [],
        description: b.description || null,
      });
      return bcf.topicJson(await found(request, userId));
    },
  );

  app.delete(
    topicUrl,
    {
      schema: {
        tags,
        summary: 'Deletes a topic with its comments and viewpoints (its author, or an editor)',
        params: bcfTopicParams,
        response: { 200: z.null(), ...bcfErrors },
      },
      config: pro,
    },
    async (request, reply) => {
      const f = await found(request, userOf(request).id);
      await bcf.writes.removeTopic(f.scope, f.row);
      return reply.status(200).send(null);
    },
  );

  app.get(
    `${topicUrl}/comments`,
    {
      schema: {
        tags,
        summary: "The topic's comments, oldest first",
        params: bcfTopicParams,
        response: { 200: z.array(bcfCommentSchema), ...bcfErrors },
      },
      config: pro,
    },
    async (request) => bcf.comments(await found(request, userOf(request).id)),
  );

  app.post(
    `${topicUrl}/comments`,
    {
      schema: {
        tags,
        summary:
          "Comments on a topic (project members); a viewpoint_guid copies that viewpoint's view",
        params: bcfTopicParams,
        body: bcfCommentBodySchema,
        response: { 201: bcfCommentSchema, 422: errorBodySchema, ...bcfErrors },
      },
      config: pro,
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const f = await found(request, userId);
      const guid = request.body.viewpoint_guid;
      const visInfo = guid ? f.bcf.viewpoints.find((v) => v.guid === guid)?.visInfo : null;
      if (guid && !visInfo)
        throw new ValidationError({ viewpoint_guid: [{ key: 'validation.bcf_viewpoint' }] });
      const { comment } = await bcf.writes.addComment(
        userId,
        f.row.id,
        request.body.comment,
        visInfo ? toViewpointData(visInfo) : null,
      );
      return reply.status(201).send(await commentJson(userId, request.params, comment.id));
    },
  );

  /** A comment of the topic as BCF-API JSON (404 when it is another topic's). */
  async function commentJson(
    userId: string,
    params: z.infer<typeof bcfTopicParams>,
    commentId: string,
  ) {
    const f = await bcf.topic(userId, params.projectId, params.topicGuid);
    const all = await bcf.comments(f);
    const one = all.find((c) => c.guid === commentId);
    if (!one) throw new NotFoundError();
    return one;
  }

  app.get(
    `${topicUrl}/comments/:commentGuid`,
    {
      schema: {
        tags,
        summary: 'One comment',
        params: bcfCommentParams,
        response: { 200: bcfCommentSchema, ...bcfErrors },
      },
      config: pro,
    },
    async (request) => commentJson(userOf(request).id, request.params, request.params.commentGuid),
  );

  app.put(
    `${topicUrl}/comments/:commentGuid`,
    {
      schema: {
        tags,
        summary: 'Edits a comment (its author, or an editor)',
        params: bcfCommentParams,
        body: bcfCommentBodySchema,
        response: { 200: bcfCommentSchema, 422: errorBodySchema, ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const userId = userOf(request).id;
      const id = request.params.commentGuid;
      await commentJson(userId, request.params, id);
      await bcf.writes.updateComment(userId, id, request.body.comment);
      return commentJson(userId, request.params, id);
    },
  );

  app.delete(
    `${topicUrl}/comments/:commentGuid`,
    {
      schema: {
        tags,
        summary: 'Deletes a comment (its author, or an editor)',
        params: bcfCommentParams,
        response: { 200: z.null(), ...bcfErrors },
      },
      config: pro,
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      await commentJson(userId, request.params, request.params.commentGuid);
      await bcf.writes.removeComment(userId, request.params.commentGuid);
      return reply.status(200).send(null);
    },
  );
};
