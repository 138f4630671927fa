import { type ApiError, isApiFailure } from '@/api/api-error';

/** The ApiError inside whatever a fromPromise actor rejected with (never raw text for views). */
export function apiErrorOf(error: unknown): ApiError {
  if (isApiFailure(error)) return error.error;
  return { kind: 'network', message: 'network', original: error };
}

export const statusOf = (error: unknown): number | undefined =>
  isApiFailure(error) ? error.status : undefined;
