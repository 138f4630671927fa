import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bcfColoringSchema,
  bcfSelectionSchema,
  bcfTopicParams,
  bcfViewpointParams,
  bcfViewpointPostBodySchema,
  bcfViewpointSchema,
  bcfVisibilitySchema,
} from '../../../src/api/contract/bcf-api';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { requireEdit } from '../viewer-models/scope';
import { apiColoring, apiSelection, apiVisibility } from './bcf-api.dto';
import { bcfErrors } from './bcf-api.routes';
import { bcfApiService, callerOf, type ApiTopicFound, type Caller } from './bcf-api.service';
import { bcfModelWrites, guidOr, viewpointOf } from './bcf-model-writes';
import { pro, tags, topicUrl } from './bcf-topics.routes';

const viewpointUrl = `${topicUrl}/viewpoints/:viewpointGuid`;
const conflict = { 409: errorBodySchema, 422: errorBodySchema };

/**
 * A topic's viewpoints, with snapshot and components (BCF-API 3.0 § 3.5). Viewpoints are
 * immutable: POST adds one, DELETE removes one no comment shows.
 */
export const bcfViewpointsApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const bcf = bcfApiService(deps.database.db);
  const model = bcfModelWrites(deps.database.db);
  const found = (r: { params: z.infer<typeof bcfTopicParams> }, who: Caller) =>
    bcf.topic(who, r.params.projectId, r.params.topicGuid);

  app.post(
    `${topicUrl}/viewpoints`,
    {
      schema: {
        tags,
        summary: 'Adds a viewpoint (project members): one camera, or a snapshot alone; no bitmaps',
        params: bcfTopicParams,
        body: bcfViewpointPostBodySchema,
        response: { 201: bcfViewpointSchema, ...conflict, ...bcfErrors },
      },
      config: pro,
    },
    async (request, reply) => {
      const who = callerOf(request);
      const f = await found(request, who);
      if (!f.scope.canContribute) throw new ForbiddenError();
      const guid = guidOr(request.body.guid);
      if (f.bcf.viewpoints.some((v) => v.guid.toLowerCase() === guid))
        throw new ConflictError('errors.bcf_guid_taken');
      const v = viewpointOf(request.body, guid);
      await model.edit(f.row, bcf.commented(f), (t) => void t.viewpoints.push(v));
      const after = await found(request, who);
      return reply.status(201).send(bcf.viewpointJson(after, bcf.viewpoint(after, guid)));
    },
  );

  app.delete(
    viewpointUrl,
    {
      schema: {
        tags,
        summary:
          "Deletes a viewpoint (the topic's author, or an editor); 409 while a comment shows it",
        params: bcfViewpointParams,
        response: { 200: z.null(), 409: errorBodySchema, ...bcfErrors },
      },
      config: pro,
    },
    async (request, reply) => {
      const f = await found(request, callerOf(request));
      const v = bcf.viewpoint(f, request.params.viewpointGuid);
      requireEdit(f.scope, f.row.authorId);
      if (bcf.commented(f).has(v.guid.toLowerCase()))
        throw new ConflictError('errors.bcf_viewpoint_commented');
      await model.edit(f.row, bcf.commented(f), (t) => {
        t.viewpoints = t.viewpoints.filter((p) => p.guid !== v.guid);
      });
      return reply.status(200).send(null);
    },
  );

  app.get(
    `${topicUrl}/viewpoints`,
    {
      schema: {
        tags,
        summary: "The topic's viewpoints (its own and its comments')",
        params: bcfTopicParams,
        response: { 200: z.array(bcfViewpointSchema), ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const f = await found(request, callerOf(request));
      return f.bcf.viewpoints.map((v) => bcf.viewpointJson(f, v));
    },
  );

  /** One of a viewpoint's GETs: each answer is checked against its schema when it is sent. */
  const viewpointPart = (
    suffix: string,
    summary: string,
    schema: z.ZodType,
    answer: (v: ReturnType<typeof bcf.viewpoint>, f: ApiTopicFound) => unknown,
  ) =>
    app.get(
      `${viewpointUrl}${suffix}`,
      {
        schema: {
          tags,
          summary,
          params: bcfViewpointParams,
          response: { 200: schema, ...bcfErrors },
        },
        config: pro,
      },
      async (request) => {
        const f = await found(request, callerOf(request));
        return answer(bcf.viewpoint(f, request.params.viewpointGuid), f);
      },
    );

  viewpointPart('', 'One viewpoint', bcfViewpointSchema, (v, f) => bcf.viewpointJson(f, v));
  viewpointPart('/selection', 'The selected components', bcfSelectionSchema, (v) =>
    apiSelection(v.visInfo?.components ?? null),
  );
  viewpointPart('/coloring', 'The colored components', bcfColoringSchema, (v) =>
    apiColoring(v.visInfo?.components ?? null),
  );
  viewpointPart('/visibility', 'The visibility of components', bcfVisibilitySchema, (v) =>
    apiVisibility(v.visInfo?.components ?? null),
  );

  app.get(
    `${viewpointUrl}/snapshot`,
    {
      schema: {
        tags,
        summary: "The viewpoint's snapshot (image/png or image/jpeg)",
        params: bcfViewpointParams,
        response: { 200: z.unknown().describe('PNG or JPEG bytes'), ...bcfErrors },
      },
      config: pro,
    },
    async (request, reply) => {
      const f = await found(request, callerOf(request));
      const snapshot = bcf.viewpoint(f, request.params.viewpointGuid).snapshot;
      if (!snapshot) throw new NotFoundError();
      return reply
        .header('content-type', snapshot.format === 'jpg' ? 'image/jpeg' : 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(snapshot.bytes));
    },
  );
};
