import { and, asc, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { ContactStatus, FaqBody, PlanBody } from '../../../src/api/contract/admin-site';
import type { Db } from '../../db/client';
import { contactMessages, faqs, plans, subscriptions } from '../../db/schema/site';

export const CONTACT_PAGE_SIZE = 20;

/** The plan's columns from an administrator's form. */
export const planValues = (b: PlanBody) => ({
  code: b.code,
  audience: b.audience,
  name: b.name,
  description: b.description,
  features: b.features,
  priceMonthly: b.price_monthly,
  priceYearly: b.price_yearly,
  limits: b.limits,
  highlighted: b.highlighted,
  position: b.position,
});

const contactWhere = (status?: ContactStatus): SQL | undefined => {
  if (status === 'archived') return isNotNull(contactMessages.archivedAt);
  if (status === 'unread')
    return and(isNull(contactMessages.archivedAt), isNull(contactMessages.readAt));
  if (status === 'read')
    return and(isNull(contactMessages.archivedAt), isNotNull(contactMessages.readAt));
  return undefined;
};

/** What the administrators edit of the public site: plans, FAQ entries, contact messages (SQL only). */
export function adminSiteRepository(db: Db) {
  return {
    /** Every plan, retired ones last, with its running subscriptions counted. */
    async listPlans() {
      const running = db
        .select({ planId: subscriptions.planId, n: count().as('n') })
        .from(subscriptions)
        .where(and(eq(subscriptions.state, 'confirmed'), gt(subscriptions.endsAt, sql`now()`)))
        .groupBy(subscriptions.planId)
        .as('running');
      return db
        .select({ plan: plans, subscribers: sql<number>`coalesce(${running.n}, 0)::int` })
        .from(plans)
        .leftJoin(running, eq(running.planId, plans.id))
        .orderBy(
          sql`${plans.retiredAt} is not null`,
          asc(plans.audience),
          asc(plans.position),
          asc(plans.priceMonthly),
        );
    },
    async planByCode(code: string) {
      const [row] = await db.select().from(plans).where(eq(plans.code, code));
      return row;
    },

    listFaqs(filter: { language?: FaqBody['language']; audience?: FaqBody['audience'] }) {
      return db
        .select()
        .from(faqs)
        .where(
          and(
            filter.language ? eq(faqs.language, filter.language) : undefined,
            filter.audience ? eq(faqs.audience, filter.audience) : undefined,
          ),
        )
        .orderBy(asc(faqs.language), asc(faqs.position), asc(faqs.createdAt));
    },

    async listContacts(status: ContactStatus | undefined, page: number) {
      const where = contactWhere(status);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt))
          .limit(CONTACT_PAGE_SIZE)
          .offset((page - 1) * CONTACT_PAGE_SIZE),
        db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async contactById(id: string) {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return row;
    },
    /** Marks a message read the first time an administrator opens it. */
    async markRead(id: string) {
      await db
        .update(contactMessages)
        .set({ readAt: new Date() })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
    },
  };
}
