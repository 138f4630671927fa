import { and, count, desc, eq, gt, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { AdminDashboard } from '../../../src/api/contract/admin-area';
import type { Language } from '../../../src/api/contract/languages';
import type { Db } from '../../db/client';
import { productFiles, products } from '../../db/schema/catalogue';
import { files, fileVersions } from '../../db/schema/files';
import { messageAttachments, messageReports } from '../../db/schema/messaging';
import { projects } from '../../db/schema/projects';
import { contactMessages, plans, subscriptions } from '../../db/schema/site';
import { users } from '../../db/schema/users';

const DAY = 24 * 3600 * 1000;
const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

/** The figures an operator looks at first (issue 22), each one query. */
export async function dashboard(db: Db, lng: Language): Promise<AdminDashboard> {
  const now = Date.now();
  const since = (days: number) => gte(users.createdAt, new Date(now - days * DAY));
  const bytes = (q: Promise<{ n: string | number | null }[]>) =>
    q.then((r) => Number(r[0]?.n ?? 0));
  const [d7, d30, reviews, pending, byPlan, s1, s2, s3, unread, reports] = await Promise.all([
    n(db.select({ n: count() }).from(users).where(since(7))),
    n(db.select({ n: count() }).from(users).where(since(30))),
    n(db.select({ n: count() }).from(users).where(eq(users.status, 'F'))),
    n(db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.state, 'requested'))),
    db
      .select({ plan: plans, n: count(subscriptions.id) })
      .from(plans)
      .leftJoin(
        subscriptions,
        and(
          eq(subscriptions.planId, plans.id),
          eq(subscriptions.state, 'confirmed'),
          gt(subscriptions.endsAt, sql`now()`),
        ),
      )
      .groupBy(plans.id)
      .orderBy(plans.audience, plans.position),
    bytes(db.select({ n: sql<string>`coalesce(sum(${fileVersions.size}), 0)` }).from(fileVersions)),
    bytes(db.select({ n: sql<string>`coalesce(sum(${productFiles.size}), 0)` }).from(productFiles)),
    bytes(
      db
        .select({ n: sql<string>`coalesce(sum(${messageAttachments.size}), 0)` })
        .from(messageAttachments),
    ),
    n(
      db
        .select({ n: count() })
        .from(contactMessages)
        .where(and(isNull(contactMessages.readAt), isNull(contactMessages.archivedAt))),
    ),
    n(db.select({ n: count() }).from(messageReports)),
  ]);
  return {
    new_accounts_7d: d7,
    new_accounts_30d: d30,
    pending_reviews: reviews,
    pending_subscriptions: pending,
    subscriptions_by_plan: byPlan
      .filter((r) => !r.plan.retiredAt || r.n > 0)
      .map((r) => ({
        plan_id: r.plan.id,
        name: r.plan.name[lng],
        audience: r.plan.audience,
        count: r.n,
      })),
    storage_bytes: s1 + s2 + s3,
    unread_contacts: unread,
    message_reports: reports,
  };
}

/** One account's projects (with their files counted) and products, newest first. */
export async function accountWork(db: Db, userId: string) {
  const owned = await db
    .select({ id: projects.id, name: projects.name, createdAt: projects.createdAt })
    .from(projects)
    .where(eq(projects.ownerId, userId))
    .orderBy(desc(projects.createdAt))
    .limit(50);
  const counts = owned.length
    ? await db
        .select({ projectId: files.projectId, n: count() })
        .from(files)
        .where(
          inArray(
            files.projectId,
            owned.map((p) => p.id),
          ),
        )
        .groupBy(files.projectId)
    : [];
  const made = await db
    .select()
    .from(products)
    .where(eq(products.manufacturerId, userId))
    .orderBy(desc(products.createdAt))
    .limit(50);
  return {
    projects: owned.map((p) => ({
      id: p.id,
      name: p.name,
      created_at: p.createdAt.toISOString(),
      files: counts.find((c) => c.projectId === p.id)?.n ?? 0,
    })),
    products: made.map((p) => ({
      id: p.id,
      name: p.nameFr ?? p.nameEn ?? p.nameAr ?? p.reference,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
  };
}
