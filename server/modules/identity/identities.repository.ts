import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userIdentities } from '../../db/schema/identity';

export type Provider = 'google' | 'linkedin';

export function identitiesRepository(db: Db) {
  return {
    async find(provider: Provider, subject: string) {
      const [row] = await db
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
      return row;
    },
    async link(provider: Provider, subject: string, userId: string, email: string | null) {
      await db
        .insert(userIdentities)
        .values({ provider, subject, userId, email })
        .onConflictDoNothing();
    },
  };
}
