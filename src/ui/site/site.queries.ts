import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { PlanAudience } from '@/api/contract/site';
import {
  getFaqs,
  getMySubscriptions,
  getPlans,
  getUsage,
  sendContact,
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
