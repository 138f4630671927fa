import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminContactSchema,
  adminContactsPageSchema,
  adminContactsQuerySchema,
  contactAnswerBodySchema,
  type AdminContact,
} from '../../../src/api/contract/admin-site';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { languageSchema } from '../../../src/api/contract/languages';
import { contactMessages } from '../../db/schema/site';
import type { AppDeps } from '../../deps';
import { AppError, NotFoundError } from '../../lib/errors';
import { contactAnswerMail } from '../../mail/templates/admin.mails';
import { userOf } from '../../plugins/audience';
import { recordAdminAction } from './audit';
import { adminSiteRepository, CONTACT_PAGE_SIZE } from './admin-site.repository';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });
const errors = { 404: errorBodySchema, 422: errorBodySchema };

type ContactRow = typeof contactMessages.$inferSelect;
const toAdminContact = (c: ContactRow): AdminContact => ({
  id: c.id,
  name: c.name,
  email: c.email,
  subject: c.subject,
  message: c.message,
  type: c.type,
  language: languageSchema.catch('fr').parse(c.language),
  status: c.archivedAt ? 'archived' : c.readAt ? 'read' : 'unread',
  answer: c.answer,
  answered_at: c.answeredAt?.toISOString() ?? null,
  created_at: c.createdAt.toISOString(),
});

/**
 * The contact form's messages for the administrators (issue 22): list (unread, read, archived),
 * read one (it becomes read), answer by e-mail in the sender's language, archive.
 */
export const adminContactsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const repo = adminSiteRepository(db);
  const existing = async (id: string) => {
    const row = await repo.contactById(id);
    if (!row) throw new NotFoundError();
    return row;
  };

  app.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags,
        summary: 'The contact messages, newest first, by state (unread, read, archived)',
        querystring: adminContactsQuerySchema,
        response: { 200: adminContactsPageSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const { status, page } = request.query;
      const { rows, total } = await repo.listContacts(status, page);
      return {
        data: rows.map(toAdminContact),
        meta: {
          current_page: page,
          last_page: Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE)),
          per_page: CONTACT_PAGE_SIZE,
          total,
        },
      };
    },
  );

  app.get(
    '/api/admin/contact-messages/:id',
    {
      schema: {
        tags,
        summary: 'One contact message; opening it marks it read',
        params: idParams,
        response: { 200: adminContactSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      await existing(request.params.id);
      await repo.markRead(request.params.id);
      return toAdminContact(await existing(request.params.id));
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/answer',
    {
      schema: {
        tags,
        summary: 'Answers a contact message by e-mail, in the language the sender wrote in',
        params: idParams,
        body: contactAnswerBodySchema,
        response: { 200: adminContactSchema, 502: errorBodySchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const before = await existing(request.params.id);
      const language = languageSchema.catch('fr').parse(before.language);
      const answer = request.body.message;
      const actor = userOf(request);
      const now = new Date();
      // Sent first: an answer is recorded only once the mail server took it (a failure is an
      // error the administrator sees, and nothing claims the sender was answered).
      try {
        await deps.mailer.send(
          contactAnswerMail(
            { email: before.email, name: before.name, language },
            before.subject,
            answer,
          ),
        );
      } catch (err) {
        request.log.error({ err }, 'contact answer: mail delivery failed');
        throw new AppError(502, 'mail_failed', 'errors.mail_failed');
      }
      const row = await db.transaction(async (tx) => {
        const [c] = await tx
          .update(contactMessages)
          .set({ answer, answeredAt: now, answeredBy: actor.id, readAt: before.readAt ?? now })
          .where(eq(contactMessages.id, before.id))
          .returning();
        await recordAdminAction(tx, {
          actorId: actor.id,
          action: 'contact.answer',
          targetType: 'contact_message',
          targetId: before.id,
          details: { email: before.email, language, answer },
        });
        return c!;
      });
      return toAdminContact(row);
    },
  );

  app.post(
    '/api/admin/contact-messages/:id/archive',
    {
      schema: {
        tags,
        summary: 'Archives a contact message',
        params: idParams,
        response: { 200: adminContactSchema, ...errors },
      },
      config: { audience: 'admin' },
    },
    async (request) => {
      const before = await existing(request.params.id);
      const now = new Date();
      const row = await db.transaction(async (tx) => {
        const [c] = await tx
          .update(contactMessages)
          .set({ archivedAt: before.archivedAt ?? now, readAt: before.readAt ?? now })
          .where(eq(contactMessages.id, before.id))
          .returning();
        await recordAdminAction(tx, {
          actorId: userOf(request).id,
          action: 'contact.archive',
          targetType: 'contact_message',
          targetId: before.id,
          details: { email: before.email },
        });
        return c!;
      });
      return toAdminContact(row);
    },
  );
};
