import { HTTPError, TimeoutError, type ResponsePromise } from 'ky';
import type { z } from 'zod';
import { ApiFailure, toFieldErrors } from './api-error';
import { errorBodySchema } from './contract/errors';
import { http } from './http';
import { reportAccessDenied, reportUnauthenticated } from './http-events';

/** Runs a ky call and validates its JSON body with the contract's schema; every failure becomes an ApiFailure. */
export async function request<S extends z.ZodType>(
  call: () => ResponsePromise,
  schema: S,
): Promise<z.infer<S>> {
  const body = await send(call).then((r) => (r.status === 204 ? undefined : r.json()));
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiFailure({
      kind: 'schema',
      message: 'schema',
      issues: parsed.error.issues,
      original: body,
    });
  }
  return parsed.data;
}

/** For calls without a body to check (204 and the like). */
export async function requestVoid(call: () => ResponsePromise): Promise<void> {
  await send(call);
}

/** SPEC §8: a 419 (stale anti-forgery token) fetches a fresh cookie silently and retries once. */
export const CSRF_EXPIRED = 419;

async function send(call: () => ResponsePromise): Promise<Response> {
  try {
    return await call();
  } catch (err) {
    if (!(err instanceof HTTPError) || err.response.status !== CSRF_EXPIRED) {
      throw await toApiFailure(err);
    }
  }
  try {
    // The call is a thunk, so running it again builds a new request carrying the new token.
    await http.get('sanctum/csrf-cookie');
    return await call();
  } catch (err) {
    throw await toApiFailure(err);
  }
}

export async function toApiFailure(err: unknown): Promise<ApiFailure> {
  if (err instanceof ApiFailure) return err;
  if (err instanceof HTTPError) {
    // ky has already read the body into `data` (the response body itself is consumed).
    const body = errorBodySchema.safeParse(err.data);
    const message = body.success ? body.data.message : err.response.statusText;
    if (err.response.status === 401) {
      reportUnauthenticated({ url: err.request.url, method: err.request.method });
    }
    reportAccessDenied(err.response.status, err.data, err.request.url);
    if (err.response.status === 422) {
      return new ApiFailure({
        kind: 'validation',
        status: 422,
        message,
        fields: toFieldErrors(body.success ? body.data.errors : undefined),
        original: err,
      });
    }
    return new ApiFailure({ kind: 'http', status: err.response.status, message, original: err });
  }
  if (err instanceof TimeoutError)
    return new ApiFailure({ kind: 'timeout', message: 'timeout', original: err });
  if (err instanceof DOMException && err.name === 'AbortError') throw err;
  return new ApiFailure({
    kind: 'network',
    message: err instanceof Error ? err.message : 'network',
    original: err,
  });
}
