import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema } from '../../../src/api/contract/auth';
import { userSchema } from '../../../src/api/contract/user';
import type { AppDeps } from '../../deps';
import { UnauthenticatedError, ValidationError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { toUser } from './user.dto';
import { usersRepository } from './users.repository';

/** Sign-in, the account and sign-out (SPEC §7), Sanctum style. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const users = usersRepository(database.db);

  app.post(
    '/api/login',
    {
      schema: {
        tags: ['identity'],
        summary: 'Signs in with e-mail and password; renews the session id',
        body: loginBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await users.findByEmail(email);
      // Same answer, same work, whether or not the account exists: no user enumeration.
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw ValidationError.field('email', 'validation.credentials');
      await app.sessions.login(request, reply, user.id);
      return toUser(user);
    },
  );

  app.get(
    '/api/account',
    {
      schema: { tags: ['identity'], summary: 'The signed-in user', response: { 200: userSchema } },
      preHandler: app.requireUser,
    },
    async (request) => {
      const user = await users.findById(request.session!.userId!);
      if (!user) throw new UnauthenticatedError();
      return toUser(user);
    },
  );

  app.post(
    '/api/logout',
    {
      schema: { tags: ['identity'], summary: 'Signs out', response: { 204: z.null() } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await app.sessions.logout(request, reply);
      return reply.status(204).send(null);
    },
  );
};
