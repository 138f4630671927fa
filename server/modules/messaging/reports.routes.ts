import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { messageReportSchema } from '../../../src/api/contract/messaging';
import { messageReports, messages } from '../../db/schema/messaging';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../deps';
import { toPerson } from '../projects/people';

const REPORTS_SHOWN = 200;

/** The messages users reported, newest first, for the administrators (404 to anyone else). */
export const reportsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const reporter = alias(users, 'reporter');
  const sender = alias(users, 'sender');

  app.get(
    '/api/admin/message-reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages reported to the administrators, newest first (the last 200)',
        response: { 200: z.array(messageReportSchema), 404: errorBodySchema },
      },
      config: { audience: 'admin' },
    },
    async () => {
      const rows = await db
        .select({ report: messageReports, message: messages, reporter, sender })
        .from(messageReports)
        .innerJoin(messages, eq(messages.id, messageReports.messageId))
        .innerJoin(reporter, eq(reporter.id, messageReports.reporterId))
        .innerJoin(sender, eq(sender.id, messages.senderId))
        .orderBy(desc(messageReports.createdAt))
        .limit(REPORTS_SHOWN);
      return rows.map((r) => ({
        id: r.report.id,
        reason: r.report.reason,
        created_at: r.report.createdAt.toISOString(),
        reporter: toPerson(r.reporter),
        message: {
          id: r.message.id,
          conversation_id: r.message.conversationId,
          // An administrator reads what was reported even if its sender deleted it since.
          body: r.message.body,
          created_at: r.message.createdAt.toISOString(),
          deleted: r.message.deletedAt !== null,
          sender: toPerson(r.sender),
        },
      }));
    },
  );
};
