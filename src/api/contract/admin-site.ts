import { z } from 'zod';
import { languageSchema } from './languages';
import { paginated } from './reference';
import { planAudienceSchema, planSchema } from './site';

/** Issue 22: what the administrators edit of the public site: plans, the FAQ, contact messages. */

const text = (max: number) => z.string().trim().min(1, 'validation.required').max(max);
const localizedText = (max: number) => z.object({ fr: text(max), en: text(max), ar: text(max) });
const limit = z.number().int().min(0).max(1_000_000_000).nullable();

/** A plan as the administrators see it: retired ones too, with how many subscribe to it now. */
export const adminPlanSchema = planSchema.extend({
  position: z.number().int(),
  retired_at: z.string().nullable(),
  subscribers: z.number().int(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

export const planBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(2, 'validation.required')
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'validation.plan_code'),
  audience: planAudienceSchema,
  name: localizedText(80),
  description: localizedText(400),
  features: z.array(localizedText(160)).max(12),
  price_monthly: z.number().int().min(0).max(100_000_000),
  price_yearly: z.number().int().min(0).max(1_000_000_000),
  limits: z.object({
    projects: limit,
    storage_mb: limit,
    collaborators: limit,
    products: limit,
    orders_per_month: limit,
  }),
  highlighted: z.boolean(),
  position: z.number().int().min(0).max(1000),
});
export type PlanBody = z.infer<typeof planBodySchema>;

export const faqAudiences = ['pro', 'fab', 'all'] as const;
export const adminFaqSchema = z.object({
  id: z.uuid(),
  audience: z.enum(faqAudiences),
  language: languageSchema,
  question: z.string(),
  answer: z.string(),
  position: z.number().int(),
});
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqsQuerySchema = z.object({
  lang: languageSchema.optional(),
  audience: z.enum(faqAudiences).optional(),
});
export const faqBodySchema = z.object({
  audience: z.enum(faqAudiences),
  language: languageSchema,
  question: text(300),
  answer: text(5000),
  position: z.number().int().min(0).max(1000),
});
export type FaqBody = z.infer<typeof faqBodySchema>;

export const contactStatuses = ['unread', 'read', 'archived'] as const;
export const contactStatusSchema = z.enum(contactStatuses);
export type ContactStatus = z.infer<typeof contactStatusSchema>;
export const adminContactSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  type: z.string(),
  language: languageSchema,
  status: contactStatusSchema,
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminContact = z.infer<typeof adminContactSchema>;
export const adminContactsQuerySchema = z.object({
  status: contactStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const adminContactsPageSchema = paginated(adminContactSchema);
export type AdminContactsPage = z.infer<typeof adminContactsPageSchema>;
export const contactAnswerBodySchema = z.object({
  message: z.string().trim().min(3, 'validation.required').max(5000),
});
