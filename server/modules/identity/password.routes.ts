import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordBodySchema,
  messageSchema,
  resetPasswordBodySchema,
} from '../../../src/api/contract/auth';
import { errorBodySchema } from '../../../src/api/contract/errors';
import type { AppDeps } from '../../deps';
import { ValidationError } from '../../lib/errors';
import { pickLanguage, translator } from '../../lib/i18n';
import { attempts, signInRules } from '../../lib/attempts';
import { hashPassword } from '../../lib/passwords';
import { rateLimiter } from '../../lib/rate-limit';
import { deliver } from '../../mail/deliver';
import { resetPasswordMail } from '../../mail/templates/account.mails';
import { consumeResetToken, issueResetLink } from './password-reset.service';
import { normaliseEmail, usersRepository } from './users.repository';

const PER_EMAIL = { max: 3, windowSeconds: 600 };
const PER_IP = { max: 20, windowSeconds: 600 };

/** Forgotten password: a one-time mailed token, then a new password that ends other sessions. */
export const passwordRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const db = deps.database.db;
  const users = usersRepository(db);
  const limiter = rateLimiter(db);

  app.post(
    '/api/forgot-password',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Mails a password-reset link; same answer whether or not the account exists',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      // Limits are keyed on the address typed, not on the account: no hint of existence.
      await limiter.consume(`forgot:ip:${request.ip}`, PER_IP);
      await limiter.consume(`forgot:email:${email}`, PER_EMAIL);
      const user = await users.findByEmail(email);
      if (user) {
        const link = await issueResetLink(db, deps.config, user);
        // Not awaited: the SMTP round trip would make a known address answer measurably slower.
        void deliver(deps.mailer, request.log, resetPasswordMail(user, link));
      }
      const t = translator(pickLanguage(request.headers['accept-language']));
      return { message: t('messages.reset_link_sent') };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Sets a new password from a reset token and ends the other sessions',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const { token, email, password } = request.body;
      // Guesses at a token are throttled as sign-ins are: per (address typed, client address),
      // with higher ceilings per account and per client address.
      const throttle = attempts(
        limiter,
        signInRules(deps.config, 'reset', normaliseEmail(email), request.ip),
      );
      await throttle.check();
      const user = await users.findByEmail(email);
      if (!user || !(await consumeResetToken(db, token, user.id))) {
        await throttle.failed();
        throw ValidationError.field('email', 'validation.reset_token');
      }
      await throttle.succeeded();
      // The token reached this inbox, which proves the address as a verification link would.
      await users.update(user.id, {
        passwordHash: await hashPassword(password),
        emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      });
      await app.sessions.endUserSessions(user.id, request.session?.id);
      // A new password lifts the sign-in lock of the account (and of this address).
      for (const rule of signInRules(deps.config, 'login', normaliseEmail(email), request.ip).slice(
        0,
        2,
      ))
        await limiter.clear(rule.key);
      const t = translator(pickLanguage(request.headers['accept-language']));
      return { message: t('messages.password_reset') };
    },
  );
};
