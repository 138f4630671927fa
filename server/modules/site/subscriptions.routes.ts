import multipart from '@fastify/multipart';
import { pipeline } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import {
  adminSubscriptionSchema,
  adminSubscriptionsQuerySchema,
  mySubscriptionsSchema,
  rejectSubscriptionBodySchema,
  subscriptionBodySchema,
  subscriptionSchema,
} from '../../../src/api/contract/site';
import type { AppDeps } from '../../deps';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import { userOf } from '../../plugins/audience';
import { contentDisposition } from '../files/download';
import { formats } from '../files/formats';
import { InspectStream } from '../files/inspect.stream';
import { storageOrphanage } from '../files/orphans';
import { nameAndFormat, receiveUpload } from '../files/upload.service';
import { toPlan, toSubscription } from './site.dto';
import { siteRepository } from './site.repository';
import { currentPlan, subscriptionsService } from './subscriptions.service';

const tags = ['subscriptions'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** A proof of payment: a scan or a photo of the receipt, at most 10 MB. */
const PROOF_MAX_BYTES = 10 * 1024 * 1024;
const proofFormats = new Set(['pdf', 'png', 'jpeg', 'webp']);

/** The signed-in user's subscriptions and the administrators' decisions on them (issue 22). */
export const subscriptionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = siteRepository(db);
  const orphans = storageOrphanage(db, deps.storage, app.log);
  await app.register(multipart, {
    limits: { files: 1, fileSize: PROOF_MAX_BYTES + 1, fields: 0, parts: 1 },
  });
  const service = (log: typeof app.log) =>
    subscriptionsService({ db, mailer: deps.mailer, config: deps.config, log });
  const withPlans = async <T extends { planId: string }>(rows: T[]) => {
    const plans = await repo.plansByIds([...new Set(rows.map((r) => r.planId))]);
    return (r: T) => plans.find((p) => p.id === r.planId)!;
  };

  app.get(
    '/api/subscriptions',
    {
      schema: {
        tags,
        summary: 'My plan now and every subscription request I made (newest first)',
        response: { 200: mySubscriptionsSchema, ...errors },
      },
      config: { audience: 'member' },
    },
    async (request) => {
      const me = userOf(request);
      const rows = await repo.subscriptionsOf(me.id);
      const planOf = await withPlans(rows);
      const now = await currentPlan(db, me);
      return {
        current: {
          plan: now.plan ? toPlan(now.plan) : null,
          subscription:
            now.subscription && now.plan ? toSubscription(now.subscription, now.plan) : null,
        },
        data: rows.map((r) => toSubscription(r, planOf(r))),
      };
    },
  );

  app.post(
    '/api/subscriptions',
    {
      schema: {
        tags,
        summary:
          'Requests a paid plan of my audience for a period (one open request at a time); payment is offline',
        body: subscriptionBodySchema,
        response: {
          201: subscriptionSchema,
          409: errorBodySchema,
          422: errorBodySchema,
          ...errors,
        },
      },
      config: { audience: 'member' },
    },
    async (request, reply) => {
      const { row, plan } = await service(request.log).request(
        userOf(request),
        request.body.plan_id,
        request.body.period,
      );
      return reply.status(201).send(toSubscription(row, plan));
    },
  );

  app.post(
    '/api/subscriptions/:id/proof',
    {
      schema: {
        tags,
        summary:
          'Attaches a proof of payment (PDF or image, 10 MB at most) to my request still awaiting a decision',
        params: uuidParams,
        response: {
          200: subscriptionSchema,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          ...errors,
        },
      },
      config: { audience: 'member' },
    },
    async (request) => {
      const me = userOf(request);
      const own = await service(request.log).own(me, request.params.id);
      const part = await receiveUpload(request, PROOF_MAX_BYTES);
      const { name, format } = nameAndFormat(part);
      if (!proofFormats.has(format)) {
        part.file.resume();
        throw ValidationError.field('file', 'validation.proof_type');
      }
      if (own.state !== 'requested') {
        part.file.resume();
        throw ValidationError.field('file', 'validation.proof_decided');
      }
      const contentType = formats[format].contentType;
      const key = `subscriptions/${me.id}/${randomToken(18)}`;
      await orphans.reserve(key);
      const inspect = new InspectStream(format, PROOF_MAX_BYTES);
      pipeline(part.file, inspect, () => undefined);
      try {
        await deps.storage.put(key, inspect, { maxBytes: PROOF_MAX_BYTES, contentType });
      } catch (err) {
        part.file.resume();
        await orphans.discard([key]);
        throw err;
      }
      const row = await db.transaction(async (tx) => {
        const updated = await siteRepository(tx).setProof(own.id, {
          key,
          name,
          size: inspect.size,
          contentType,
        });
        await orphans.adopt(tx, key);
        return updated;
      });
      if (own.proofKey) await orphans.discard([own.proofKey]).catch(() => undefined);
      const plan = (await repo.planById(row.planId))!;
      return toSubscription(row, plan);
    },
  );

  app.get(
    '/api/admin/subscriptions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Subscription requests to review (newest first), with who made them',
        querystring: adminSubscriptionsQuerySchema,
        response: { 200: z.array(adminSubscriptionSchema), 404: errorBodySchema },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const rows = await repo.listForAdmin(request.query.state);
      const planOf = await withPlans(rows.map((r) => r.s));
      return rows.map(({ s, u }) => ({
        ...toSubscription(s, planOf(s)),
        user: {
          id: u.id,
          email: u.email,
          first_name: u.firstName,
          last_name: u.lastName,
          type: u.type,
        },
      }));
    },
  );

  app.get(
    '/api/admin/subscriptions/:id/proof',
    {
      schema: {
        tags: ['admin'],
        summary: "Downloads a request's proof of payment",
        params: uuidParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
        response: { 200: z.unknown().describe('The proof file'), 404: errorBodySchema },
      },
      config: { audience: 'admin' },
    },
    async (request, reply) => {
      const row = await repo.subscriptionById(request.params.id);
      if (!row?.proofKey || !row.proofName) throw new NotFoundError();
      const stream = await deps.storage.get(row.proofKey);
      return reply
        .header('content-type', row.proofContentType ?? 'application/octet-stream')
        .header('content-disposition', contentDisposition('attachment', row.proofName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .send(stream);
    },
  );

  const adminErrors = { 404: errorBodySchema, 409: errorBodySchema };
  app.post(
    '/api/admin/subscriptions/:id/confirm',
    {
      schema: {
        tags: ['admin'],
        summary: 'Confirms a request: the plan runs from now for its period; the user is told',
        params: uuidParams,
        response: { 200: subscriptionSchema, ...adminErrors },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const { row, plan } = await service(request.log).decide(userOf(request), request.params.id, {
        kind: 'confirm',
      });
      return toSubscription(row, plan);
    },
  );

  app.post(
    '/api/admin/subscriptions/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rejects a request with a reason; the user is told',
        params: uuidParams,
        body: rejectSubscriptionBodySchema,
        response: { 200: subscriptionSchema, 422: errorBodySchema, ...adminErrors },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const { row, plan } = await service(request.log).decide(userOf(request), request.params.id, {
        kind: 'reject',
        reason: request.body.reason,
      });
      return toSubscription(row, plan);
    },
  );
};
