import { z } from 'zod';
import { accountStatusSchema, userSchema, userTypeSchema } from './user';
import { paginated } from './reference';

export const adminUsersQuerySchema = z.object({
  status: accountStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
  type: userTypeSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
});

/** A user as the review queue shows it: the account plus readable onboarding details. */
export const adminUserSchema = userSchema.extend({
  details: z.array(z.object({ label: z.string(), value: z.string() })),
});
export const adminUsersPageSchema = paginated(adminUserSchema);

export const rejectBodySchema = z.object({
  reason: z.string().trim().min(3, 'validation.reason_required').max(2000),
});
export const deactivateBodySchema = z.object({ reason: z.string().trim().max(2000).optional() });
