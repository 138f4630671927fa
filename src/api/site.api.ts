import { z } from 'zod';
import {
  contactSentSchema,
  faqSchema,
  mySubscriptionsSchema,
  planSchema,
  subscriptionSchema,
  usageSchema,
  adminSubscriptionSchema,
  type SubscriptionState,
  type ContactBody,
  type PlanAudience,
  type SubscriptionBody,
} from './contract/site';
import { http } from './http';
import { request } from './request';
import { searchParams } from './search-params';

export const getPlans = (signal?: AbortSignal) =>
  request(() => http.get('api/plans', { signal }), z.array(planSchema));

export const getFaqs = (
  query: { audience?: PlanAudience; lang?: string; q?: string },
  signal?: AbortSignal,
) =>
  request(
    () => http.get('api/faqs', { signal, searchParams: searchParams(query) }),
    z.array(faqSchema),
  );

export const sendContact = (body: ContactBody) =>
  request(() => http.post('api/contact/send', { json: body }), contactSentSchema);

export const getMySubscriptions = (signal?: AbortSignal) =>
  request(() => http.get('api/subscriptions', { signal }), mySubscriptionsSchema);

export const requestSubscription = (body: SubscriptionBody) =>
  request(() => http.post('api/subscriptions', { json: body }), subscriptionSchema);

export const uploadProof = (id: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return request(
    () => http.post(`api/subscriptions/${id}/proof`, { body: form }),
    subscriptionSchema,
  );
};

export const getUsage = (signal?: AbortSignal) =>
  request(() => http.get('api/subscriptions/usage', { signal }), usageSchema);

/** Where the invoice of a confirmed subscription downloads, in a language. */
export const invoiceUrl = (id: string, lang: string) =>
  `/api/subscriptions/${id}/invoice?lang=${encodeURIComponent(lang)}`;

/** The administrators' list of subscription requests, by state (all without one). */
export const getAdminSubscriptions = (state?: SubscriptionState, signal?: AbortSignal) =>
  request(
    () => http.get('api/admin/subscriptions', { signal, searchParams: searchParams({ state }) }),
    z.array(adminSubscriptionSchema),
  );
export const confirmSubscription = (id: string) =>
  request(() => http.post(`api/admin/subscriptions/${id}/confirm`), subscriptionSchema);
export const rejectSubscription = (id: string, reason: string) =>
  request(
    () => http.post(`api/admin/subscriptions/${id}/reject`, { json: { reason } }),
    subscriptionSchema,
  );
/** Where an administrator opens a request's proof of payment. */
export const proofUrl = (id: string) => `/api/admin/subscriptions/${id}/proof`;
