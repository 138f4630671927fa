import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BCF_API_VERSION,
  bcfProjectParams,
  bcfTopicParams,
  bcfTopicPostBodySchema,
  bcfTopicPutBodySchema,
  bcfTopicSchema,
  bcfTopicsQuerySchema,
} from '../../../src/api/contract/bcf-api';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import type { TopicRow } from '../../db/schema/viewer';
import { ConflictError, ValidationError } from '../../lib/errors';
import { isUniqueViolation } from '../projects/db-errors';
import { loadPeople } from '../projects/people';
import { defaultStatus, defaultType } from '../viewer-models/bcf/bcf-topics';
import { versionScope } from '../viewer-models/scope';
import { notifyAssignee } from '../viewer-models/topic-notifications';
import { topicsRepository } from '../viewer-models/topics.repository';
import { bcfErrors } from './bcf-api.routes';
import { bcfApiService, callerOf, type ApiTopicFound } from './bcf-api.service';
import { bcfModelWrites, guidOr } from './bcf-model-writes';
import { page, topicFilter, topicOrder } from './bcf-query';

export const tags = ['BCF-API 3.0'];
const topicsUrl = `/bcf/${BCF_API_VERSION}/projects/:projectId/topics`;
export const topicUrl = `${topicsUrl}/:topicGuid`;
export const pro = { audience: 'pro' as const };
const conflict = { 409: errorBodySchema, 422: errorBodySchema };

type TopicBody = z.infer<typeof bcfTopicPutBodySchema>;
/** What BCF carries and Ouvrage's columns do not: kept in the topic's BCF. */
const extras = (b: TopicBody) => ({
  stage: b.stage || null,
  referenceLinks: b.reference_links ?? [],
  index: b.index ?? null,
});
const columns = (b: TopicBody) => ({
  title: b.title,
  topic_type: b.topic_type || defaultType,
  topic_status: b.topic_status || defaultStatus,
  priority: b.priority || null,
  assigned_to: b.assigned_to || null,
  due_date: b.due_date ? b.due_date.slice(0, 10) : null,
  labels: b.labels ?? [],
  description: b.description || null,
});

/** Topics (comments: bcf-comments.routes.ts; viewpoints: bcf-viewpoints.routes.ts). */
export const bcfTopicsApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const bcf = bcfApiService(db);
  const model = bcfModelWrites(db);
  const topics = topicsRepository(db);
  const found = (r: { params: z.infer<typeof bcfTopicParams> }, who: ReturnType<typeof callerOf>) =>
    bcf.topic(who, r.params.projectId, r.params.topicGuid);

  /** Stage, reference links and index go in the topic's BCF, when they change (then true). */
  async function keepExtras(f: ApiTopicFound, b: TopicBody): Promise<boolean> {
    const e = extras(b);
    const same =
      e.stage === f.bcf.stage &&
      e.index === f.bcf.index &&
      JSON.stringify(e.referenceLinks) === JSON.stringify(f.bcf.referenceLinks);
    if (same) return false;
    await model.edit(f.row, bcf.commented(f), (t) => Object.assign(t, e));
    return true;
  }

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
      const all = await bcf.topics(callerOf(request), request.params.projectId);
      return page(all.filter(test).sort(order), q);
    },
  );

  app.post(
    topicsUrl,
    {
      schema: {
        tags,
        summary:
          "Raises a topic (project members) on the project's latest IFC model; PUT …/files moves it",
        description:
          'A topic in Ouvrage is on one model (a file version). It goes on the most recently ' +
          'uploaded IFC version of the project (another viewable model when there is no IFC; 422 ' +
          'when there is none). GET …/topics/{guid}/files names that version, whose id is the ' +
          '`reference`; PUT …/files with a file of GET …/files_information moves the topic. A ' +
          'desired `guid` that is an RFC 4122 UUID becomes the topic id; another stays its BCF ' +
          'GUID. stage, reference_links and index are kept in the topic’s BCF; a bim_snippet is not.',
        params: bcfProjectParams,
        body: bcfTopicPostBodySchema,
        response: { 201: bcfTopicSchema, ...conflict, ...bcfErrors },
      },
      config: pro,
    },
    async (request, reply) => {
      const who = callerOf(request);
      const p = await bcf.project(who, request.params.projectId);
      const [target] = await bcf.repo.models(p.id);
      if (!target) throw ValidationError.field('title', 'validation.bcf_no_model');
      const scope = await versionScope(db, who.id, target.versionId, 'contribute');
      const b = request.body;
      // The desired guid is the topic's id when it is one the app's URLs take (RFC 4122);
      // otherwise it stays the topic's BCF GUID (archives) and the id is a new one.
      const guid = guidOr(b.guid);
      const id = z.uuid().safeParse(guid).success ? guid : guidOr(null);
      if (b.guid && (await topics.get(id))) throw new ConflictError('errors.bcf_guid_taken');
      const c = columns(b);
      const me = (await loadPeople(db, [who.id])).get(who.id);
      let row: TopicRow;
      try {
        [row] = (await topics.insert([
          {
            topic: {
              id,
              guid,
              versionId: scope.versionId,
              title: c.title,
              topicType: c.topic_type,
              topicStatus: c.topic_status,
              priority: c.priority,
              assignedTo: c.assigned_to,
              dueDate: c.due_date,
              labels: c.labels,
              description: c.description,
              authorId: who.id,
              authorLabel: me?.email ?? '',
              viewpoint: null,
            },
            comments: [],
            snapshot: null,
          },
        ])) as [TopicRow];
      } catch (err) {
        // The same GUID raced in.
        if (isUniqueViolation(err)) throw new ConflictError('errors.bcf_guid_taken');
        throw err;
      }
      await notifyAssignee(db, who.id, row);
      let f = await bcf.topic(who, p.id, row.id);
      if (await keepExtras(f, b)) f = await bcf.topic(who, p.id, row.id);
      return reply.status(201).send(bcf.topicJson(f));
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
    async (request) => bcf.topicJson(await found(request, callerOf(request))),
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
      const who = callerOf(request);
      const f = await found(request, who);
      await bcf.writes.updateTopic(f.scope, f.row, columns(request.body));
      const changed = await found(request, who);
      return bcf.topicJson(
        (await keepExtras(changed, request.body)) ? await found(request, who) : changed,
      );
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
      const f = await found(request, callerOf(request));
      await bcf.writes.removeTopic(f.scope, f.row);
      return reply.status(200).send(null);
    },
  );
};
