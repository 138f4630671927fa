import { and, count, eq, isNull, like } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isAdminType } from '../../../src/api/contract/audience';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { uuidParams } from '../../../src/api/contract/people';
import { invoiceQuerySchema, usageSchema } from '../../../src/api/contract/site';
import type { Db } from '../../db/client';
import { subscriptions, type SubscriptionRow } from '../../db/schema/site';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { pickLanguage, translator } from '../../lib/i18n';
import { userOf } from '../../plugins/audience';
import { contentDisposition } from '../files/download';
import { usersRepository } from '../identity/users.repository';
import { isUniqueViolation } from '../projects/db-errors';
import { invoicePdf } from './invoice-pdf';
import { usageOf } from './plan-usage';
import { toPlan } from './site.dto';
import { siteRepository } from './site.repository';
import { currentPlan } from './subscriptions.service';

const tags = ['subscriptions'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The invoice's number, given once when it is first issued: `YYYY-NNNN`, numbered per year of
 * the confirmation (a concurrent issue of the same number retries with the next).
 */
export async function invoiceNumberOf(db: Db, s: SubscriptionRow): Promise<string> {
  if (s.invoiceNumber) return s.invoiceNumber;
  const year = (s.decidedAt ?? s.createdAt).getUTCFullYear();
  for (let attempt = 0; ; attempt += 1) {
    const [n] = await db
      .select({ n: count() })
      .from(subscriptions)
      .where(like(subscriptions.invoiceNumber, `${year}-%`));
    const number = `${year}-${String((n?.n ?? 0) + 1).padStart(4, '0')}`;
    try {
      const [row] = await db
        .update(subscriptions)
        .set({ invoiceNumber: number })
        .where(and(eq(subscriptions.id, s.id), isNull(subscriptions.invoiceNumber)))
        .returning({ number: subscriptions.invoiceNumber });
      if (row?.number) return row.number;
      const [again] = await db
        .select({ number: subscriptions.invoiceNumber })
        .from(subscriptions)
        .where(eq(subscriptions.id, s.id));
      return again!.number!;
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 5) throw err;
    }
  }
}

/** How much of their plan a user uses, and a confirmed subscription's invoice (issue 22). */
export const usageAndInvoiceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = siteRepository(db);
  const users = usersRepository(db);

  app.get(
    '/api/subscriptions/usage',
    {
      schema: {
        tags,
        summary:
          "My plan's limits that matter to my audience, each with how much I use (storage in " +
          'bytes, collaborators on my fullest project, orders sent this month); null is no limit',
        response: { 200: usageSchema, ...errors },
      },
      config: { audience: 'member' },
    },
    async (request) => {
      const me = userOf(request);
      const { plan } = await currentPlan(db, me);
      return { plan: plan ? toPlan(plan) : null, limits: await usageOf(db, me) };
    },
  );

  app.get(
    '/api/subscriptions/:id/invoice',
    {
      schema: {
        tags,
        summary:
          'The invoice of a confirmed (or since expired) subscription as an A4 PDF, in `lang` or ' +
          "the request's language (Arabic right to left): mine, or anyone's for an administrator",
        params: uuidParams,
        querystring: invoiceQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.unknown().describe('The PDF document'), ...errors },
      },
      config: { audience: 'member' },
    },
    async (request, reply) => {
      const me = userOf(request);
      const row = await repo.subscriptionById(request.params.id);
      if (!row || (row.userId !== me.id && !isAdminType(me.type))) throw new NotFoundError();
      if (!row.startsAt || !row.endsAt || (row.state !== 'confirmed' && row.state !== 'expired'))
        throw new NotFoundError();
      const lng = request.query.lang ?? pickLanguage(request.headers['accept-language']);
      const [plan, buyer] = await Promise.all([
        repo.planById(row.planId),
        users.findById(row.userId),
      ]);
      if (!plan || !buyer) throw new NotFoundError();
      const number = await invoiceNumberOf(db, row);
      const pdf = await invoicePdf(
        {
          number,
          issuedAt: row.decidedAt ?? row.startsAt,
          buyer: {
            name: `${buyer.firstName} ${buyer.lastName}`.trim(),
            company: null,
            email: buyer.email,
          },
          plan: plan.name[lng],
          period: row.period,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          amount: row.amount,
        },
        translator(lng),
        lng,
      );
      void reply.header(
        'content-disposition',
        contentDisposition('attachment', `ouvrage-invoice-${number}.pdf`),
      );
      return reply.type('application/pdf').header('cache-control', 'private, no-cache').send(pdf);
    },
  );
};
