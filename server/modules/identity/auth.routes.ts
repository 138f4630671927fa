import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBodySchema } from '../../../src/api/contract/auth';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { userSchema } from '../../../src/api/contract/user';
import type { AppDeps } from '../../deps';
import { UnauthenticatedError, ValidationError } from '../../lib/errors';
import { attempts, signInRules } from '../../lib/attempts';
import { verifyPassword } from '../../lib/passwords';
import { rateLimiter } from '../../lib/rate-limit';
import { toUser } from './user.dto';
import { normaliseEmail, usersRepository } from './users.repository';

/** Sign-in, the account and sign-out (SPEC §7), Sanctum style. */
export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database, config }) => {
  const users = usersRepository(database.db);
  const limiter = rateLimiter(database.db);

  app.post(
    '/api/login',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Signs in with e-mail and password; renews the session id',
        body: loginBodySchema,
        response: { 200: userSchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      // Failures are counted whether or not the account exists (no hint of existence).
      const throttle = attempts(
        limiter,
        signInRules(config, 'login', normaliseEmail(email), request.ip),
      );
      await throttle.check();
      const user = await users.findByEmail(email);
      // Same answer, same work, whether or not the account exists: no user enumeration.
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) {
        await throttle.failed();
        throw ValidationError.field('email', 'validation.credentials');
      }
      await throttle.succeeded();
      await app.sessions.login(request, reply, user.id);
      return toUser(user);
    },
  );

  app.get(
    '/api/account',
    {
      schema: { tags: ['identity'], summary: 'The signed-in user', response: { 200: userSchema } },
      config: { audience: 'session' },
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
      config: { audience: 'session' },
    },
    async (request, reply) => {
      await app.sessions.logout(request, reply);
      return reply.status(204).send(null);
    },
  );
};
