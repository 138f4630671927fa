import type { z } from 'zod';

/**
 * What a validation issue says to a person (issue 18), in the server's and the browser's forms
 * alike: the field named in words (`fields.<name>`) with its limit, never the validation
 * library's wording. `t` translates keys of the `server` namespace (`validation.*`, `fields.*`).
 */
export type IssueTranslator = (key: string, params?: Record<string, unknown>) => string;
type T = IssueTranslator;

/** Keys that have a variant naming the field (`validation.named.*`). */
const named = new Set([
  'required',
  'too_long',
  'min_chars',
  'max_number',
  'min_number',
  'number',
  'integer',
  'text',
  'boolean',
  'list',
  'choice',
  'invalid',
  'max_items',
  'min_items',
  'date',
]);
/** Schema messages (`{ error: 'validation.x' }`) that say the same as a named variant. */
const aliases: Record<string, string> = { name_length: 'too_long' };

export function issueMessage(issue: z.core.$ZodIssue, t: T): string {
  const [key, params] = issue.message.startsWith('validation.')
    ? [aliases[issue.message.slice(11)] ?? issue.message.slice(11), issueParams(issue)]
    : keyOf(issue);
  const label = fieldLabel(issue.path, t);
  if (label && named.has(key)) return t(`validation.named.${key}`, { ...params, field: label });
  return t(`validation.${key}`, params);
}

function fieldLabel(path: PropertyKey[], t: T): string | null {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (typeof last !== 'string' || !/^[a-z_]+$/i.test(last)) return null;
  const label = t(`fields.${last}`);
  return label.endsWith(`fields.${last}`) ? null : label;
}

function issueParams(issue: z.core.$ZodIssue): Record<string, unknown> {
  const i = issue as { maximum?: unknown; minimum?: unknown };
  return { maximum: String(i.maximum ?? ''), minimum: String(i.minimum ?? '') };
}

/** The message key for one of zod's own issues, with its values. */
function keyOf(issue: z.core.$ZodIssue): [string, Record<string, unknown>] {
  const params = issueParams(issue);
  switch (issue.code) {
    case 'invalid_type': {
      if ((issue as { input?: unknown }).input === undefined) return ['required', params];
      const expected = issue.expected as string;
      if (expected === 'number' || expected === 'int' || expected === 'bigint')
        return [expected === 'number' ? 'number' : 'integer', params];
      if (expected === 'string') return ['text', params];
      if (expected === 'boolean') return ['boolean', params];
      if (expected === 'array') return ['list', params];
      return ['invalid', params];
    }
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const origin = issue.origin as string;
      if (origin === 'string') {
        if (!big && Number(params.minimum) <= 1) return ['required', params];
        return [big ? 'too_long' : 'min_chars', params];
      }
      if (origin === 'array' || origin === 'set') {
        if (!big && Number(params.minimum) <= 1) return ['list_required', params];
        return [big ? 'max_items' : 'min_items', params];
      }
      if (origin === 'file') return ['invalid', params];
      return [big ? 'max_number' : 'min_number', params];
    }
    case 'invalid_format': {
      const format = issue.format;
      if (format === 'email') return ['email', params];
      if (format === 'url') return ['url', params];
      if (format === 'date') return ['date', params];
      if (format === 'datetime') return ['datetime', params];
      if (format === 'regex') return ['format', params];
      return ['invalid', params];
    }
    case 'invalid_value':
      return ['choice', params];
    case 'not_multiple_of':
      return ['integer', params];
    case 'unrecognized_keys':
      return ['unknown_field', params];
    default:
      return ['invalid', params];
  }
}
