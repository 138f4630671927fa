import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Language } from '../../../src/api/contract/languages';
import type { PlanAudience } from '../../../src/api/contract/site';
import type { Db } from '../../db/client';
import {
  contactMessages,
  faqs,
  plans,
  subscriptionEvents,
  subscriptions,
  type PlanRow,
  type SubscriptionRow,
} from '../../db/schema/site';
import { users } from '../../db/schema/users';
import { recordAdminAction } from '../admin/audit';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The plans, FAQ, contact messages and subscription requests (SQL only). */
export function siteRepository(db: Db) {
  return {
    /** The plans on offer (not retired), cheapest first within each audience. */
    listPlans(audience?: PlanAudience): Promise<PlanRow[]> {
      return db
        .select()
        .from(plans)
        .where(and(isNull(plans.retiredAt), audience ? eq(plans.audience, audience) : undefined))
        .orderBy(asc(plans.audience), asc(plans.position), asc(plans.priceMonthly));
    },
    async planById(id: string): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(plans).where(eq(plans.id, id));
      return row;
    },
    plansByIds(ids: string[]): Promise<PlanRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(plans).where(inArray(plans.id, ids));
    },
    /** The audience's free plan (both prices 0, not retired), if the administrators made one. */
    async freePlan(audience: PlanAudience): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(plans)
        .where(
          and(
            eq(plans.audience, audience),
            eq(plans.priceMonthly, 0),
            eq(plans.priceYearly, 0),
            isNull(plans.retiredAt),
          ),
        )
        .orderBy(asc(plans.position))
        .limit(1);
      return row;
    },

    listFaqs(filter: { language: Language; audience?: PlanAudience; q?: string }) {
      const q = filter.q ? `%${likeEscape(filter.q)}%` : null;
      return db
        .select()
        .from(faqs)
        .where(
          and(
            eq(faqs.language, filter.language),
            filter.audience ? inArray(faqs.audience, [filter.audience, 'all']) : undefined,
            q ? or(ilike(faqs.question, q), ilike(faqs.answer, q)) : undefined,
          ),
        )
        .orderBy(asc(faqs.position), asc(faqs.createdAt));
    },
    async faqById(id: string) {
      const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
      return row;
    },

    async insertContact(values: typeof contactMessages.$inferInsert) {
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!;
    },
    /** The addresses and languages of the active administrators (who read contact messages). */
    admins() {
      return db
        .select({ email: users.email, firstName: users.firstName, language: users.language })
        .from(users)
        .where(and(inArray(users.type, ['ADMIN', 'SUPER_ADMIN']), eq(users.status, 'A')));
    },

    subscriptionsOf(userId: string): Promise<SubscriptionRow[]> {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt));
    },
    /** The user's subscription running now: the latest confirmed one that has not ended. */
    async runningOf(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.state, 'confirmed'),
            gt(subscriptions.endsAt, sql`now()`),
          ),
        )
        .orderBy(desc(subscriptions.startsAt))
        .limit(1);
      return row;
    },
    async pendingOf(userId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.state, 'requested')))
        .limit(1);
      return row;
    },
    async subscriptionById(id: string): Promise<SubscriptionRow | undefined> {
      const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
      return row;
    },
    /** The requests the administrators review, newest first, with who made them. */
    listForAdmin(state?: SubscriptionRow['state']) {
      return db
        .select({ s: subscriptions, u: users })
        .from(subscriptions)
        .innerJoin(users, eq(users.id, subscriptions.userId))
        .where(state ? eq(subscriptions.state, state) : undefined)
        .orderBy(desc(subscriptions.createdAt))
        .limit(200);
    },
    async insertSubscription(values: typeof subscriptions.$inferInsert, actorId: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(subscriptions).values(values).returning();
        await tx
          .insert(subscriptionEvents)
          .values({ subscriptionId: row!.id, state: 'requested', actorId });
        return row!;
      });
    },
    async setProof(
      id: string,
      proof: { key: string; name: string; size: number; contentType: string },
    ) {
      const [row] = await db
        .update(subscriptions)
        .set({
          proofKey: proof.key,
          proofName: proof.name,
          proofSize: proof.size,
          proofContentType: proof.contentType,
        })
        .where(eq(subscriptions.id, id))
        .returning();
      return row!;
    },
    /** Decides a request still `requested`; undefined when it was decided meanwhile. */
    async decide(
      id: string,
      set: Partial<typeof subscriptions.$inferInsert>,
      actorId: string,
      note: string | null,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(subscriptions)
          .set(set)
          .where(and(eq(subscriptions.id, id), eq(subscriptions.state, 'requested')))
          .returning();
        if (!row) return undefined;
        await tx
          .insert(subscriptionEvents)
          .values({ subscriptionId: id, state: row.state, actorId, note });
        await recordAdminAction(tx, {
          actorId,
          action: row.state === 'confirmed' ? 'subscription.confirm' : 'subscription.reject',
          targetType: 'subscription',
          targetId: id,
          details: note ? { reason: note } : {},
        });
        return row;
      });
    },
  };
}
export type SiteRepository = ReturnType<typeof siteRepository>;
