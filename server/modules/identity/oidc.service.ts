import type { Language } from '../../../src/api/contract/languages';
import type { UserType } from '../../../src/api/contract/user';
import type { UserRow } from '../../db/schema/users';
import { ValidationError } from '../../lib/errors';
import type { identitiesRepository, Provider } from './identities.repository';
import { normaliseEmail, type usersRepository } from './users.repository';

/** The claims we read from the ID token (or the userinfo endpoint). */
export type ProviderClaims = {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
};

export type SocialDeps = {
  users: Pick<ReturnType<typeof usersRepository>, 'findById' | 'findByEmail' | 'insert' | 'update'>;
  identities: ReturnType<typeof identitiesRepository>;
};

const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined;

/**
 * The account behind a provider identity: the linked one; else the account with the same e-mail,
 * linked only when the provider says it verified that address (otherwise anyone could take over
 * an account by registering its address at a provider); else a new account, pending onboarding.
 */
export async function accountForIdentity(
  deps: SocialDeps,
  provider: Provider,
  claims: ProviderClaims,
  defaults: { type: UserType; language: Language },
): Promise<{ user: UserRow; created: boolean }> {
  const linked = await deps.identities.find(provider, claims.sub);
  if (linked) {
    const user = await deps.users.findById(linked.userId);
    if (user) return { user, created: false };
  }
  const rawEmail = str(claims.email);
  if (!rawEmail) throw ValidationError.field('provider', 'errors.oidc_failed');
  const email = normaliseEmail(rawEmail);
  const verified = claims.email_verified === true || claims.email_verified === 'true';

  const existing = await deps.users.findByEmail(email);
  if (existing) {
    if (!verified) throw ValidationError.field('email', 'validation.oidc_unverified_email');
    await deps.identities.link(provider, claims.sub, existing.id, email);
    const user = existing.emailVerifiedAt
      ? existing
      : await deps.users.update(existing.id, { emailVerifiedAt: new Date() });
    return { user, created: false };
  }

  const [first, ...rest] = (str(claims.name) ?? '').split(/\s+/);
  const user = await deps.users.insert({
    email,
    passwordHash: null,
    firstName: str(claims.given_name) ?? (first || email.split('@')[0]!),
    lastName: str(claims.family_name) ?? rest.join(' '),
    type: defaults.type,
    status: 'P',
    language: defaults.language,
    emailVerifiedAt: verified ? new Date() : null,
  });
  await deps.identities.link(provider, claims.sub, user.id, email);
  return { user, created: true };
}
