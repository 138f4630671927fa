import { lt } from 'drizzle-orm';
import type { Config } from './config';
import type { Db } from './db/client';
import { rateLimits, sessions } from './db/schema/sessions';

/** Deletes sessions idle longer than their lifetime and rate-limit windows that have ended. */
export async function purgeExpired(
  db: Db,
  config: Pick<Config, 'SESSION_LIFETIME_MINUTES'>,
): Promise<void> {
  const idleSince = new Date(Date.now() - config.SESSION_LIFETIME_MINUTES * 60_000);
  await db.delete(sessions).where(lt(sessions.lastActivity, idleSince));
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date()));
}
