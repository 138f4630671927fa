import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import type { FieldError } from '../lib/errors';
import { NotFoundError } from '../lib/errors';
import { issueMessage } from '../../src/api/contract/issue-messages';

type T = (key: string, params?: Record<string, unknown>) => string;

/** Raised by the validator compiler; the error handler turns it into a translated 422. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('validation');
  }
}

/**
 * Validates with zod and keeps the raw issues (with input) so messages can be translated later.
 * A path parameter that cannot name anything (an id that is not a UUID, a version number that
 * is not one) answers 404 like any unknown id; only a choice among fixed values (a language, a
 * provider) is a 422.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const issues = result.error.issues;
    if (httpPart === 'params' && issues.some((i) => i.code !== 'invalid_value'))
      return { error: new NotFoundError() };
    return { error: new RequestValidationError(issues, httpPart ?? 'body') };
  };

/** Messages for a person (src/api/contract/issue-messages.ts), per field. */
export function issuesToFieldErrors(issues: z.core.$ZodIssue[], t: T): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    (out[field] ??= []).push(issueMessage(issue, t));
  }
  return out;
}

export function fieldErrorsToMessages(
  fields: Record<string, FieldError[]>,
  t: T,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, errs]) => [field, errs.map((e) => t(e.key, e.params))]),
  );
}
