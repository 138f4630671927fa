import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BCF_API_VERSION,
  bcfFileSchema,
  bcfFilesPutBodySchema,
  bcfProjectFileSchema,
  bcfProjectParams,
  bcfRelatedTopicSchema,
  bcfRelatedTopicsPutBodySchema,
  bcfTopicParams,
} from '../../../src/api/contract/bcf-api';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import { ConflictError, ValidationError } from '../../lib/errors';
import { pickLanguage, translator } from '../../lib/i18n';
import { isUniqueViolation } from '../projects/db-errors';
import { requireEdit, versionScope } from '../viewer-models/scope';
import { bcfErrors } from './bcf-api.routes';
import { bcfApiService, callerOf, type ApiTopicFound, type Caller } from './bcf-api.service';
import { bcfModelWrites } from './bcf-model-writes';
import { pro, tags, topicUrl } from './bcf-topics.routes';

const invalid = { 422: errorBodySchema };
const conflict = { 409: errorBodySchema, 422: errorBodySchema };

/**
 * What a topic points to (BCF-API 3.0 §§ 3.3, 3.6): the model it is on (files, and the
 * project's models to choose from) and related topics (in the topic's BCF,
 * bcf-model-writes.ts); the model it is on is its file version. Document references (§ 3.7):
 * bcf-document-references.routes.ts.
 */
export const bcfReferencesApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const bcf = bcfApiService(db);
  const model = bcfModelWrites(db);
  const found = (r: { params: z.infer<typeof bcfTopicParams> }, who: Caller) =>
    bcf.topic(who, r.params.projectId, r.params.topicGuid);

  app.get(
    `${topicUrl}/related_topics`,
    {
      schema: {
        tags,
        summary: 'The topics of the project this one relates to',
        params: bcfTopicParams,
        response: { 200: z.array(bcfRelatedTopicSchema), ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const f = await found(request, callerOf(request));
      return (await bcf.related(f)).map((id) => ({ related_topic_guid: id }));
    },
  );

  app.put(
    `${topicUrl}/related_topics`,
    {
      schema: {
        tags,
        summary: 'Replaces the related topics (topics of the project; its author, or an editor)',
        params: bcfTopicParams,
        body: bcfRelatedTopicsPutBodySchema,
        response: { 200: z.array(bcfRelatedTopicSchema), ...invalid, ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const f = await found(request, callerOf(request));
      requireEdit(f.scope, f.row.authorId);
      const rows = new Map((await bcf.repo.topics(f.scope.projectId)).map((r) => [r.id, r]));
      const guids: string[] = [];
      for (const { related_topic_guid: id } of request.body) {
        const r = rows.get(id.toLowerCase());
        if (!r || r.id === f.row.id)
          throw ValidationError.field('related_topic_guid', 'validation.bcf_related');
        if (!guids.includes(r.guid)) guids.push(r.guid);
      }
      await model.edit(f.row, bcf.commented(f), (t) => {
        t.relatedTopics = guids;
      });
      return (await bcf.related(await found(request, callerOf(request)))).map((id) => ({
        related_topic_guid: id,
      }));
    },
  );

  /** The model a topic is on, as file_GET.json (`reference`: the file version's id). */
  /** A model version as BCF-API's `file` (reference: the version's id). */
  const bcfFile = (m: { filename: string; createdAt: Date; versionId: string }) => ({
    ifc_project: null,
    ifc_spatial_structure_element: null,
    filename: m.filename,
    date: m.createdAt.toISOString(),
    reference: m.versionId,
  });

  async function filesOf(f: ApiTopicFound) {
    const m = await bcf.repo.model(f.scope.projectId, f.row.versionId);
    return m ? [bcfFile(m)] : [];
  }

  app.get(
    `/bcf/${BCF_API_VERSION}/projects/:projectId/files_information`,
    {
      schema: {
        tags,
        summary:
          "The project's models a topic can be on: the latest version of each (reference: the version's id)",
        params: bcfProjectParams,
        response: { 200: z.array(bcfProjectFileSchema), ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const p = await bcf.project(callerOf(request), request.params.projectId);
      const t = translator(pickLanguage(request.headers['accept-language']));
      return (await bcf.repo.models(p.id)).map((m) => ({
        display_information: [
          { field_display_name: t('bcf_api.model'), field_value: m.filename },
          { field_display_name: t('bcf_api.version'), field_value: String(m.number) },
          { field_display_name: t('bcf_api.date'), field_value: m.createdAt.toISOString() },
        ],
        file: bcfFile(m),
      }));
    },
  );

  app.get(
    `${topicUrl}/files`,
    {
      schema: {
        tags,
        summary: 'The model the topic is on (its file version)',
        params: bcfTopicParams,
        response: { 200: z.array(bcfFileSchema), ...bcfErrors },
      },
      config: pro,
    },
    async (request) => filesOf(await found(request, callerOf(request))),
  );

  app.put(
    `${topicUrl}/files`,
    {
      schema: {
        tags,
        summary:
          'Moves the topic onto another model of the project: the first file whose reference is one from files_information',
        params: bcfTopicParams,
        body: bcfFilesPutBodySchema,
        response: { 200: z.array(bcfFileSchema), ...conflict, ...bcfErrors },
      },
      config: pro,
    },
    async (request) => {
      const who = callerOf(request);
      const f = await found(request, who);
      requireEdit(f.scope, f.row.authorId);
      let target = null;
      for (const file of request.body) {
        const ref = file.reference?.trim().toLowerCase();
        if (!ref || !/^[0-9a-f-]{36}$/.test(ref)) continue;
        target = await bcf.repo.model(f.scope.projectId, ref);
        if (target) break;
      }
      if (!target) throw ValidationError.field('reference', 'validation.bcf_file');
      if (target.versionId !== f.row.versionId) {
        await versionScope(db, who.id, target.versionId, 'contribute');
        try {
          await bcf.repo.moveTopic(f.row.id, target.versionId);
        } catch (err) {
          // The target version already has a topic with this BCF GUID.
          if (isUniqueViolation(err)) throw new ConflictError('errors.bcf_guid_taken');
          throw err;
        }
      }
      return filesOf(await found(request, who));
    },
  );
};
