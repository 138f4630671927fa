import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema } from '../../../src/api/contract/auth';
import { errorBodySchema } from '../../../src/api/contract/errors';
import {
  changeEmailBodySchema,
  changePasswordBodySchema,
  updateProfileBodySchema,
} from '../../../src/api/contract/profile';
import { userSchema } from '../../../src/api/contract/user';
import type { AppDeps } from '../../deps';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { pickLanguage, translator } from '../../lib/i18n';
import { attempts, signInRules } from '../../lib/attempts';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { rateLimiter } from '../../lib/rate-limit';
import { deliver } from '../../mail/deliver';
import { passwordChangedMail, verifyNewEmailMail } from '../../mail/templates/account.mails';
import { currentUser } from '../identity/current-user';
import { signedLink } from '../identity/signed-links';
import { toUser } from '../identity/user.dto';
import { normaliseEmail, usersRepository } from '../identity/users.repository';
import { directoryRepository, isListed } from '../directory/directory.repository';
import { AVATAR_MAX_BYTES, avatarContentType, storeAvatar } from './avatar.service';

const tags = ['profile'];
const EMAIL_CHANGE_LIMIT = { max: 5, windowSeconds: 600 };

/** The signed-in user's own account: names, phone, language, password, avatar and e-mail change. */
export const profileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const users = usersRepository(deps.database.db);
  const directory = directoryRepository(deps.database.db);
  const limiter = rateLimiter(deps.database.db);
  await app.register(multipart, { limits: { files: 1, fileSize: AVATAR_MAX_BYTES, fields: 0 } });

  app.patch(
    '/api/profile',
    {
      schema: {
        tags,
        summary: 'Updates names, phone and language',
        body: updateProfileBodySchema,
        response: { 200: userSchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request) => {
      const user = await currentUser(users, request);
      const { first_name, last_name, phone, language } = request.body;
      const updated = await users.update(user.id, {
        firstName: first_name,
        lastName: last_name,
        ...(phone !== undefined ? { phone: phone || null } : {}),
        ...(language ? { language } : {}),
      });
      return toUser(updated);
    },
  );

  app.put(
    '/api/profile/password',
    {
      schema: {
        tags,
        summary: 'Changes the password; other sessions end',
        body: changePasswordBodySchema,
        response: { 200: messageSchema, 429: errorBodySchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request) => {
      const user = await currentUser(users, request);
      const throttle = attempts(
        limiter,
        signInRules(deps.config, 'current-password', user.id, request.ip),
      );
      await throttle.check();
      if (!(await verifyPassword(user.passwordHash, request.body.current_password))) {
        await throttle.failed();
        throw ValidationError.field('current_password', 'validation.current_password');
      }
      await throttle.succeeded();
      await users.update(user.id, { passwordHash: await hashPassword(request.body.password) });
      await app.sessions.endUserSessions(user.id, request.session!.id);
      await deliver(deps.mailer, request.log, passwordChangedMail(user));
      return {
        message: translator(pickLanguage(request.headers['accept-language']))(
          'messages.password_changed',
        ),
      };
    },
  );

  app.post(
    '/api/profile/email',
    {
      schema: {
        tags,
        summary:
          'Starts an e-mail change: the new address stays pending until its signed link is opened',
        body: changeEmailBodySchema,
        response: { 200: userSchema, 429: errorBodySchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request) => {
      const user = await currentUser(users, request);
      const email = normaliseEmail(request.body.email);
      // An account with a password confirms it; a social-only account has none to give.
      if (user.passwordHash) {
        const throttle = attempts(
          limiter,
          signInRules(deps.config, 'current-password', user.id, request.ip),
        );
        await throttle.check();
        if (!(await verifyPassword(user.passwordHash, request.body.password ?? ''))) {
          await throttle.failed();
          throw ValidationError.field('password', 'validation.current_password');
        }
        await throttle.succeeded();
      }
      if (email === user.email) throw ValidationError.field('email', 'validation.same_email');
      if (await users.findByEmail(email))
        throw ValidationError.field('email', 'validation.email_taken');
      await limiter.consume(`email-change:${user.id}`, EMAIL_CHANGE_LIMIT);
      const updated = await users.update(user.id, {
        pendingEmail: email,
        pendingEmailAt: new Date(),
      });
      const link = signedLink(deps.config, 'verify-change-email', user.id, email);
      await deliver(deps.mailer, request.log, verifyNewEmailMail(updated, email, link));
      return toUser(updated);
    },
  );

  app.post(
    '/api/profile/avatar',
    {
      schema: {
        tags,
        summary: 'Replaces the avatar (multipart field `file`: JPEG, PNG or WebP, ≤ 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: userSchema, 413: errorBodySchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request) => {
      const user = await currentUser(users, request);
      const file = await request.file().catch(() => undefined);
      if (!file || file.fieldname !== 'file')
        throw ValidationError.field('file', 'validation.required');
      const bytes = await file.toBuffer().catch((err: { code?: string }) => {
        if (err.code === 'FST_REQ_FILE_TOO_LARGE')
          throw new PayloadTooLargeError({ max: AVATAR_MAX_BYTES });
        throw err;
      });
      const key = await storeAvatar(deps.storage, user.id, bytes, user.avatarKey);
      return toUser(await users.update(user.id, { avatarKey: key }));
    },
  );

  app.get(
    '/api/users/:id/avatar',
    {
      // Faces are for the people who work with them: signed-in users, and guests only for the
      // users the directory lists (issue 18; a guest asking for anyone else's gets 404).
      config: { audience: 'public' },
      schema: {
        tags,
        summary:
          "A user's avatar image (signed-in users; guests for users listed in the directory)",
        params: z.object({ id: z.uuid() }),
        produces: ['image/jpeg', 'image/png', 'image/webp'],
        response: {
          200: z.unknown().describe('The image bytes'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const signedIn = !!request.session?.userId;
      const user = signedIn
        ? await users.findById(request.params.id)
        : await directory.visibleById(request.params.id);
      if (!user?.avatarKey || (!signedIn && !isListed(user))) throw new NotFoundError();
      const stream = await deps.storage.get(user.avatarKey);
      return reply
        .header('content-type', avatarContentType(user.avatarKey))
        .header('cache-control', 'private, max-age=60')
        .header('vary', 'Cookie')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};
