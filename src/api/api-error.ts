import type { z } from 'zod';

export type FieldErrors = { field: string; messages: string[] }[];

/**
 * Every failure of a call, built in one place (request.ts):
 * - http: the server answered an error status (message from the body, the original error kept);
 * - validation: a 422, its errors map turned into a list of { field, messages };
 * - network / timeout: no answer;
 * - schema: the answer did not match the contract.
 */
export type ApiError =
  | { kind: 'http'; status: number; message: string; original: unknown }
  | { kind: 'validation'; status: 422; message: string; fields: FieldErrors; original: unknown }
  | { kind: 'network'; message: string; original: unknown }
  | { kind: 'timeout'; message: string; original: unknown }
  | { kind: 'schema'; message: string; issues: z.core.$ZodIssue[]; original: unknown };

export class ApiFailure extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
    this.name = 'ApiFailure';
  }
  get status(): number | undefined {
    return 'status' in this.error ? this.error.status : undefined;
  }
}

export function isApiFailure(e: unknown): e is ApiFailure {
  return e instanceof ApiFailure;
}

/** A 422's `{ errors: { field: [messages] } }` as the list the forms show. */
export function toFieldErrors(errors: Record<string, string[]> | undefined): FieldErrors {
  return Object.entries(errors ?? {}).map(([field, messages]) => ({ field, messages }));
}
