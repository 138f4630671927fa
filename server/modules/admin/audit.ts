import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  AdminAction,
  AdminActionName,
  AdminAuditQuery,
  AdminTargetType,
} from '../../../src/api/contract/admin-audit';
import type { Language } from '../../../src/api/contract/languages';
import type { Db } from '../../db/client';
import { adminActions, type AdminActionRow } from '../../db/schema/admin';
import { contactMessages, faqs, plans, subscriptions } from '../../db/schema/site';
import { users } from '../../db/schema/users';

export const AUDIT_PAGE_SIZE = 25;

export type AdminActionEntry = {
  actorId: string;
  action: AdminActionName;
  targetType: AdminTargetType;
  targetId: string;
  details?: Record<string, unknown>;
};

/**
 * Records one administrator's action. Call it with the transaction that does the action, so the
 * action and its record are written together or not at all.
 */
export async function recordAdminAction(db: Db, entry: AdminActionEntry): Promise<void> {
  await db.insert(adminActions).values({ ...entry, details: entry.details ?? {} });
}

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What each target is called for a reader: an account's e-mail, a plan's name, a question… */
async function targetLabels(
  db: Db,
  rows: AdminActionRow[],
  lng: Language,
): Promise<Map<string, string>> {
  const ids = (type: AdminTargetType) => [
    ...new Set(
      rows.filter((r) => r.targetType === type && uuidLike.test(r.targetId)).map((r) => r.targetId),
    ),
  ];
  const out = new Map<string, string>();
  const put = (type: AdminTargetType, id: string, label: string) => out.set(`${type}:${id}`, label);
  const userIds = ids('user');
  if (userIds.length)
    for (const u of await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.id, userIds)))
      put('user', u.id, u.email);
  const planIds = ids('plan');
  if (planIds.length)
    for (const p of await db
      .select({ id: plans.id, name: plans.name })
      .from(plans)
      .where(inArray(plans.id, planIds)))
      put('plan', p.id, p.name[lng]);
  const faqIds = ids('faq');
  if (faqIds.length)
    for (const f of await db
      .select({ id: faqs.id, q: faqs.question })
      .from(faqs)
      .where(inArray(faqs.id, faqIds)))
      put('faq', f.id, f.q);
  const contactIds = ids('contact_message');
  if (contactIds.length)
    for (const c of await db
      .select({ id: contactMessages.id, subject: contactMessages.subject })
      .from(contactMessages)
      .where(inArray(contactMessages.id, contactIds)))
      put('contact_message', c.id, c.subject);
  const subIds = ids('subscription');
  if (subIds.length)
    for (const s of await db
      .select({ id: subscriptions.id, email: users.email })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(inArray(subscriptions.id, subIds)))
      put('subscription', s.id, s.email);
  return out;
}

/** The audit log, newest first, filtered by actor, action and target. */
export async function listAdminActions(
  db: Db,
  query: Omit<AdminAuditQuery, 'page'> & { page: number; pageSize?: number },
  lng: Language,
): Promise<{ data: AdminAction[]; total: number }> {
  const conds: SQL[] = [];
  if (query.actor) conds.push(eq(adminActions.actorId, query.actor));
  if (query.action) conds.push(eq(adminActions.action, query.action));
  if (query.target_type) conds.push(eq(adminActions.targetType, query.target_type));
  if (query.target_id) conds.push(eq(adminActions.targetId, query.target_id));
  const where = conds.length ? and(...conds) : undefined;
  const size = query.pageSize ?? AUDIT_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: adminActions, u: users })
      .from(adminActions)
      .leftJoin(users, eq(users.id, adminActions.actorId))
      .where(where)
      .orderBy(desc(adminActions.at), desc(adminActions.id))
      .limit(size)
      .offset((query.page - 1) * size),
    db.select({ n: count() }).from(adminActions).where(where),
  ]);
  const labels = await targetLabels(
    db,
    rows.map((r) => r.a),
    lng,
  );
  return {
    total: total?.n ?? 0,
    data: rows.map(({ a, u }) => ({
      id: a.id,
      actor: u
        ? { id: u.id, email: u.email, first_name: u.firstName, last_name: u.lastName }
        : null,
      action: a.action,
      target_type: a.targetType,
      target_id: a.targetId,
      target_label: labels.get(`${a.targetType}:${a.targetId}`) ?? null,
      details: a.details,
      at: a.at.toISOString(),
    })),
  };
}
