import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bcfColoringSchema,
  bcfDocumentReferenceSchema,
  bcfSelectionSchema,
  bcfTopicParams,
  bcfViewpointParams,
  bcfViewpointSchema,
  bcfVisibilitySchema,
} from '../../../src/api/contract/bcf-api';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { userOf } from '../../plugins/audience';
import {
  apiColoring,
  apiDocumentReference,
  apiSelection,
  apiViewpoint,
  apiVisibility,
} from './bcf-api.dto';
import { bcfErrors } from './bcf-api.routes';
import { bcfApiService } from './bcf-api.service';
import { pro, tags, topicUrl } from './bcf-topics.routes';

const viewpointUrl = `${topicUrl}/viewpoints/:viewpointGuid`;

/** A topic's viewpoints (with snapshot and components), document references and related topics. */
export const bcfViewpointsApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const bcf = bcfApiService(deps.database.db);
  const found = (r: { params: z.infer<typeof bcfTopicParams> }, userId: string) =>
    bcf.topic(userId, r.params.projectId, r.params.topicGuid);

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
    async (request) => (await found(request, userOf(request).id)).bcf.viewpoints.map(apiViewpoint),
  );

  /** One of a viewpoint's GETs: each answer is checked against its schema when it is sent. */
  const viewpointPart = (
    suffix: string,
    summary: string,
    schema: z.ZodType,
    answer: (v: ReturnType<typeof bcf.viewpoint>) => unknown,
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
        const f = await found(request, userOf(request).id);
        return answer(bcf.viewpoint(f, request.params.viewpointGuid));
      },
    );

  viewpointPart('', 'One viewpoint', bcfViewpointSchema, apiViewpoint);
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
      const f = await found(request, userOf(request).id);
      const snapshot = bcf.viewpoint(f, request.params.viewpointGuid).snapshot;
      if (!snapshot) throw new NotFoundError();
      return reply
        .header('content-type', snapshot.format === 'jpg' ? 'image/jpeg' : 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(Buffer.from(snapshot.bytes));
    },
  );

  app.get(
    `${topicUrl}/document_references`,
    {
      schema: {
        tags,
        summary: "The topic's document references (from its BCF)",
        params: bcfTopicParams,
        response: { 200: z.array(bcfDocumentReferenceSchema), ...bcfErrors },
      },
      config: pro,
    },
    async (request) =>
      (await found(request, userOf(request).id)).bcf.documentReferences.map(apiDocumentReference),
  );

  app.get(
    `${topicUrl}/related_topics`,
    {
      schema: {
        tags,
        summary: 'The topics this one relates to (from its BCF), when they are in the project',
        params: bcfTopicParams,
        response: { 200: z.array(z.object({ related_topic_guid: z.string() })), ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const f = await found(request, userOf(request).id);
      return (await bcf.related(f)).map((id) => ({ related_topic_guid: id }));
    },
  );
};
