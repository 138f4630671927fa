import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingPeriod, PlanAudience } from '@/api/contract/site';
import {
  getFaqs,
  getMySubscriptions,
  getPlans,
  getUsage,
  requestSubscription,
  sendContact,
  uploadProof,
} from '@/api/site.api';

export const siteKeys = {
  plans: ['site', 'plans'] as const,
  faqs: (q: { audience?: PlanAudience; lang: string; q?: string }) => ['site', 'faqs', q] as const,
  mine: ['site', 'subscriptions'] as const,
  usage: ['site', 'subscriptions', 'usage'] as const,
};

export const usePlans = () =>
  useQuery({ queryKey: siteKeys.plans, queryFn: ({ signal }) => getPlans(signal) });

export const useFaqs = (q: { audience?: PlanAudience; lang: string; q?: string }) =>
  useQuery({
    queryKey: siteKeys.faqs(q),
    queryFn: ({ signal }) => getFaqs(q, signal),
    placeholderData: keepPreviousData,
  });

export const useMySubscriptions = (enabled = true) =>
  useQuery({
    queryKey: siteKeys.mine,
    queryFn: ({ signal }) => getMySubscriptions(signal),
    enabled,
  });

/** How much of their plan the user uses (refreshed with their subscriptions). */
export const useUsage = (enabled = true) =>
  useQuery({ queryKey: siteKeys.usage, queryFn: ({ signal }) => getUsage(signal), enabled });

export const useSendContact = () => useMutation({ mutationFn: sendContact });

/** A request for a plan, then its proof of payment when one was chosen. */
export function useRequestSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { planId: string; period: BillingPeriod; proof: File | null }) => {
      const made = await requestSubscription({ plan_id: v.planId, period: v.period });
      return v.proof ? uploadProof(made.id, v.proof) : made;
    },
    onSettled: () => qc.invalidateQueries({ queryKey: siteKeys.mine }),
  });
}
