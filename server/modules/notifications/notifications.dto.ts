import {
  defaultChannelPref,
  notificationTypes,
  type Notification,
  type NotificationPrefs,
} from '../../../src/api/contract/notifications';
import type { NotificationPrefs as StoredPrefs } from '../../db/schema/messaging';
import type { NotificationRow } from './notifications.repository';

export const toNotification = (r: NotificationRow): Notification => ({
  id: r.id,
  type: r.type as Notification['type'],
  data: r.data,
  link: r.link,
  read_at: r.readAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
});

/** Every type with the user's choice, or the default. */
export const fullPrefs = (stored: StoredPrefs): NotificationPrefs =>
  Object.fromEntries(
    notificationTypes.map((t) => [t, stored[t] ?? { ...defaultChannelPref }]),
  ) as NotificationPrefs;
