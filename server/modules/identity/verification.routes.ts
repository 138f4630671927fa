import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageSchema, signedLinkQuerySchema } from '../../../src/api/contract/auth';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { userSchema } from '../../../src/api/contract/user';
import type { UserRow } from '../../db/schema/users';
import type { AppDeps } from '../../deps';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { pickLanguage, translator } from '../../lib/i18n';
import { rateLimiter } from '../../lib/rate-limit';
import { deliver } from '../../mail/deliver';
import { emailChangedMail, verifyEmailMail } from '../../mail/templates/account.mails';
import { joinInvitedProjects } from '../projects/collaborators.repository';
import { currentUser } from './current-user';
import { assertSignedLink, signedLink, type LinkKind, type SignedLink } from './signed-links';
import { toUser } from './user.dto';
import { usersRepository } from './users.repository';

const linkParams = z.object({ id: z.uuid(), token: z.string().regex(/^[0-9a-f]{40}$/) });
const RESEND_LIMIT = { max: 3, windowSeconds: 600 };

/** The signed e-mail links: verification of the address, its resend, and confirmation of a change. */
export const verificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const users = usersRepository(deps.database.db);
  const limiter = rateLimiter(deps.database.db);
  const linkErrors = { 403: errorBodySchema, 410: errorBodySchema };

  /**
   * The user a signed link of `kind` is for, once it is proven signed for `addressOf(user)`. A
   * link opened while another account is signed in is refused (403, as Laravel). Without a
   * session the link signs its user in, so it works from the mail client's browser too.
   */
  async function linkUser(
    request: FastifyRequest,
    reply: FastifyReply,
    kind: LinkKind,
    link: SignedLink,
    addressOf: (user: UserRow) => string | null,
  ) {
    const signedIn = request.session?.userId;
    if (signedIn && signedIn !== link.id) throw new ForbiddenError('errors.link_other_user');
    const user = await users.findById(link.id);
    if (!user) throw new ForbiddenError('errors.link_invalid');
    assertSignedLink(deps.config, kind, link, addressOf(user));
    return {
      user,
      signIn: async () => {
        if (!signedIn) await app.sessions.login(request, reply, user.id);
      },
    };
  }

  app.get(
    '/api/verify-email/:id/:token',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary:
          'Confirms the e-mail address from its signed link and signs its user in; once used, 409 (signs nobody in)',
        params: linkParams,
        querystring: signedLinkQuerySchema,
        response: { 200: userSchema, 409: errorBodySchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      const link = { ...request.params, ...request.query };
      const { user, signIn } = await linkUser(request, reply, 'verify-email', link, (u) => u.email);
      // Used once already (or the address was proven another way): the link signs nobody in
      // any more. Its own user, already signed in here, just sees the account.
      if (user.emailVerifiedAt && request.session?.userId !== user.id)
        throw new ConflictError('errors.already_verified');
      const verified = user.emailVerifiedAt
        ? user
        : await users.update(user.id, { emailVerifiedAt: new Date() });
      // The address is proven: project invitations and shares waiting for it become the user's.
      await joinInvitedProjects(deps.database.db, verified);
      await signIn();
      return toUser(verified);
    },
  );

  app.post(
    '/api/email/verification-notification',
    {
      schema: {
        tags: ['identity'],
        summary: 'Sends a new verification link (rate-limited)',
        response: { 200: messageSchema, 429: errorBodySchema },
      },
      config: { audience: 'signed-in' },
    },
    async (request) => {
      const user = await currentUser(users, request);
      const t = translator(pickLanguage(request.headers['accept-language']));
      if (user.emailVerifiedAt) return { message: t('messages.already_verified') };
      await limiter.consume(`verify-resend:${user.id}`, RESEND_LIMIT);
      const link = signedLink(deps.config, 'verify-email', user.id, user.email);
      await deliver(deps.mailer, request.log, verifyEmailMail(user, link));
      return { message: t('messages.verification_sent') };
    },
  );

  app.get(
    '/api/verify-change-email/:id/:token',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['identity'],
        summary: 'Confirms a new e-mail address from its signed link; tells the old address',
        params: linkParams,
        querystring: signedLinkQuerySchema,
        response: { 200: userSchema, ...linkErrors },
      },
    },
    async (request, reply) => {
      const link = { ...request.params, ...request.query };
      const { user, signIn } = await linkUser(
        request,
        reply,
        'verify-change-email',
        link,
        (u) => u.pendingEmail,
      );
      const updated = await swapPendingEmail(user);
      await joinInvitedProjects(deps.database.db, updated);
      await signIn();
      await deliver(deps.mailer, request.log, emailChangedMail(updated, user.email, updated.email));
      return toUser(updated);
    },
  );

  async function swapPendingEmail(user: UserRow): Promise<UserRow> {
    const newEmail = user.pendingEmail!;
    const owner = await users.findByEmail(newEmail);
    // Someone registered the address between the request and the click.
    if (owner && owner.id !== user.id)
      throw ValidationError.field('email', 'validation.email_taken');
    return users.update(user.id, {
      email: newEmail.toLowerCase(),
      emailVerifiedAt: new Date(),
      pendingEmail: null,
      pendingEmailAt: null,
    });
  }
};
