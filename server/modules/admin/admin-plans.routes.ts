import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPlanSchema,
  planBodySchema,
  type PlanBody,
} from '../../../src/api/contract/admin-site';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { plans, type PlanRow } from '../../db/schema/site';
import type { AppDeps } from '../../deps';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { userOf } from '../../plugins/audience';
import { toPlan } from '../site/site.dto';
import { recordAdminAction } from './audit';
import { adminSiteRepository, planValues } from './admin-site.repository';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });
const errors = { 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

const toAdminPlan = (p: PlanRow, subscribers: number) => ({
  ...toPlan(p),
  position: p.position,
  retired_at: p.retiredAt?.toISOString() ?? null,
  subscribers,
});

/**
 * The plans as the administrators edit them (issue 22): create, edit, retire. A retired plan
 * keeps its subscribers; it is no longer offered (GET api/plans) nor requested.
 */
export const adminPlansRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = adminSiteRepository(db);
  const subscribersOf = async (id: string) =>
    (await repo.listPlans()).find((r) => r.plan.id === id)?.subscribers ?? 0;
  const codeFree = async (body: PlanBody, id?: string) => {
    const same = await repo.planByCode(body.code);
    if (same && same.id !== id) throw ValidationError.field('code', 'validation.duplicate');
  };

  app.get(
    '/api/admin/plans',
    {
      schema: {
        tags,
        summary: 'Every plan, retired ones too, with its running subscriptions',
        response: { 200: z.array(adminPlanSchema), 404: errorBodySchema },
      },
      config: { audience: 'admin' },
    },
    async () => (await repo.listPlans()).map((r) => toAdminPlan(r.plan, r.subscribers)),
  );

  app.post(
    '/api/admin/plans',
    {
      schema: {
        tags,
        summary: 'Creates a plan (names, descriptions and features in fr, en, ar; prices in DZD)',
        body: planBodySchema,
        response: { 201: adminPlanSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request, reply) => {
      await codeFree(request.body);
      const row = await db.transaction(async (tx) => {
        const [p] = await tx.insert(plans).values(planValues(request.body)).returning();
        await recordAdminAction(tx, {
          actorId: userOf(request).id,
          action: 'plan.create',
          targetType: 'plan',
          targetId: p!.id,
          details: { code: p!.code },
        });
        return p!;
      });
      return reply.status(201).send(toAdminPlan(row, 0));
    },
  );

  app.put(
    '/api/admin/plans/:id',
    {
      schema: {
        tags,
        summary: 'Edits a plan; its running subscriptions keep the amount they were asked',
        params: idParams,
        body: planBodySchema,
        response: { 200: adminPlanSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const { id } = request.params;
      const [before] = await db.select().from(plans).where(eq(plans.id, id));
      if (!before) throw new NotFoundError();
      await codeFree(request.body, id);
      const row = await db.transaction(async (tx) => {
        const [p] = await tx
          .update(plans)
          .set(planValues(request.body))
          .where(eq(plans.id, id))
          .returning();
        await recordAdminAction(tx, {
          actorId: userOf(request).id,
          action: 'plan.update',
          targetType: 'plan',
          targetId: id,
          details: {
            code: p!.code,
            price_monthly: [before.priceMonthly, p!.priceMonthly],
            price_yearly: [before.priceYearly, p!.priceYearly],
          },
        });
        return p!;
      });
      return toAdminPlan(row, await subscribersOf(id));
    },
  );

  app.post(
    '/api/admin/plans/:id/retire',
    {
      schema: {
        tags,
        summary: 'Retires a plan: no longer offered nor requested; its subscribers keep it',
        params: idParams,
        response: { 200: adminPlanSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const { id } = request.params;
      const [before] = await db.select().from(plans).where(eq(plans.id, id));
      if (!before) throw new NotFoundError();
      if (before.retiredAt) throw new ConflictError('errors.plan_retired');
      const row = await db.transaction(async (tx) => {
        const [p] = await tx
          .update(plans)
          .set({ retiredAt: new Date() })
          .where(eq(plans.id, id))
          .returning();
        await recordAdminAction(tx, {
          actorId: userOf(request).id,
          action: 'plan.retire',
          targetType: 'plan',
          targetId: id,
          details: { code: p!.code },
        });
        return p!;
      });
      return toAdminPlan(row, await subscribersOf(id));
    },
  );
};
