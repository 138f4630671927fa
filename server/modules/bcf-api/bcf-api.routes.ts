import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BCF_API_VERSION,
  bcfAuthSchema,
  bcfErrorSchema,
  bcfExtensionsSchema,
  bcfProjectParams,
  bcfProjectPutBodySchema,
  bcfProjectSchema,
  bcfUserSchema,
  bcfVersionsSchema,
} from '../../../src/api/contract/bcf-api';
import { topicPriorities, topicStatuses, topicTypes } from '../../../src/api/contract/viewer';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import { ForbiddenError } from '../../lib/errors';
import { projectsRepository } from '../projects/projects.repository';
import { userOf } from '../../plugins/audience';
import { bcfApiService, callerOf, type Caller } from './bcf-api.service';
import { bcfCommentsApiRoutes } from './bcf-comments.routes';
import { bcfDocumentsApiRoutes } from './bcf-documents.routes';
import { bcfDocumentReferencesApiRoutes } from './bcf-document-references.routes';
import { bcfReferencesApiRoutes } from './bcf-references.routes';
import { bcfTopicsApiRoutes } from './bcf-topics.routes';
import { bcfViewpointsApiRoutes } from './bcf-viewpoints.routes';

const tags = ['BCF-API 3.0'];
const base = `/bcf/${BCF_API_VERSION}`;
export const bcfErrors = { 401: bcfErrorSchema, 403: bcfErrorSchema, 404: bcfErrorSchema };
/** Every topic action Ouvrage supports (BCF-API 3.0 § 3.1.5.2; no BIM snippets). */
const allTopicActions = [
  'update',
  'updateRelatedTopics',
  'updateDocumentReferences',
  'updateFiles',
  'createComment',
  'createViewpoint',
  'delete',
];

/**
 * buildingSMART's BCF-API 3.0 (issue 24) over the viewer's BCF topics, authorised with personal
 * access tokens (Bearer; a session works too). README « BCF-API » lists what is supported.
 */
export const bcfApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const bcf = bcfApiService(deps.database.db);
  /**
   * The project as project_GET.json: a member may raise topics (createTopic) when the project
   * has a model to put them on; its admins and owner may rename it (update).
   */
  const projectJson = async (who: Caller, projectId: string) => {
    const p = await bcf.project(who, projectId);
    const hasModel = p.member && (await bcf.repo.models(p.id)).length > 0;
    return {
      project_id: p.id,
      name: p.name,
      authorization: {
        project_actions: [...(p.manager ? ['update'] : []), ...(hasModel ? ['createTopic'] : [])],
      },
    };
  };

  app.get(
    '/bcf/versions',
    {
      schema: {
        tags,
        summary: 'The BCF-API versions this server speaks (OpenCDE Foundation API)',
        response: { 200: bcfVersionsSchema },
      },
      config: { audience: 'public' },
    },
    async () => ({
      versions: [
        {
          api_id: 'bcf',
          version_id: BCF_API_VERSION,
          detailed_version: 'https://github.com/buildingSMART/BCF-API/tree/release_3_0',
        },
      ],
    }),
  );

  app.get(
    `${base}/auth`,
    {
      schema: {
        tags,
        summary: 'How to authenticate: a personal access token as a Bearer token (no OAuth2)',
        response: { 200: bcfAuthSchema },
      },
      config: { audience: 'public' },
    },
    async () => ({
      http_basic_supported: false,
      supported_oauth2_flows: [],
      oauth2_auth_url: null,
      oauth2_token_url: null,
      oauth2_dynamic_client_reg_url: null,
      personal_access_tokens: {
        header: 'Authorization: Bearer ouv_pat_…',
        created_at: `${deps.config.appUrl}/parameters/general`,
      },
    }),
  );

  app.get(
    `${base}/current-user`,
    {
      schema: {
        tags,
        summary: 'The user the token acts as (id: their e-mail address, as BCF names people)',
        response: { 200: bcfUserSchema, ...bcfErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const u = userOf(request);
      return { id: u.email, name: `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || null };
    },
  );

  app.get(
    `${base}/projects`,
    {
      schema: {
        tags,
        summary: 'The projects you own or are a member of',
        response: { 200: z.array(bcfProjectSchema), ...bcfErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const who = callerOf(request);
      const out = [];
      for (const p of await bcf.projects(who.id)) out.push(await projectJson(who, p.id));
      return out;
    },
  );

  app.get(
    `${base}/projects/:projectId`,
    {
      schema: {
        tags,
        summary: 'One project',
        params: bcfProjectParams,
        response: { 200: bcfProjectSchema, ...bcfErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => projectJson(callerOf(request), request.params.projectId),
  );

  app.put(
    `${base}/projects/:projectId`,
    {
      schema: {
        tags,
        summary: 'Renames the project (its admins and owner, as in the app)',
        params: bcfProjectParams,
        body: bcfProjectPutBodySchema,
        response: { 200: bcfProjectSchema, 422: errorBodySchema, ...bcfErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const who = callerOf(request);
      const p = await bcf.project(who, request.params.projectId);
      if (!p.manager) throw new ForbiddenError();
      await projectsRepository(deps.database.db).update(p.id, {
        name: request.body.name,
        updatedBy: who.id,
      });
      return projectJson(who, p.id);
    },
  );

  app.get(
    `${base}/projects/:projectId/extensions`,
    {
      schema: {
        tags,
        summary:
          "The values the project's topics take (types, statuses, priorities, labels, people) and what you may do by default",
        params: bcfProjectParams,
        response: { 200: bcfExtensionsSchema, ...bcfErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const who = callerOf(request);
      const p = await bcf.project(who, request.params.projectId);
      const { authorization } = await projectJson(who, p.id);
      return {
        topic_type: [...topicTypes],
        topic_status: [...topicStatuses],
        topic_label: await bcf.labels(p.id),
        snippet_type: [],
        priority: [...topicPriorities],
        users: await bcf.people(p.id, p.ownerId),
        stage: [],
        // Defaults: an editor may do everything; a member comments and adds viewpoints, and
        // changes what they wrote (each topic's and comment's `authorization` says so).
        project_actions: authorization.project_actions,
        topic_actions: p.moderator
          ? allTopicActions
          : p.member
            ? ['createComment', 'createViewpoint']
            : [],
        comment_actions: p.moderator ? ['update', 'delete'] : [],
      };
    },
  );

  await app.register(bcfTopicsApiRoutes, deps);
  await app.register(bcfCommentsApiRoutes, deps);
  await app.register(bcfReferencesApiRoutes, deps);
  await app.register(bcfDocumentReferencesApiRoutes, deps);
  await app.register(bcfDocumentsApiRoutes, deps);
  await app.register(bcfViewpointsApiRoutes, deps);
};
