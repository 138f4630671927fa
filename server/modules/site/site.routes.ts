import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  contactBodySchema,
  contactSentSchema,
  faqParamsSchema,
  faqSchema,
  faqsQuerySchema,
  planSchema,
  plansQuerySchema,
} from '../../../src/api/contract/site';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../lib/errors';
import { pickLanguage, translator } from '../../lib/i18n';
import { rateLimiter, type Limit } from '../../lib/rate-limit';
import { deliver } from '../../mail/deliver';
import { contactAckMail, contactReceivedMail } from '../../mail/templates/site.mails';
import { toFaq, toPlan } from './site.dto';
import { sitemap } from './public-pages/seo';
import { siteRepository } from './site.repository';

const tags = ['site'];
/** Contact messages one client address may send per hour: enough for a person, not for a bot. */
export const CONTACT_LIMIT: Limit = { max: 5, windowSeconds: 3600 };

/** The public site's data: plans, the FAQ and the contact form (issue 22). */
export const siteRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const repo = siteRepository(deps.database.db);
  const limiter = rateLimiter(deps.database.db);

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags,
        summary:
          'The sitemap: the public pages with their alternates in fr, en and ar, and every ' +
          'published product’s page',
        response: { 200: z.string() },
      },
      config: { audience: 'public' },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await sitemap(deps.database.db, deps.config.appUrl)),
  );

  app.get(
    '/api/plans',
    {
      schema: {
        tags,
        summary:
          'The subscription plans on offer, for professionals and manufacturers (prices in DZD)',
        querystring: plansQuerySchema,
        response: { 200: z.array(planSchema) },
      },
      config: { audience: 'public' },
    },
    async (request) => (await repo.listPlans(request.query.audience)).map(toPlan),
  );

  app.get(
    '/api/faqs',
    {
      schema: {
        tags,
        summary:
          'Questions and answers in one language (lang, else Accept-Language), per audience, searchable',
        querystring: faqsQuerySchema,
        response: { 200: z.array(faqSchema) },
      },
      config: { audience: 'public' },
    },
    async (request) => {
      const { audience, q } = request.query;
      const language = request.query.lang ?? pickLanguage(request.headers['accept-language']);
      return (await repo.listFaqs({ language, audience, q: q || undefined })).map(toFaq);
    },
  );

  app.get(
    '/api/faqs/:id',
    {
      schema: {
        tags,
        summary: 'One question and its answer',
        params: faqParamsSchema,
        response: { 200: faqSchema, 404: errorBodySchema },
      },
      config: { audience: 'public' },
    },
    async (request) => {
      const row = await repo.faqById(request.params.id);
      if (!row) throw new NotFoundError();
      return toFaq(row);
    },
  );

  app.post(
    '/api/contact/send',
    {
      schema: {
        tags,
        summary:
          'Sends a message to the administrators (stored, mailed to them, acknowledged to the sender); rate-limited per address',
        body: contactBodySchema,
        response: { 202: contactSentSchema, 422: errorBodySchema, 429: errorBodySchema },
      },
      config: { audience: 'public' },
    },
    async (request, reply) => {
      const lng = pickLanguage(request.headers['accept-language']);
      const t = translator(lng);
      const sent = { message: t('messages.contact_sent') };
      await limiter.consume(`contact:ip:${request.ip}`, CONTACT_LIMIT);
      const body = request.body;
      // A bot fills the field people never see: it is told the same as a person, and nothing is kept.
      if (body.website) return reply.status(202).send(sent);
      await repo.insertContact({
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
        type: body.type,
        language: lng,
        userId: request.session?.userId ?? null,
      });
      const from = body;
      for (const admin of await repo.admins())
        await deliver(deps.mailer, request.log, contactReceivedMail(admin, from));
      await deliver(
        deps.mailer,
        request.log,
        contactAckMail({ email: body.email, firstName: body.name, language: lng }, body.subject),
      );
      return reply.status(202).send(sent);
    },
  );
};
