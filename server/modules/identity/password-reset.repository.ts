import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResetTokens } from '../../db/schema/identity';

export function passwordResetRepository(db: Db) {
  return {
    /** One live token per user: a new request replaces the previous one. */
    async replace(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
      await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
      await db.insert(passwordResetTokens).values({ tokenHash, userId, expiresAt });
    },
    /** Deletes and returns the token when it is live: a token works once. */
    async consume(tokenHash: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            eq(passwordResetTokens.userId, userId),
            gt(passwordResetTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return rows.length === 1;
    },
  };
}
