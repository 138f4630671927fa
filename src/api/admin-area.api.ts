import { z } from 'zod';
import { adminDashboardSchema, adminUserDetailSchema } from './contract/admin-area';
import { adminAuditPageSchema, type AdminAuditQuery } from './contract/admin-audit';
import {
  adminContactSchema,
  adminContactsPageSchema,
  adminFaqSchema,
  adminPlanSchema,
  type ContactStatus,
  type FaqBody,
  type PlanBody,
} from './contract/admin-site';
import { http } from './http';
import { request, requestVoid } from './request';

/** Issue 22: the administration's dashboard, audit log, plans, FAQ, contact messages, one account. */

const params = (query: Record<string, string | number | undefined>) =>
  Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
  ) as Record<string, string | number>;

export const getAdminDashboard = (signal?: AbortSignal) =>
  request(() => http.get('api/admin/dashboard', { signal }), adminDashboardSchema);

export const getAdminAudit = (query: Partial<AdminAuditQuery>, signal?: AbortSignal) =>
  request(
    () => http.get('api/admin/audit', { signal, searchParams: params(query) }),
    adminAuditPageSchema,
  );

export const getAdminUser = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/admin/users/${id}`, { signal }), adminUserDetailSchema);

export const getAdminPlans = (signal?: AbortSignal) =>
  request(() => http.get('api/admin/plans', { signal }), z.array(adminPlanSchema));
export const saveAdminPlan = (body: PlanBody, id?: string) =>
  request(
    () =>
      id
        ? http.put(`api/admin/plans/${id}`, { json: body })
        : http.post('api/admin/plans', { json: body }),
    adminPlanSchema,
  );
export const retireAdminPlan = (id: string) =>
  request(() => http.post(`api/admin/plans/${id}/retire`), adminPlanSchema);

export const getAdminFaqs = (query: { lang?: string; audience?: string }, signal?: AbortSignal) =>
  request(
    () => http.get('api/admin/faqs', { signal, searchParams: params(query) }),
    z.array(adminFaqSchema),
  );
export const saveAdminFaq = (body: FaqBody, id?: string) =>
  request(
    () =>
      id
        ? http.put(`api/admin/faqs/${id}`, { json: body })
        : http.post('api/admin/faqs', { json: body }),
    adminFaqSchema,
  );
export const deleteAdminFaq = (id: string) =>
  requestVoid(() => http.delete(`api/admin/faqs/${id}`));

export const getAdminContacts = (
  query: { status?: ContactStatus; page?: number },
  signal?: AbortSignal,
) =>
  request(
    () => http.get('api/admin/contact-messages', { signal, searchParams: params(query) }),
    adminContactsPageSchema,
  );
export const getAdminContact = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/admin/contact-messages/${id}`, { signal }), adminContactSchema);
export const answerAdminContact = (id: string, message: string) =>
  request(
    () => http.post(`api/admin/contact-messages/${id}/answer`, { json: { message } }),
    adminContactSchema,
  );
export const archiveAdminContact = (id: string) =>
  request(() => http.post(`api/admin/contact-messages/${id}/archive`), adminContactSchema);
