import type { Language } from '../../../src/api/contract/languages';
import type { Faq, Plan, Subscription } from '../../../src/api/contract/site';
import type { FaqRow, PlanRow, SubscriptionRow } from '../../db/schema/site';

export const toPlan = (p: PlanRow): Plan => ({
  id: p.id,
  code: p.code,
  audience: p.audience,
  name: p.name,
  description: p.description,
  features: p.features,
  price_monthly: p.priceMonthly,
  price_yearly: p.priceYearly,
  limits: p.limits,
  highlighted: p.highlighted,
});

export const toFaq = (f: FaqRow): Faq => ({
  id: f.id,
  audience: f.audience,
  language: f.language as Language,
  question: f.question,
  answer: f.answer,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toSubscription = (s: SubscriptionRow, plan: PlanRow): Subscription => ({
  id: s.id,
  plan: toPlan(plan),
  period: s.period,
  amount: s.amount,
  state: s.state,
  reason: s.reason,
  proof: s.proofName && s.proofSize !== null ? { name: s.proofName, size: s.proofSize } : null,
  requested_at: s.createdAt.toISOString(),
  decided_at: iso(s.decidedAt),
  starts_at: iso(s.startsAt),
  ends_at: iso(s.endsAt),
});
