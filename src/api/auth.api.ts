import { type z } from 'zod';
import {
  type forgotPasswordBodySchema,
  type loginBodySchema,
  messageSchema,
  providersSchema,
  type registerBodySchema,
  type resetPasswordBodySchema,
} from './contract/auth';
import { ApiFailure } from './api-error';
import { SIGNED_IN_COOKIE } from './contract/auth';
import { userSchema } from './contract/user';
import { http } from './http';
import { request, requestVoid } from './request';

type In<S extends z.ZodType> = z.input<S>;

/** SPEC §7: the cookie-fetching call that precedes login, register and the account fetch. */
export const fetchCsrfCookie = () => requestVoid(() => http.get('sanctum/csrf-cookie'));

/** Whether the server's readable hint says a user is signed in (set by the cookie-fetching call). */
const signedInHint = () =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((c) => c.trim() === `${SIGNED_IN_COOKIE}=1`);

/**
 * The account (SPEC §7), after the cookie-fetching call. A guest, whom that call has just told
 * apart (no signed-in hint), gets the API's own answer, 401, without the request: the browser
 * would log the expected refusal as an error on every public page.
 */
export const getAccount = async (signal?: AbortSignal) => {
  await fetchCsrfCookie();
  if (!signedInHint())
    throw new ApiFailure({
      kind: 'http',
      status: 401,
      message: 'Unauthenticated.',
      original: null,
    });
  return request(() => http.get('api/account', { signal }), userSchema);
};

export const login = async (body: In<typeof loginBodySchema>) => {
  await fetchCsrfCookie();
  return request(() => http.post('api/login', { json: body }), userSchema);
};

export const register = async (body: In<typeof registerBodySchema>) => {
  await fetchCsrfCookie();
  return request(() => http.post('api/register', { json: body }), userSchema);
};

export const logout = () => requestVoid(() => http.post('api/logout'));

export const forgotPassword = (body: In<typeof forgotPasswordBodySchema>) =>
  request(() => http.post('api/forgot-password', { json: body }), messageSchema);

export const resetPassword = (body: In<typeof resetPasswordBodySchema>) =>
  request(() => http.post('api/reset-password', { json: body }), messageSchema);

type Signed = { id: string; token: string; expires: string; signature: string };

export const verifyEmail = ({ id, token, expires, signature }: Signed) =>
  request(
    () =>
      http.get(`api/verify-email/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, {
        searchParams: { expires, signature },
      }),
    userSchema,
  );

export const verifyChangeEmail = ({ id, token, expires, signature }: Signed) =>
  request(
    () =>
      http.get(`api/verify-change-email/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, {
        searchParams: { expires, signature },
      }),
    userSchema,
  );

export const resendVerification = () =>
  request(() => http.post('api/email/verification-notification'), messageSchema);

export const getProviders = () => request(() => http.get('api/auth/providers'), providersSchema);

export type Provider = 'google' | 'linkedin';
/** The browser goes to the provider through the server (state, nonce and PKCE kept in the session). */
export const providerRedirectUrl = (provider: Provider, type?: string): string =>
  `/api/auth/${provider}/redirect${type ? `?type=${encodeURIComponent(type)}` : ''}`;

export const providerCallback = (provider: Provider, query: Record<string, string>) =>
  request(() => http.get(`api/auth/${provider}/callback`, { searchParams: query }), userSchema);
