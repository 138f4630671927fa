import { z } from 'zod';
import { paginated } from './reference';

/** Issue 22: the administrators' audit log (every admin action: who, when, what, on what). */

export const adminActionNames = [
  'user.approve',
  'user.reject',
  'user.deactivate',
  'user.reactivate',
  'subscription.confirm',
  'subscription.reject',
  'plan.create',
  'plan.update',
  'plan.retire',
  'faq.create',
  'faq.update',
  'faq.delete',
  'contact.answer',
  'contact.archive',
] as const;
export const adminActionNameSchema = z.enum(adminActionNames);
export type AdminActionName = z.infer<typeof adminActionNameSchema>;

export const adminTargetTypes = ['user', 'subscription', 'plan', 'faq', 'contact_message'] as const;
export const adminTargetTypeSchema = z.enum(adminTargetTypes);
export type AdminTargetType = z.infer<typeof adminTargetTypeSchema>;

export const adminActionSchema = z.object({
  id: z.number().int(),
  actor: z
    .object({ id: z.uuid(), email: z.string(), first_name: z.string(), last_name: z.string() })
    .nullable(),
  action: adminActionNameSchema,
  target_type: adminTargetTypeSchema,
  target_id: z.string(),
  /** What the target is called for a reader (an e-mail, a plan's name…), when it still exists. */
  target_label: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type AdminAction = z.infer<typeof adminActionSchema>;

export const adminAuditQuerySchema = z.object({
  actor: z.uuid().optional(),
  action: adminActionNameSchema.optional(),
  target_type: adminTargetTypeSchema.optional(),
  target_id: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;
export const adminAuditPageSchema = paginated(adminActionSchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;
