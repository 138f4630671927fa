import { randomBytes } from 'node:crypto';
import type { UserType } from '../../src/api/contract/user';
import { sessions } from '../../server/db/schema/sessions';
import type { UserRow } from '../../server/db/schema/users';
import { hashPassword } from '../../server/lib/passwords';
import { randomToken } from '../../server/lib/tokens';
import { usersRepository } from '../../server/modules/identity/users.repository';
import { TestClient } from './http-client';
import type { TestApp } from './test-app';

export const TEST_PASSWORD = 'Secret-pass-2026';
let cachedHash: Promise<string> | undefined;

/** A verified, onboarded, approved professional unless overridden. */
export async function buildUser(
  t: TestApp,
  overrides: Partial<{
    email: string;
    type: UserType;
    status: UserRow['status'];
    emailVerifiedAt: Date | null;
    firstName: string;
    lastName: string;
    password: string;
  }> = {},
): Promise<UserRow> {
  const passwordHash = overrides.password
    ? await hashPassword(overrides.password)
    : await (cachedHash ??= hashPassword(TEST_PASSWORD));
  return usersRepository(t.database.db).insert({
    email: overrides.email ?? `user-${randomBytes(5).toString('hex')}@example.test`,
    passwordHash,
    firstName: overrides.firstName ?? 'Test',
    lastName: overrides.lastName ?? 'User',
    type: overrides.type ?? 'DESIGN_OFFICE',
    status: overrides.status ?? 'A',
    emailVerifiedAt:
      overrides.emailVerifiedAt === undefined ? new Date() : overrides.emailVerifiedAt,
    onboardedAt: new Date(),
    onboarding: { company: 'Test SARL', country: 'DZ', wilaya_id: 16, phone: '0550000000' },
  });
}

/** A TestClient already signed in as `user` (a session row, as login would make). */
export async function actingAs(
  t: TestApp,
  user: Pick<UserRow, 'id'>,
  lang = 'fr',
): Promise<TestClient> {
  const id = randomToken();
  const csrfToken = randomToken();
  await t.database.db.insert(sessions).values({ id, userId: user.id, csrfToken, data: {} });
  const client = new TestClient(t.app, lang);
  client.cookies.set('ouvrage_session', id);
  client.cookies.set('XSRF-TOKEN', csrfToken);
  return client;
}

/** A guest client that has done the CSRF handshake. */
export async function guest(t: TestApp, lang = 'fr'): Promise<TestClient> {
  return new TestClient(t.app, lang).csrf();
}

/**
 * Onboards and approves an account straight in the table, as the onboarding form and an
 * administrator would: what a registered user needs before the professional or manufacturer
 * area answers (the audience hook, server/plugins/audience.ts).
 */
export async function completeAccount(t: TestApp, email: string): Promise<UserRow> {
  const users = usersRepository(t.database.db);
  const user = await users.findByEmail(email);
  if (!user) throw new Error(`no account for ${email}`);
  return users.update(user.id, { status: 'A', onboardedAt: new Date() });
}
