import { z } from 'zod';

/**
 * Every kind of notification. A capability adds its own kind here (and its wording under
 * `notifications:types.<kind>` in every language), then calls `notify()` on the server.
 * `data` carries what the wording needs (names, titles), `link` the app path it is about.
 */
export const notificationTypes = [
  'message_received',
  'share_received',
  'collaborator_added',
  'file_version',
  'bcf_assigned',
  'bcf_commented',
  'order_step',
  'account_decision',
  'subscription_decision',
  'subscription_ending',
  'subscription_expired',
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  type: notificationTypeSchema,
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int(),
  /** Pass as `before` for the next (older) page; null at the end. */
  next_before: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationsQuerySchema = z.object({
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  unread: z.enum(['true', 'false']).optional(),
});

export const channelPrefSchema = z.object({ app: z.boolean(), email: z.boolean() });
export const notificationPrefsSchema = z.record(notificationTypeSchema, channelPrefSchema);
/** PUT: only the types given change. */
export const notificationPrefsPatchSchema = z.partialRecord(
  notificationTypeSchema,
  channelPrefSchema,
);
export type NotificationPrefs = Record<NotificationType, { app: boolean; email: boolean }>;
/** Every type, shown in the app and mailed in the hourly digest unless the user says otherwise. */
export const defaultChannelPref = { app: true, email: true } as const;

export const unreadCountSchema = z.object({ unread: z.number().int() });

/**
 * What a notification's wording (`types.<type>`) is given, in the app and in the e-mail digest:
 * its data, and the i18next context that picks a decision's own sentence
 * (`account_decision_approved`…, the plain `account_decision` when there is none).
 */
export function notificationWordingOptions(n: {
  type: string;
  data: Record<string, string | number | null>;
}): Record<string, string | number | null | undefined> {
  const decision = n.data.decision;
  return {
    ...n.data,
    context: n.type.endsWith('_decision') && typeof decision === 'string' ? decision : undefined,
  };
}
