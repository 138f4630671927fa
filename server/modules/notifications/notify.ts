import { eq } from 'drizzle-orm';
import { defaultChannelPref, type NotificationType } from '../../../src/api/contract/notifications';
import type { Db } from '../../db/client';
import { notificationPreferences, notifications } from '../../db/schema/messaging';
import { publishEvents } from '../events/publish';

export type NewNotification = {
  userId: string;
  type: NotificationType;
  /** What its wording needs (names, titles), shown in the reader's language at display time. */
  data?: Record<string, string | number | null>;
  /** The app path it is about (`/pro/shared-with-me/…`), or null. */
  link?: string | null;
};

/** The user's choice for one type: in the app, by e-mail (the defaults when never set). */
export async function channelsFor(
  db: Db,
  userId: string,
  type: NotificationType,
): Promise<{ app: boolean; email: boolean }> {
  const [row] = await db
    .select({ prefs: notificationPreferences.prefs })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.prefs[type] ?? defaultChannelPref;
}

/**
 * The one function every capability calls to notify a user (shares, collaborators, messages,
 * and later orders, account and subscription decisions): stored per the user's preferences,
 * then announced on their event stream. Pass a transaction as `db` to notify only if it commits.
 * Returns the notification's id, or null when the user wants this type neither way.
 */
export async function notify(db: Db, n: NewNotification): Promise<string | null> {
  const channels = await channelsFor(db, n.userId, n.type);
  if (!channels.app && !channels.email) return null;
  const [row] = await db
    .insert(notifications)
    .values({
      userId: n.userId,
      type: n.type,
      data: n.data ?? {},
      link: n.link ?? null,
      inApp: channels.app,
      byEmail: channels.email,
    })
    .returning({ id: notifications.id });
  if (channels.app)
    await publishEvents(db, [n.userId], 'notification.created', { id: row!.id, type: n.type });
  return row!.id;
}
