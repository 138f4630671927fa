import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bcfCommentBodySchema,
  bcfCommentParams,
  bcfCommentSchema,
  bcfCommentsQuerySchema,
  bcfTopicParams,
} from '../../../src/api/contract/bcf-api';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { isBcfGuid } from '../../lib/bcf/guid';
import { isUniqueViolation } from '../projects/db-errors';
import { topicsRepository } from '../viewer-models/topics.repository';
import { toViewpointData } from '../../lib/bcf/viewpoint-data';
import { bcfErrors } from './bcf-api.routes';
import { bcfApiService, callerOf, type Caller } from './bcf-api.service';
import { commentFilter, commentOrder, page } from './bcf-query';
import { pro, tags, topicUrl } from './bcf-topics.routes';

/** A topic's comments (BCF-API 3.0 § 3.4). */
export const bcfCommentsApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const bcf = bcfApiService(deps.database.db);
  const topics = topicsRepository(deps.database.db);
  const found = (r: { params: z.infer<typeof bcfTopicParams> }, who: Caller) =>
    bcf.topic(who, r.params.projectId, r.params.topicGuid);

  /** A comment of the topic as BCF-API JSON (404 when it is another topic's). */
  async function commentJson(who: Caller, params: z.infer<typeof bcfTopicParams>, id: string) {
    const f = await bcf.topic(who, params.projectId, params.topicGuid);
    const one = (await bcf.comments(f)).find((c) => c.guid === id);
    if (!one) throw new NotFoundError();
    return one;
  }

  app.get(
    `${topicUrl}/comments`,
    {
      schema: {
        tags,
        summary: "The topic's comments, oldest first ($filter on author and date, $orderby date)",
        params: bcfTopicParams,
        querystring: bcfCommentsQuerySchema,
        response: { 200: z.array(bcfCommentSchema), 422: errorBodySchema, ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const q = request.query;
      const test = commentFilter(q.$filter);
      const order = commentOrder(q.$orderby);
      const all = await bcf.comments(await found(request, callerOf(request)));
      return page(all.filter(test).sort(order), q);
    },
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
        response: {
          201: bcfCommentSchema,
          409: errorBodySchema,
          422: errorBodySchema,
          ...bcfErrors,
        },
      },
      config: pro,
    },
    async (request, reply) => {
      const who = callerOf(request);
      const f = await found(request, who);
      const guid = request.body.viewpoint_guid?.toLowerCase();
      const visInfo = guid
        ? f.bcf.viewpoints.find((v) => v.guid.toLowerCase() === guid)?.visInfo
        : null;
      if (guid && !visInfo)
        throw new ValidationError({ viewpoint_guid: [{ key: 'validation.bcf_viewpoint' }] });
      // A desired guid is the comment's id when the app's URLs take it (RFC 4122), else only its
      // BCF GUID; taken, it is 409 (Foundation API § 1.5.1).
      const desired = request.body.guid;
      let ids: { id: string; guid: string } | undefined;
      if (desired) {
        if (!isBcfGuid(desired)) throw ValidationError.field('guid', 'validation.bcf_guid');
        const lower = desired.toLowerCase();
        ids = { id: z.uuid().safeParse(lower).success ? lower : randomUUID(), guid: lower };
        if (await topics.comment(ids.id)) throw new ConflictError('errors.bcf_guid_taken');
      }
      let comment;
      try {
        ({ comment } = await bcf.writes.addComment(
          who.id,
          f.row.id,
          request.body.comment,
          visInfo ? toViewpointData(visInfo) : null,
          ids,
        ));
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('errors.bcf_guid_taken');
        throw err;
      }
      return reply.status(201).send(await commentJson(who, request.params, comment.id));
    },
  );

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
    async (request) => commentJson(callerOf(request), request.params, request.params.commentGuid),
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
      const who = callerOf(request);
      const id = request.params.commentGuid;
      await commentJson(who, request.params, id);
      await bcf.writes.updateComment(who.id, id, request.body.comment);
      return commentJson(who, request.params, id);
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
      const who = callerOf(request);
      await commentJson(who, request.params, request.params.commentGuid);
      await bcf.writes.removeComment(who.id, request.params.commentGuid);
      return reply.status(200).send(null);
    },
  );
};
