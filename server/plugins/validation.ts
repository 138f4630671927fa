import type { FastifySchemaCompiler } from 'fastify';
import { type z } from 'zod';
import ar from 'zod/v4/locales/ar.js';
import en from 'zod/v4/locales/en.js';
import fr from 'zod/v4/locales/fr.js';
import type { Language } from '../../src/api/contract/languages';
import type { FieldError } from '../lib/errors';

/** Raised by the validator compiler; the error handler turns it into a translated 422. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('validation');
  }
}

/** Validates with zod and keeps the raw issues (with input) so messages can be translated later. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };

const zodLocales = { fr: fr(), en: en(), ar: ar() } as const;

/**
 * Schemas may carry an i18n key as their message (`{ error: 'validation.password_mismatch' }`);
 * anything else gets zod's own message in the request's language.
 */
export function issuesToFieldErrors(
  issues: z.core.$ZodIssue[],
  lng: Language,
  t: (key: string, params?: Record<string, unknown>) => string,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    const message = translateIssue(issue, lng, t);
    (out[field] ??= []).push(message);
  }
  return out;
}

function translateIssue(
  issue: z.core.$ZodIssue,
  lng: Language,
  t: (key: string, params?: Record<string, unknown>) => string,
): string {
  if (issue.message.startsWith('validation.')) return t(issue.message, issue as never);
  if (issue.code === 'invalid_type' && (issue as { input?: unknown }).input === undefined) {
    return t('validation.required');
  }
  const localized = zodLocales[lng].localeError(issue as never);
  if (typeof localized === 'string') return localized;
  return localized?.message ?? issue.message;
}

export function fieldErrorsToMessages(
  fields: Record<string, FieldError[]>,
  t: (key: string, params?: Record<string, unknown>) => string,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, errs]) => [field, errs.map((e) => t(e.key, e.params))]),
  );
}
