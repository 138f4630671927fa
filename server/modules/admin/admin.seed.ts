import { count, eq, inArray } from 'drizzle-orm';
import { adminActions } from '../../db/schema/admin';
import { contactMessages, plans, subscriptions } from '../../db/schema/site';
import { users } from '../../db/schema/users';
import type { Seeder } from '../../seed';

const DAY = 24 * 3600 * 1000;

/** Three contact messages a newcomer finds in /admin/contact (one per language, one already read). */
const demoContacts = [
  {
    name: 'Karim Ould Ali',
    email: 'karim.ouldali@example.dz',
    subject: 'Formule pour une école d’architecture',
    message:
      'Bonjour, proposez-vous une formule pour une école d’architecture (une quarantaine d’étudiants) ? Merci.',
    type: 'pro',
    language: 'fr',
    days: 1,
    read: false,
  },
  {
    name: 'Sarah Mansouri',
    email: 'sarah.mansouri@example.dz',
    subject: 'Importing our catalogue',
    message:
      'Hello, we manufacture aluminium joinery. Can we import our catalogue from a spreadsheet rather than one product at a time?',
    type: 'fab',
    language: 'en',
    days: 3,
    read: false,
  },
  {
    name: 'يوسف بن علي',
    email: 'youcef.benali@example.dz',
    subject: 'الدفع عبر الحساب البريدي الجاري',
    message: 'السلام عليكم، هل يمكن دفع الاشتراك السنوي عبر الحساب البريدي الجاري؟ شكرًا.',
    type: 'other',
    language: 'ar',
    days: 6,
    read: true,
  },
];

/**
 * Demo data for the administration (issue 22): contact messages, and audit entries for what the
 * demo data stands for (the demo accounts approved, their subscriptions confirmed) so the screens
 * are not empty on a first start. Once: nothing is written when audit entries already exist.
 */
export const seedDemoAdmin: Seeder = async ({ database }) => {
  const db = database.db;
  const [has] = await db.select({ n: count() }).from(adminActions);
  if ((has?.n ?? 0) > 0) return;
  const now = Date.now();
  const [contacts] = await db.select({ n: count() }).from(contactMessages);
  if ((contacts?.n ?? 0) === 0)
    await db.insert(contactMessages).values(
      demoContacts.map(({ days, read, ...c }) => ({
        ...c,
        createdAt: new Date(now - days * DAY),
        readAt: read ? new Date(now - (days - 1) * DAY) : null,
      })),
    );
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@ouvrage.test'));
  if (!admin) return;
  const people = await db
    .select()
    .from(users)
    .where(inArray(users.email, ['pro@ouvrage.test', 'pro2@ouvrage.test', 'fab@ouvrage.test']));
  const subs = people.length
    ? await db
        .select({ id: subscriptions.id, userId: subscriptions.userId, code: plans.code })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(
          inArray(
            subscriptions.userId,
            people.map((p) => p.id),
          ),
        )
    : [];
  const at = (hours: number) => new Date(now - hours * 3600 * 1000);
  await db.insert(adminActions).values([
    ...people.map((p, i) => ({
      actorId: admin.id,
      action: 'user.approve' as const,
      targetType: 'user' as const,
      targetId: p.id,
      details: {},
      at: at(72 - i),
    })),
    ...subs.map((s, i) => ({
      actorId: admin.id,
      action: 'subscription.confirm' as const,
      targetType: 'subscription' as const,
      targetId: s.id,
      details: { plan: s.code },
      at: at(48 - i),
    })),
  ]);
};
