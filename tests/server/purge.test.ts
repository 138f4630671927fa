import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, sessions } from '../../server/db/schema/sessions';
import { purgeExpired } from '../../server/purge';
import { actingAs, buildUser } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('purging expired sessions and rate-limit windows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('removes idle sessions and ended windows, and keeps live ones', async () => {
    const db = t.database.db;
    const user = await buildUser(t);
    const live = await actingAs(t, user);
    const stale = await actingAs(t, user);
    const staleId = stale.cookies.get('ouvrage_session')!;
    await db
      .update(sessions)
      .set({ lastActivity: new Date(Date.now() - 3 * 3_600_000) })
      .where(eq(sessions.id, staleId));
    await db.insert(rateLimits).values([
      { key: 'ended', hits: 3, resetAt: new Date(Date.now() - 1000) },
      { key: 'running', hits: 3, resetAt: new Date(Date.now() + 60_000) },
    ]);
    await purgeExpired(db, { SESSION_LIFETIME_MINUTES: 120 });
    expect(await db.select().from(sessions).where(eq(sessions.id, staleId))).toHaveLength(0);
    expect((await live.get('/api/account')).statusCode).toBe(200);
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(['running']);
  });
});
