import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminUsersPageSchema,
  adminUsersQuerySchema,
  deactivateBodySchema,
  rejectBodySchema,
} from '../../../src/api/contract/admin';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { userSchema } from '../../../src/api/contract/user';
import type { AppDeps } from '../../deps';
import { pickLanguage } from '../../lib/i18n';
import { userOf } from '../../plugins/audience';
import { toUser } from '../identity/user.dto';
import { usersRepository } from '../identity/users.repository';
import { referenceRepository } from '../reference/reference.repository';
import { decide, type Decision } from './admin-decisions.service';
import { onboardingDetails } from './admin-details.service';
import { ADMIN_PAGE_SIZE, adminRepository } from './admin.repository';
import { adminContactsRoutes } from './admin-contacts.routes';
import { adminFaqsRoutes } from './admin-faqs.routes';
import { adminOverviewRoutes } from './admin-overview.routes';
import { adminPlansRoutes } from './admin-plans.routes';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });
const errors = { 403: errorBodySchema, 404: errorBodySchema };

/** /api/admin/*: the review queue and the decisions, for ADMIN and SUPER_ADMIN only (the audience hook answers 404 to others). */
export const adminRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const users = usersRepository(deps.database.db);
  const admin = adminRepository(deps.database.db);
  const reference = referenceRepository(deps.database.db);
  // Issue 22: the dashboard and audit log, plans, FAQ and contact messages.
  for (const routes of [
    adminOverviewRoutes,
    adminPlansRoutes,
    adminFaqsRoutes,
    adminContactsRoutes,
  ])
    await app.register(routes, deps);

  app.get(
    '/api/admin/users',
    {
      schema: {
        tags,
        summary: 'Accounts to review, with their onboarding details',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema, 404: errorBodySchema },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const lng = pickLanguage(request.headers['accept-language']);
      const { rows, total } = await admin.listUsers(request.query);
      const data = await Promise.all(
        rows.map(async (u) => ({
          ...toUser(u),
          details: await onboardingDetails(reference, u, lng),
        })),
      );
      return {
        data,
        meta: {
          current_page: request.query.page,
          last_page: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
          per_page: ADMIN_PAGE_SIZE,
          total,
        },
      };
    },
  );

  const decisionDeps = (request: FastifyRequest) => ({
    users,
    mailer: deps.mailer,
    config: deps.config,
    log: request.log,
    db: deps.database.db,
  });
  const route = (summary: string) => ({
    schema: { tags, summary, params: idParams, response: { 200: userSchema, ...errors } },
    config: { audience: 'admin' as const },
  });
  const run = async (request: FastifyRequest<{ Params: { id: string } }>, decision: Decision) => {
    // Only an active admin gets here (the audience hook answers 404 to anyone else).
    const actor = userOf(request);
    return toUser(await decide(decisionDeps(request), actor, request.params.id, decision));
  };

  app.post(
    '/api/admin/users/:id/approve',
    route('Approves an account (A) and mails the user'),
    (request) => run(request, { kind: 'approve' }),
  );
  app.post(
    '/api/admin/users/:id/reject',
    {
      schema: {
        tags,
        summary: 'Rejects an account with a reason (R) and mails the user',
        params: idParams,
        body: rejectBodySchema,
        response: { 200: userSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    (request) => run(request, { kind: 'reject', reason: request.body.reason }),
  );
  app.post(
    '/api/admin/users/:id/deactivate',
    {
      schema: {
        tags,
        summary:
          'Deactivates an account (D) with an optional reason and mails the user; its open sessions only reach the account and logout from then on',
        params: idParams,
        body: deactivateBodySchema.nullish(),
        response: { 200: userSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    (request) => run(request, { kind: 'deactivate', reason: request.body?.reason }),
  );
  app.post(
    '/api/admin/users/:id/reactivate',
    route('Reactivates an account (A) and mails the user'),
    (request) => run(request, { kind: 'reactivate' }),
  );
};
