import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardingBodySchema, boardingStateSchema } from '../../../src/api/contract/onboarding';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { userSchema, type AccountStatus } from '../../../src/api/contract/user';
import type { AppDeps } from '../../deps';
import { ForbiddenError } from '../../lib/errors';
import { currentUser } from '../identity/current-user';
import { toUser } from '../identity/user.dto';
import { usersRepository } from '../identity/users.repository';
import { referenceRepository } from '../reference/reference.repository';
import { requiredFields, validateBoarding } from './boarding.service';

/** Submitting moves a pending or rejected account to review (F); approved accounts keep their status. */
const nextStatus: Record<AccountStatus, AccountStatus | null> = {
  P: 'F',
  R: 'F',
  F: 'F',
  A: 'A',
  E: 'E',
  D: null,
};

/** GET/POST api/profile/boarding: what the user type must provide, and its submission. */
export const boardingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { database }) => {
  const users = usersRepository(database.db);
  const reference = referenceRepository(database.db);

  app.get(
    '/api/profile/boarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'The onboarding fields this user type needs, and what is already filled',
        response: { 200: boardingStateSchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request) => {
      const user = await currentUser(users, request);
      return {
        user: toUser(user),
        required: requiredFields(user.type),
        data: user.onboarding ?? {},
      };
    },
  );

  app.post(
    '/api/profile/boarding',
    {
      schema: {
        tags: ['onboarding'],
        summary: 'Submits the onboarding data; the account then awaits review (status F)',
        body: boardingBodySchema,
        response: { 200: userSchema, 403: errorBodySchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request) => {
      const user = await currentUser(users, request);
      // SPEC §2: onboarding comes after the e-mail is validated.
      if (!user.emailVerifiedAt) throw new ForbiddenError('errors.email_unverified');
      const status = nextStatus[user.status];
      if (!status) throw new ForbiddenError('errors.account_inactive');
      const data = await validateBoarding(reference, user.type, request.body);
      const updated = await users.update(user.id, {
        onboarding: data,
        phone: data.phone ?? user.phone,
        status,
        onboardedAt: new Date(),
        rejectionReason: status === 'F' ? null : user.rejectionReason,
      });
      return toUser(updated);
    },
  );
};
