import {
  notificationPageSchema,
  notificationPrefsSchema,
  unreadCountSchema,
  type NotificationPrefs,
} from './contract/notifications';
import { http } from './http';
import { request, requestVoid } from './request';
import { searchParams } from './search-params';

export const listNotifications = (opts: { before?: string } = {}, signal?: AbortSignal) =>
  request(
    () => http.get('api/notifications', { signal, searchParams: searchParams(opts) }),
    notificationPageSchema,
  );

export const unreadNotifications = (signal?: AbortSignal) =>
  request(() => http.get('api/notifications/unread-count', { signal }), unreadCountSchema);

export const markNotificationRead = (id: string) =>
  requestVoid(() => http.post(`api/notifications/${id}/read`));

export const markAllNotificationsRead = () =>
  requestVoid(() => http.post('api/notifications/read-all'));

export const deleteNotification = (id: string) =>
  requestVoid(() => http.delete(`api/notifications/${id}`));

export const getNotificationPrefs = (signal?: AbortSignal) =>
  request(() => http.get('api/notifications/preferences', { signal }), notificationPrefsSchema);

export const saveNotificationPrefs = (prefs: Partial<NotificationPrefs>) =>
  request(
    () => http.put('api/notifications/preferences', { json: prefs }),
    notificationPrefsSchema,
  );
