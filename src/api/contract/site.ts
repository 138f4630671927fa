import { z } from 'zod';
import { languageSchema } from './languages';

/** Issue 22: subscription plans, the FAQ, the contact form and subscription requests. */

/** Who a plan or an FAQ entry is for: professionals or manufacturers. */
export const planAudiences = ['pro', 'fab'] as const;
export const planAudienceSchema = z.enum(planAudiences);
export type PlanAudience = z.infer<typeof planAudienceSchema>;

export const billingPeriods = ['monthly', 'yearly'] as const;
export const billingPeriodSchema = z.enum(billingPeriods);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

/** A text in the three languages of the platform. */
export const localizedSchema = z.object({ fr: z.string(), en: z.string(), ar: z.string() });
export type Localized = z.infer<typeof localizedSchema>;

/** What a plan allows; null is « no limit ». */
export const planLimitsSchema = z.object({
  projects: z.number().int().nullable(),
  storage_mb: z.number().int().nullable(),
  collaborators: z.number().int().nullable(),
  products: z.number().int().nullable(),
  orders_per_month: z.number().int().nullable(),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;
export const limitKinds = Object.keys(planLimitsSchema.shape) as (keyof PlanLimits)[];

export const planSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  audience: planAudienceSchema,
  name: localizedSchema,
  description: localizedSchema,
  features: z.array(localizedSchema),
  /** Prices in Algerian dinars (DZD); 0 for the free plan. */
  price_monthly: z.number().int(),
  price_yearly: z.number().int(),
  limits: planLimitsSchema,
  highlighted: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
export const plansQuerySchema = z.object({ audience: planAudienceSchema.optional() });

export const faqSchema = z.object({
  id: z.uuid(),
  audience: z.enum(['pro', 'fab', 'all']),
  language: languageSchema,
  question: z.string(),
  answer: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqsQuerySchema = z.object({
  audience: planAudienceSchema.optional(),
  lang: languageSchema.optional(),
  q: z.string().trim().max(120).optional(),
});
export const faqParamsSchema = z.object({ id: z.uuid() });

export const contactTypes = ['pro', 'fab', 'other'] as const;
export const contactBodySchema = z.object({
  name: z.string().trim().min(2).max(120),
  email: z.string().trim().min(1, 'validation.required').pipe(z.email('validation.email')),
  subject: z.string().trim().min(3).max(160),
  message: z.string().trim().min(10).max(5000),
  type: z.enum(contactTypes),
  /** The honeypot: a field people never see; anything in it marks a bot. */
  website: z.string().max(200).optional(),
});
export type ContactBody = z.infer<typeof contactBodySchema>;
export const contactSentSchema = z.object({ message: z.string() });

/** `expired`: was confirmed, its period is over (the account is back on its free plan). */
export const subscriptionStates = ['requested', 'confirmed', 'rejected', 'expired'] as const;
export const subscriptionStateSchema = z.enum(subscriptionStates);
export type SubscriptionState = z.infer<typeof subscriptionStateSchema>;

export const subscriptionSchema = z.object({
  id: z.uuid(),
  plan: planSchema,
  period: billingPeriodSchema,
  /** What the period costs, in DZD, at the time of the request. */
  amount: z.number().int(),
  state: subscriptionStateSchema,
  reason: z.string().nullable(),
  proof: z.object({ name: z.string(), size: z.number().int() }).nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** The signed-in user's plan now (the free plan of their audience without a running subscription) and every request. */
export const mySubscriptionsSchema = z.object({
  current: z.object({ plan: planSchema.nullable(), subscription: subscriptionSchema.nullable() }),
  data: z.array(subscriptionSchema),
});
export type MySubscriptions = z.infer<typeof mySubscriptionsSchema>;

export const subscriptionBodySchema = z.object({
  plan_id: z.uuid(),
  period: billingPeriodSchema,
});
export type SubscriptionBody = z.infer<typeof subscriptionBodySchema>;

/** A request as the administrators review it. */
export const adminSubscriptionSchema = subscriptionSchema.extend({
  user: z.object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    type: z.string(),
  }),
});
export const adminSubscriptionsQuerySchema = z.object({
  state: subscriptionStateSchema.optional(),
});
export const rejectSubscriptionBodySchema = z.object({
  reason: z.string().trim().min(3, 'validation.reason_required').max(2000),
});

/** One limit of the user's plan and how much of it is used (storage in bytes, the rest counted). */
export const limitUsageSchema = z.object({
  kind: z.enum(limitKinds as [keyof PlanLimits, ...(keyof PlanLimits)[]]),
  used: z.number().int(),
  /** null: no limit. */
  limit: z.number().int().nullable(),
});
export type LimitUsage = z.infer<typeof limitUsageSchema>;
/** GET api/subscriptions/usage: the limits that matter to the user's audience, before they hit them. */
export const usageSchema = z.object({
  plan: planSchema.nullable(),
  limits: z.array(limitUsageSchema),
});
export type Usage = z.infer<typeof usageSchema>;
export const invoiceQuerySchema = z.object({ lang: languageSchema.optional() });
