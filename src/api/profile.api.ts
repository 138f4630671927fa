import { z } from 'zod';
import {
  accessTokenSchema,
  createdAccessTokenSchema,
  type CreateAccessTokenBody,
} from './contract/access-tokens';
import { messageSchema } from './contract/auth';
import { type boardingBodySchema, boardingStateSchema } from './contract/onboarding';
import {
  type changeEmailBodySchema,
  type changePasswordBodySchema,
  setLocaleResponseSchema,
  type updateProfileBodySchema,
} from './contract/profile';
import type { Language } from './contract/languages';
import { userSchema } from './contract/user';
import { http } from './http';
import { request, requestVoid } from './request';

type In<S extends z.ZodType> = z.input<S>;

export const setLocale = (lang: Language) =>
  request(() => http.post(`api/locales/set-locale/${lang}`), setLocaleResponseSchema);

export const updateProfile = (body: In<typeof updateProfileBodySchema>) =>
  request(() => http.patch('api/profile', { json: body }), userSchema);

export const changePassword = (body: In<typeof changePasswordBodySchema>) =>
  request(() => http.put('api/profile/password', { json: body }), messageSchema);

export const changeEmail = (body: In<typeof changeEmailBodySchema>) =>
  request(() => http.post('api/profile/email', { json: body }), userSchema);

export const uploadAvatar = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return request(() => http.post('api/profile/avatar', { body: form }), userSchema);
};

export const getBoarding = (signal?: AbortSignal) =>
  request(() => http.get('api/profile/boarding', { signal }), boardingStateSchema);

export const submitBoarding = (body: In<typeof boardingBodySchema>) =>
  request(() => http.post('api/profile/boarding', { json: body }), userSchema);

export const listAccessTokens = (signal?: AbortSignal) =>
  request(() => http.get('api/profile/tokens', { signal }), z.array(accessTokenSchema));

export const createAccessToken = (body: CreateAccessTokenBody) =>
  request(() => http.post('api/profile/tokens', { json: body }), createdAccessTokenSchema);

export const revokeAccessToken = (id: string) =>
  requestVoid(() => http.delete(`api/profile/tokens/${id}`));
