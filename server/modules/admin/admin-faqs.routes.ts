import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminFaqSchema,
  adminFaqsQuerySchema,
  faqBodySchema,
  type AdminFaq,
} from '../../../src/api/contract/admin-site';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { faqs, type FaqRow } from '../../db/schema/site';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { userOf } from '../../plugins/audience';
import { recordAdminAction } from './audit';
import { adminSiteRepository } from './admin-site.repository';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });
const errors = { 404: errorBodySchema, 422: errorBodySchema };

const toAdminFaq = (f: FaqRow): AdminFaq => ({
  id: f.id,
  audience: f.audience,
  language: f.language,
  question: f.question,
  answer: f.answer,
  position: f.position,
});

/** The FAQ as the administrators edit it (issue 22): one entry per language, for an audience, in order. */
export const adminFaqsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = adminSiteRepository(db);
  const existing = async (id: string) => {
    const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
    if (!row) throw new NotFoundError();
    return row;
  };

  app.get(
    '/api/admin/faqs',
    {
      schema: {
        tags,
        summary: 'Every FAQ entry, per language and audience, in their order',
        querystring: adminFaqsQuerySchema,
        response: { 200: z.array(adminFaqSchema), 404: errorBodySchema },
      },
      config: { audience: 'admin' },
    },
    async (request) =>
      (await repo.listFaqs({ language: request.query.lang, audience: request.query.audience })).map(
        toAdminFaq,
      ),
  );

  app.post(
    '/api/admin/faqs',
    {
      schema: {
        tags,
        summary: 'Adds a question and its answer in one language',
        body: faqBodySchema,
        response: { 201: adminFaqSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request, reply) => {
      const row = await db.transaction(async (tx) => {
        const [f] = await tx.insert(faqs).values(request.body).returning();
        await recordAdminAction(tx, {
          actorId: userOf(request).id,
          action: 'faq.create',
          targetType: 'faq',
          targetId: f!.id,
          details: { language: f!.language, question: f!.question },
        });
        return f!;
      });
      return reply.status(201).send(toAdminFaq(row));
    },
  );

  app.put(
    '/api/admin/faqs/:id',
    {
      schema: {
        tags,
        summary: 'Edits an FAQ entry (text, language, audience, position)',
        params: idParams,
        body: faqBodySchema,
        response: { 200: adminFaqSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const { id } = request.params;
      await existing(id);
      const row = await db.transaction(async (tx) => {
        const [f] = await tx.update(faqs).set(request.body).where(eq(faqs.id, id)).returning();
        await recordAdminAction(tx, {
          actorId: userOf(request).id,
          action: 'faq.update',
          targetType: 'faq',
          targetId: id,
          details: { language: f!.language, question: f!.question },
        });
        return f!;
      });
      return toAdminFaq(row);
    },
  );

  app.delete(
    '/api/admin/faqs/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an FAQ entry',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request, reply) => {
      const { id } = request.params;
      const before = await existing(id);
      await db.transaction(async (tx) => {
        await tx.delete(faqs).where(eq(faqs.id, id));
        await recordAdminAction(tx, {
          actorId: userOf(request).id,
          action: 'faq.delete',
          targetType: 'faq',
          targetId: id,
          details: { language: before.language, question: before.question },
        });
      });
      return reply.status(204).send(null);
    },
  );
};
