import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/sessions';
import { TooManyRequestsError } from './errors';

export type Limit = { max: number; windowSeconds: number };

/**
 * Guest sessions one client address may open per 10 minutes (a language chosen, an OpenID
 * sign-in started): each is a stored row, so each is counted (key `guest-session:ip:<address>`).
 */
export const GUEST_SESSION_LIMIT: Limit = { max: 30, windowSeconds: 600 };

/**
 * Fixed-window counters in PostgreSQL, so every API process sees the same counts. One atomic
 * upsert per hit: a window that has ended restarts at 1.
 */
export function rateLimiter(db: Db) {
  async function hit(
    key: string,
    { windowSeconds }: Limit,
  ): Promise<{ hits: number; resetAt: Date }> {
    const resetAt = new Date(Date.now() + windowSeconds * 1000);
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    return row!;
  }

  const secondsUntil = (d: Date) => Math.max(1, Math.ceil((d.getTime() - Date.now()) / 1000));

  return {
    hit,
    /** Throws 429 (with Retry-After) when `key` already used up its window, without counting. */
    async check(key: string, { max }: Limit): Promise<void> {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
      if (row && row.resetAt.getTime() > Date.now() && row.hits >= max) {
        throw new TooManyRequestsError(secondsUntil(row.resetAt));
      }
    },
    /** Counts one attempt and throws 429 when it goes over the limit. */
    async consume(key: string, limit: Limit): Promise<void> {
      const { hits, resetAt } = await hit(key, limit);
      if (hits > limit.max) throw new TooManyRequestsError(secondsUntil(resetAt));
    },
    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
