import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/messaging';
import type { NotificationPrefs } from '../../db/schema/messaging';

export type NotificationRow = typeof notifications.$inferSelect;

export function notificationsRepository(db: Db) {
  const mine = (userId: string) =>
    and(eq(notifications.userId, userId), eq(notifications.inApp, true));
  return {
    async page(userId: string, opts: { before?: string; limit: number; unreadOnly: boolean }) {
      return db
        .select()
        .from(notifications)
        .where(
          and(
            mine(userId),
            opts.before ? lt(notifications.createdAt, new Date(opts.before)) : undefined,
            opts.unreadOnly ? isNull(notifications.readAt) : undefined,
          ),
        )
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(opts.limit + 1);
    },
    async unread(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(mine(userId), isNull(notifications.readAt)));
      return Number(row?.n ?? 0);
    },
    /** Marks one read; false when it is not this user's (404). */
    async markRead(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), mine(userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async markAllRead(userId: string): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: sql`now()` })
        .where(and(mine(userId), isNull(notifications.readAt)));
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(notifications)
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },
    async prefs(userId: string): Promise<NotificationPrefs> {
      const [row] = await db
        .select({ prefs: notificationPreferences.prefs })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row?.prefs ?? {};
    },
    async savePrefs(userId: string, prefs: NotificationPrefs): Promise<void> {
      await db
        .insert(notificationPreferences)
        .values({ userId, prefs })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { prefs, updatedAt: new Date() },
        });
    },
  };
}
