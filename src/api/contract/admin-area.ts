import { z } from 'zod';
import { adminActionSchema } from './admin-audit';
import { adminUserSchema } from './admin';
import { adminSubscriptionSchema } from './site';

/** Issue 22: the administration's dashboard and one account opened. */

export const adminDashboardSchema = z.object({
  new_accounts_7d: z.number().int(),
  new_accounts_30d: z.number().int(),
  pending_reviews: z.number().int(),
  pending_subscriptions: z.number().int(),
  subscriptions_by_plan: z.array(
    z.object({
      plan_id: z.uuid(),
      name: z.string(),
      audience: z.string(),
      count: z.number().int(),
    }),
  ),
  /** The sum of every stored file's size (project files, product files, attachments), in bytes. */
  storage_bytes: z.number(),
  unread_contacts: z.number().int(),
  message_reports: z.number().int(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  projects: z.array(
    z.object({ id: z.uuid(), name: z.string(), created_at: z.string(), files: z.number().int() }),
  ),
  products: z.array(
    z.object({ id: z.uuid(), name: z.string(), status: z.string(), created_at: z.string() }),
  ),
  subscriptions: z.array(adminSubscriptionSchema),
  actions: z.array(adminActionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
