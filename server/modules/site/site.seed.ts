import { count, eq, inArray } from 'drizzle-orm';
import { languages } from '../../../src/api/contract/languages';
import type { Db } from '../../db/client';
import { faqs, plans, subscriptionEvents, subscriptions } from '../../db/schema/site';
import { users } from '../../db/schema/users';
import { endOf } from './subscriptions.service';
import type { Seeder } from '../../seed';
import { demoFaqs, demoPlans } from './demo-site.data';

/** Writes the demo plans and FAQ (issue 22) unless some are already there. */
export async function seedSite(db: Db): Promise<void> {
  const [p] = await db.select({ n: count() }).from(plans);
  if ((p?.n ?? 0) === 0)
    await db
      .insert(plans)
      .values(
        demoPlans.map((d, i) => ({ ...d, highlighted: d.highlighted ?? false, position: i })),
      );
  const [q] = await db.select({ n: count() }).from(faqs);
  if ((q?.n ?? 0) === 0)
    await db.insert(faqs).values(
      demoFaqs.flatMap((d, i) =>
        languages.map((language) => ({
          audience: d.audience,
          language,
          question: d.q[language],
          answer: d.a[language],
          position: i,
        })),
      ),
    );
}

/** The demo accounts' running subscriptions: their demo data (and a browser test's) fits their plan. */
const demoSubscriptions: Record<string, string> = {
  'pro@ouvrage.test': 'pro-agency',
  'pro2@ouvrage.test': 'pro-studio',
  'fab@ouvrage.test': 'fab-catalogue',
};

/**
 * The demo plans for both audiences (a free one and paid ones), the FAQ in fr, en and ar, and a
 * confirmed yearly subscription for each demo account (once).
 */
export const seedDemoSite: Seeder = async ({ database }) => {
  const db = database.db;
  await seedSite(db);
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, Object.keys(demoSubscriptions)));
  const now = new Date();
  for (const u of people) {
    const [has] = await db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.userId, u.id));
    if ((has?.n ?? 0) > 0) continue;
    const [plan] = await db.select().from(plans).where(eq(plans.code, demoSubscriptions[u.email]!));
    if (!plan) continue;
    const [row] = await db
      .insert(subscriptions)
      .values({
        userId: u.id,
        planId: plan.id,
        period: 'yearly',
        amount: plan.priceYearly,
        state: 'confirmed',
        decidedAt: now,
        startsAt: now,
        endsAt: endOf(now, 'yearly'),
      })
      .returning();
    await db.insert(subscriptionEvents).values([
      { subscriptionId: row!.id, state: 'requested', actorId: u.id, at: now },
      { subscriptionId: row!.id, state: 'confirmed', at: now },
    ]);
  }
};
