import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BCF_API_VERSION,
  bcfAuthSchema,
  bcfErrorSchema,
  bcfExtensionsSchema,
  bcfProjectParams,
  bcfProjectSchema,
  bcfUserSchema,
  bcfVersionsSchema,
} from '../../../src/api/contract/bcf-api';
import { topicPriorities, topicStatuses, topicTypes } from '../../../src/api/contract/viewer';
import type { AppDeps } from '../../deps';
import { userOf } from '../../plugins/audience';
import { bcfApiService } from './bcf-api.service';
import { bcfTopicsApiRoutes } from './bcf-topics.routes';
import { bcfViewpointsApiRoutes } from './bcf-viewpoints.routes';

const tags = ['BCF-API 3.0'];
const base = `/bcf/${BCF_API_VERSION}`;
export const bcfErrors = { 401: bcfErrorSchema, 403: bcfErrorSchema, 404: bcfErrorSchema };
/** Project actions: Ouvrage's projects are changed in Ouvrage, topics raised in the viewer. */
const projectActions: string[] = [];

/**
 * buildingSMART's BCF-API 3.0 (issue 24) over the viewer's BCF topics, authorised with personal
 * access tokens (Bearer; a session works too). README « BCF-API » lists what is supported.
 */
export const bcfApiRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const bcf = bcfApiService(deps.database.db);

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
    async (request) =>
      (await bcf.projects(userOf(request).id)).map((p) => ({
        project_id: p.id,
        name: p.name,
        authorization: { project_actions: projectActions },
      })),
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
    async (request) => {
      const p = await bcf.project(userOf(request).id, request.params.projectId);
      return { project_id: p.id, name: p.name, authorization: { project_actions: projectActions } };
    },
  );

  app.get(
    `${base}/projects/:projectId/extensions`,
    {
      schema: {
        tags,
        summary:
          "The values the project's topics take (types, statuses, priorities, labels, people)",
        params: bcfProjectParams,
        response: { 200: bcfExtensionsSchema, ...bcfErrors },
      },
      config: { audience: 'pro' },
    },
    async (request) => {
      const p = await bcf.project(userOf(request).id, request.params.projectId);
      return {
        topic_type: [...topicTypes],
        topic_status: [...topicStatuses],
        topic_label: await bcf.labels(p.id),
        snippet_type: [],
        priority: [...topicPriorities],
        users: await bcf.people(p.id, p.ownerId),
        stage: [],
        project_actions: projectActions,
        topic_actions: ['update', 'delete', 'createComment'],
        comment_actions: ['update', 'delete'],
      };
    },
  );

  await app.register(bcfTopicsApiRoutes, deps);
  await app.register(bcfViewpointsApiRoutes, deps);
};
