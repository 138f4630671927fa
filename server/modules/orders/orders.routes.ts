import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  basketBodySchema,
  basketResultSchema,
  createOrderBodySchema,
  orderEventBodySchema,
  orderPdfQuerySchema,
  orderSchema,
  ordersPageSchema,
  ordersQuerySchema,
  orderStates,
  type OrderState,
} from '../../../src/api/contract/orders';
import { uuidParams } from '../../../src/api/contract/people';
import type { AppDeps } from '../../deps';
import { z } from 'zod';
import { pickLanguage, translator } from '../../lib/i18n';
import { contentDisposition } from '../files/download';
import { userIdOf } from '../projects/request-user';
import { userOf } from '../../plugins/audience';
import { assertOrdersAllowed } from '../site/plan-limits';
import { takeoffRepository } from '../takeoff/takeoff.repository';
import { ordersRepository } from './orders.repository';
import { orderPdf } from './order-pdf';
import { ordersService } from './orders.service';

const tags = ['orders'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const lang = (request: FastifyRequest) => pickLanguage(request.headers['accept-language']);

/**
 * Issue 20: orders between a professional (who places them) and a manufacturer (who answers).
 * Only the two parties see an order (anyone else: 404); its steps go through the order machine.
 */
export const ordersRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = ordersRepository(db);
  const service = ordersService(db);

  app.get(
    '/api/orders',
    {
      config: { audience: 'member' },
      schema: {
        tags,
        summary:
          "The signed-in side's orders (a professional's placed, a manufacturer's received): " +
          '`state`, `q` (number, product, the other party), `project_id`, sort, page; with the ' +
          'count of each state',
        querystring: ordersQuerySchema,
        response: { 200: ordersPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const me = userIdOf(request);
      const { rows, total, stateCounts } = await repo.list(me, q);
      return {
        data: await service.cards(rows, me, lang(request)),
        meta: {
          current_page: q.page,
          per_page: q.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / q.per_page)),
        },
        state_counts: Object.fromEntries(
          orderStates.map((s) => [s, stateCounts[s] ?? 0]),
        ) as Record<OrderState, number>,
      };
    },
  );

  app.post(
    '/api/orders',
    {
      config: { audience: 'pro' },
      schema: {
        tags,
        summary:
          'Places an order for published products of one manufacturer: sent at once unless ' +
          '`draft` is true; numbered per manufacturer and year, priced from the catalogue',
        body: createOrderBodySchema,
        response: { 201: orderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = userIdOf(request);
      // The plan's orders per month (issue 22), before anything is written; a draft is not sent.
      if (!request.body.draft)
        await assertOrdersAllowed(
          db,
          userOf(request),
          lang(request),
          request.body.lines.map((l) => l.product_id),
        );
      const id = await service.create(me, request.body);
      return reply.status(201).send(await service.read(id, me, lang(request)));
    },
  );

  app.post(
    '/api/orders/basket',
    {
      config: { audience: 'pro' },
      schema: {
        tags,
        summary:
          'Sends a basket: its lines grouped by manufacturer, one order each, all sent in one ' +
          'step with the same delivery, project and message (every order or none)',
        body: basketBodySchema,
        response: { 201: basketResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = userIdOf(request);
      await assertOrdersAllowed(
        db,
        userOf(request),
        lang(request),
        request.body.lines.map((l) => l.product_id),
      );
      const ids = await service.createMany(me, request.body);
      const rows = await Promise.all(ids.map((id) => repo.get(id)));
      return reply.status(201).send({
        orders: await service.cards(
          rows.filter((r) => r !== undefined && r !== null),
          me,
          lang(request),
        ),
      });
    },
  );

  app.get(
    '/api/orders/:id',
    {
      config: { audience: 'member' },
      schema: {
        tags,
        summary: 'One of my orders with its lines, totals and history',
        params: uuidParams,
        response: { 200: orderSchema, ...errors },
      },
    },
    (request) => service.read(request.params.id, userIdOf(request), lang(request)),
  );

  app.post(
    '/api/orders/:id/events',
    {
      config: { audience: 'member' },
      schema: {
        tags,
        summary:
          "A step of the order's life (SEND, START_TREATMENT, ACCEPT, REFUSE, SHIP, DELIVER, " +
          'CANCEL): 409 when its state does not take it from my side',
        params: uuidParams,
        body: orderEventBodySchema,
        response: { 200: orderSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      const me = userIdOf(request);
      if (request.body.type === 'SEND') {
        // Sending a draft counts in the plan's orders per month (its own professional only).
        const row = await repo.get(request.params.id);
        if (row?.professionalId === me && row.state === 'draft')
          await assertOrdersAllowed(db, userOf(request), lang(request), 1);
      }
      await service.transition(request.params.id, me, request.body);
      return service.read(request.params.id, me, lang(request));
    },
  );

  app.get(
    '/api/orders/:id/pdf',
    {
      config: { audience: 'member' },
      schema: {
        tags,
        summary:
          'The order as a PDF document (parties, delivery, lines, prices, total, message), for ' +
          'either party, in `lang` or the request’s language (Arabic right to left)',
        params: uuidParams,
        querystring: orderPdfQuerySchema,
        response: { 200: z.unknown().describe('The PDF document'), ...errors },
      },
    },
    async (request, reply) => {
      const lng = request.query.lang ?? lang(request);
      const order = await service.read(request.params.id, userIdOf(request), lng);
      const sourceFiles = order.lines.flatMap((l) => (l.source ? [l.source.file_id] : []));
      const fileNames = await takeoffRepository(db).fileNames([...new Set(sourceFiles)]);
      const pdf = await orderPdf(order, translator(lng), lng, fileNames);
      void reply.header(
        'content-disposition',
        contentDisposition('attachment', `${order.number}.pdf`),
      );
      return reply.type('application/pdf').send(pdf);
    },
  );
};
