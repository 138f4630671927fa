import { createHash } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { randomToken } from '../../lib/tokens';
import { LINK_TTL_SECONDS } from './signed-links';
import { passwordResetRepository } from './password-reset.repository';

export const hashResetToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** Makes a one-time token (valid 60 minutes) and the client link that uses it. */
export async function issueResetLink(
  db: Db,
  config: Pick<Config, 'appUrl'>,
  user: Pick<UserRow, 'id' | 'email'>,
): Promise<string> {
  const token = randomToken();
  await passwordResetRepository(db).replace(
    user.id,
    hashResetToken(token),
    new Date(Date.now() + LINK_TTL_SECONDS * 1000),
  );
  return `${config.appUrl}/password-reset/${token}?email=${encodeURIComponent(user.email)}`;
}

export const consumeResetToken = (db: Db, token: string, userId: string): Promise<boolean> =>
  passwordResetRepository(db).consume(hashResetToken(token), userId);
