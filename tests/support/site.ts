import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { contactMessages, faqs, plans, subscriptions } from '../../server/db/schema/site';
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

/**
 * Rows the admin routes with an id of their own are called about in the audience matrix (a plan,
 * a contact message, an FAQ entry made afresh for each DELETE), so their handlers never answer
 * 404 and a 404 can only be the access hook's.
 */
export async function adminMatrixIds(t: TestApp): Promise<{
  plan: string;
  contact: string;
  faq: () => Promise<string>;
}> {
  await seedSite(t.database.db);
  const db = t.database.db;
  const [plan] = await db.select().from(plans).where(eq(plans.code, 'pro-studio'));
  const [contact] = await db
    .insert(contactMessages)
    .values({
      name: 'Matrix',
      email: 'matrix@example.test',
      subject: 'Matrix',
      message: 'A message for the audience matrix.',
      type: 'question',
      language: 'fr',
    })
    .returning();
  const faq = async () => {
    const [row] = await db
      .insert(faqs)
      .values({ audience: 'all', language: 'fr', question: 'Matrix?', answer: 'Yes.' })
      .returning();
    return row!.id;
  };
  return { plan: plan!.id, contact: contact!.id, faq };
}
