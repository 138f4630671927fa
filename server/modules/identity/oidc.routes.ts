import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GUEST_SESSION_LIMIT, rateLimiter } from '../../lib/rate-limit';
import * as client from 'openid-client';
import { z } from 'zod';
import { providerCallbackQuerySchema, providersSchema } from '../../../src/api/contract/auth';
import { errorBodySchema } from '../../../src/api/contract/errors';
import { registrableTypes, userSchema } from '../../../src/api/contract/user';
import type { AppDeps } from '../../deps';
import { AppError, NotFoundError, ValidationError } from '../../lib/errors';
import { deliver } from '../../mail/deliver';
import { verifyEmailMail } from '../../mail/templates/account.mails';
import { joinInvitedProjects } from '../projects/collaborators.repository';
import { guestLanguage } from './current-user';
import { identitiesRepository } from './identities.repository';
import { oidcClients, providers, providerSettings } from './oidc.client';
import { accountForIdentity, type ProviderClaims } from './oidc.service';
import { signedLink } from './signed-links';
import { toUser } from './user.dto';
import { usersRepository } from './users.repository';

const tags = ['identity'];
const providerParams = z.object({ provider: z.enum(providers) });
/** What the redirect leaves in the session for the callback to check. */
const pendingSchema = z.object({
  provider: z.enum(providers),
  state: z.string(),
  nonce: z.string(),
  verifier: z.string().nullable(),
  type: z.enum(registrableTypes),
});
type Pending = z.infer<typeof pendingSchema>;

/** Google and LinkedIn through OpenID Connect: authorization code with state, nonce and PKCE. */
export const oidcRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config } = deps;
  const clients = oidcClients();
  const users = usersRepository(deps.database.db);
  const identities = identitiesRepository(deps.database.db);
  const limiter = rateLimiter(deps.database.db);
  const redirectUri = (provider: string) => `${config.appUrl}/auth/${provider}`;
  const settingsOf = (provider: (typeof providers)[number]) => {
    const s = providerSettings(config, provider);
    if (!s) throw new NotFoundError();
    return s;
  };
  const failed = () => ValidationError.field('provider', 'errors.oidc_failed');

  app.get(
    '/api/auth/providers',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Which social sign-in providers are configured',
        response: { 200: providersSchema },
      },
    },
    async () => ({
      google: providerSettings(config, 'google') !== null,
      linkedin: providerSettings(config, 'linkedin') !== null,
    }),
  );

  app.get(
    '/api/auth/:provider/redirect',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: 'Redirects to the provider; state, nonce and PKCE verifier wait in the session',
        params: providerParams,
        // Optional extension: the account type a first sign-in creates (DESIGN_OFFICE by default).
        querystring: z.object({ type: z.enum(registrableTypes).optional() }),
        response: { 302: z.null(), 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const settings = settingsOf(provider);
      const oidc = await clients.configuration(settings);
      const pending: Pending = {
        provider,
        state: client.randomState(),
        nonce: client.randomNonce(),
        verifier: settings.pkce ? client.randomPKCECodeVerifier() : null,
        type: request.query.type ?? 'DESIGN_OFFICE',
      };
      if (!request.session)
        await limiter.consume(`guest-session:ip:${request.ip}`, GUEST_SESSION_LIMIT);
      await app.sessions.setData(request, reply, { oidc: pending });
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri(provider),
        scope: 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        ...(pending.verifier
          ? {
              code_challenge: await client.calculatePKCECodeChallenge(pending.verifier),
              code_challenge_method: 'S256',
            }
          : {}),
      });
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/api/auth/:provider/callback',
    {
      config: { audience: 'public' },
      schema: {
        tags,
        summary: "Completes the provider's sign-in: links or creates the account and signs it in",
        params: providerParams,
        querystring: providerCallbackQuerySchema,
        response: { 200: userSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const oidc = await clients.configuration(settingsOf(provider));
      const pending = pendingSchema.safeParse(request.session?.data.oidc).data;
      // Used once: a replayed callback finds nothing to check against.
      if (request.session) await app.sessions.setData(request, reply, { oidc: null });
      if (!pending || pending.provider !== provider || request.query.error) throw failed();

      let claims: ProviderClaims;
      try {
        const current = new URL(redirectUri(provider));
        for (const [k, v] of Object.entries(request.query))
          if (v !== undefined) current.searchParams.set(k, v);
        const tokens = await client.authorizationCodeGrant(oidc, current, {
          ...(pending.verifier ? { pkceCodeVerifier: pending.verifier } : {}),
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims()!;
        if (claims.email === undefined) {
          claims = {
            ...claims,
            ...(await client.fetchUserInfo(oidc, tokens.access_token, claims.sub)),
          };
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        request.log.warn({ err, provider }, 'OpenID sign-in refused');
        throw failed();
      }

      const { user, created } = await accountForIdentity({ users, identities }, provider, claims, {
        type: pending.type,
        language: guestLanguage(request),
      });
      await app.sessions.login(request, reply, user.id);
      // A provider-verified address collects the project invitations and shares waiting for it.
      if (user.emailVerifiedAt) await joinInvitedProjects(deps.database.db, user);
      if (created && !user.emailVerifiedAt) {
        const link = signedLink(config, 'verify-email', user.id, user.email);
        await deliver(deps.mailer, request.log, verifyEmailMail(user, link));
      }
      return toUser(user);
    },
  );
};
