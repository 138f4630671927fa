import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerBodySchema } from '../../../src/api/contract/auth';
import { userSchema } from '../../../src/api/contract/user';
import type { AppDeps } from '../../deps';
import { ValidationError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { deliver } from '../../mail/deliver';
import { verifyEmailMail } from '../../mail/templates/account.mails';
import { guestLanguage } from './current-user';
import { signedLink } from './signed-links';
import { toUser } from './user.dto';
import { usersRepository } from './users.repository';

/** POST api/register: creates the account (status P, e-mail unverified), signs in, mails the link. */
export const registerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const users = usersRepository(deps.database.db);

  app.post(
    '/api/register',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Creates an account, signs it in and sends the verification e-mail',
        body: registerBodySchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (await users.findByEmail(body.email)) {
        throw ValidationError.field('email', 'validation.email_taken');
      }
      let user;
      try {
        user = await users.insert({
          email: body.email,
          passwordHash: await hashPassword(body.password),
          firstName: body.first_name,
          lastName: body.last_name,
          type: body.type,
          status: 'P',
          language: guestLanguage(request),
        });
      } catch (err) {
        // Two simultaneous registrations of one address: the unique index decides.
        if (await users.findByEmail(body.email)) {
          throw ValidationError.field('email', 'validation.email_taken');
        }
        throw err;
      }
      await app.sessions.login(request, reply, user.id);
      const link = signedLink(deps.config, 'verify-email', user.id, user.email);
      await deliver(deps.mailer, request.log, verifyEmailMail(user, link));
      return reply.status(201).send(toUser(user));
    },
  );
};
