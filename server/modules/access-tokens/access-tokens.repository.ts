import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  ACCESS_TOKEN_PREFIX,
  type AccessToken,
  type AccessTokenScopeName,
} from '../../../src/api/contract/access-tokens';
import type { Db } from '../../db/client';
import { personalAccessTokens, type AccessTokenRow } from '../../db/schema/access-tokens';
import { randomToken } from '../../lib/tokens';

/** The stored form of a secret: its SHA-256 (a 256-bit random secret needs no slow hash). */
export const tokenHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export const toAccessToken = (r: AccessTokenRow): AccessToken => ({
  id: r.id,
  name: r.name,
  scope: r.scope,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
  expires_at: r.expiresAt?.toISOString() ?? null,
});

/** SQL for personal access tokens. */
export function accessTokensRepository(db: Db) {
  return {
    /** A user's tokens that are not revoked, newest first (expired ones too: they show as such). */
    list: (userId: string) =>
      db
        .select()
        .from(personalAccessTokens)
        .where(and(eq(personalAccessTokens.userId, userId), isNull(personalAccessTokens.revokedAt)))
        .orderBy(desc(personalAccessTokens.createdAt)),
    /** Makes a token: 32 random bytes after the prefix; answers the row and the secret (once). */
    async create(
      userId: string,
      name: string,
      scope: AccessTokenScopeName,
      expiresAt: Date | null,
    ): Promise<{ row: AccessTokenRow; secret: string }> {
      const secret = `${ACCESS_TOKEN_PREFIX}${randomToken(32)}`;
      const [row] = await db
        .insert(personalAccessTokens)
        .values({ userId, name, scope, expiresAt, tokenHash: tokenHash(secret) })
        .returning();
      return { row: row!, secret };
    },
    /** Revokes one of the user's tokens; false when it is not theirs or already revoked. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(personalAccessTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(personalAccessTokens.id, id),
            eq(personalAccessTokens.userId, userId),
            isNull(personalAccessTokens.revokedAt),
          ),
        )
        .returning({ id: personalAccessTokens.id });
      return rows.length > 0;
    },
    /** The live token a secret stands for (not revoked, not expired), its last use noted. */
    async use(secret: string): Promise<AccessTokenRow | null> {
      if (!secret.startsWith(ACCESS_TOKEN_PREFIX) || secret.length > 200) return null;
      const [row] = await db
        .select()
        .from(personalAccessTokens)
        .where(eq(personalAccessTokens.tokenHash, tokenHash(secret)));
      if (!row || row.revokedAt || (row.expiresAt && row.expiresAt.getTime() <= Date.now()))
        return null;
      // At most once a minute: a busy client does not write on every call.
      if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
        await db
          .update(personalAccessTokens)
          .set({ lastUsedAt: new Date() })
          .where(eq(personalAccessTokens.id, row.id));
      }
      return row;
    },
  };
}
