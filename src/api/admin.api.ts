import { adminUsersPageSchema } from './contract/admin';
import type { AccountStatus, UserType } from './contract/user';
import { userSchema } from './contract/user';
import { http } from './http';
import { request } from './request';

export const getAdminUsers = (
  query: { status?: AccountStatus; q?: string; page?: number; type?: UserType },
  signal?: AbortSignal,
) =>
  request(
    () =>
      http.get('api/admin/users', {
        signal,
        searchParams: Object.fromEntries(
          Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
        ) as Record<string, string | number>,
      }),
    adminUsersPageSchema,
  );

export const approveUser = (id: string) =>
  request(() => http.post(`api/admin/users/${id}/approve`), userSchema);
export const rejectUser = (id: string, reason: string) =>
  request(() => http.post(`api/admin/users/${id}/reject`, { json: { reason } }), userSchema);
export const deactivateUser = (id: string, reason?: string) =>
  request(
    () => http.post(`api/admin/users/${id}/deactivate`, { json: reason ? { reason } : {} }),
    userSchema,
  );
export const reactivateUser = (id: string) =>
  request(() => http.post(`api/admin/users/${id}/reactivate`), userSchema);
