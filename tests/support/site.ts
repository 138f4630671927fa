import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { plans, subscriptions } from '../../server/db/schema/site';
import { seedSite } from '../../server/modules/site/site.seed';
import { PNG } from './files';
import type { TestApp } from './test-app';

/**
 * A subscription request of `userId` with a stored proof of payment (issue 22): what the admin
 * subscription routes are called about in the audience matrix, so their handlers never answer 404.
 */
export async function subscriptionWithProof(t: TestApp, userId: string): Promise<string> {
  await seedSite(t.database.db);
  const [plan] = await t.database.db.select().from(plans).where(eq(plans.code, 'pro-studio'));
  const key = `subscriptions/${userId}/matrix-proof`;
  await t.deps.storage.put(key, Readable.from(PNG), {
    maxBytes: PNG.length,
    contentType: 'image/png',
  });
  const [row] = await t.database.db
    .insert(subscriptions)
    .values({
      userId,
      planId: plan!.id,
      period: 'monthly',
      amount: plan!.priceMonthly,
      proofKey: key,
      proofName: 'proof.png',
      proofSize: PNG.length,
      proofContentType: 'image/png',
    })
    .returning();
  return row!.id;
}
