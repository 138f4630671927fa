import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDashboardSchema, adminUserDetailSchema } from '../../../src/api/contract/admin-area';
import { adminAuditPageSchema, adminAuditQuerySchema } from '../../../src/api/contract/admin-audit';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { pickLanguage } from '../../lib/i18n';
import { toUser } from '../identity/user.dto';
import { usersRepository } from '../identity/users.repository';
import { referenceRepository } from '../reference/reference.repository';
import { toSubscription } from '../site/site.dto';
import { siteRepository } from '../site/site.repository';
import { onboardingDetails } from './admin-details.service';
import { accountWork, dashboard } from './admin-overview.service';
import { AUDIT_PAGE_SIZE, listAdminActions } from './audit';

const tags = ['admin'];

/** The administration's dashboard, its audit log and one account opened (issue 22). */
export const adminOverviewRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const users = usersRepository(db);
  const reference = referenceRepository(db);
  const site = siteRepository(db);

  app.get(
    '/api/admin/dashboard',
    {
      schema: {
        tags,
        summary:
          'New accounts, pending reviews and subscription requests, subscriptions by plan, storage used, unread contact messages, reported messages',
        response: { 200: adminDashboardSchema, 404: errorBodySchema },
      },
      config: { audience: 'admin' },
    },
    (request) => dashboard(db, pickLanguage(request.headers['accept-language'])),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags,
        summary: 'Every administrator action, newest first; by actor, action and target',
        querystring: adminAuditQuerySchema,
        response: { 200: adminAuditPageSchema, 404: errorBodySchema, 422: errorBodySchema },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const lng = pickLanguage(request.headers['accept-language']);
      const { data, total } = await listAdminActions(db, request.query, lng);
      return {
        data,
        meta: {
          current_page: request.query.page,
          last_page: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
          per_page: AUDIT_PAGE_SIZE,
          total,
        },
      };
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        tags,
        summary:
          'One account: its profile and onboarding details, projects, products, subscriptions and the latest admin actions on it',
        params: z.object({ id: z.uuid() }),
        response: { 200: adminUserDetailSchema, 404: errorBodySchema },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const lng = pickLanguage(request.headers['accept-language']);
      const user = await users.findById(request.params.id);
      if (!user) throw new NotFoundError();
      const rows = await site.subscriptionsOf(user.id);
      const plans = await site.plansByIds([...new Set(rows.map((r) => r.planId))]);
      const who = {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        type: user.type,
      };
      const actions = await listAdminActions(
        db,
        { target_type: 'user', target_id: user.id, page: 1, pageSize: 20 },
        lng,
      );
      return {
        user: { ...toUser(user), details: await onboardingDetails(reference, user, lng) },
        ...(await accountWork(db, user.id)),
        subscriptions: rows.map((s) => ({
          ...toSubscription(
            s,
            plans.find((p) => p.id === s.planId)!,
          ),
          user: who,
        })),
        actions: actions.data,
      };
    },
  );
};
