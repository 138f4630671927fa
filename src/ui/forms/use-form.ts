import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldErrors } from '@/api/api-error';
import { isApiFailure } from '@/api/api-error';
import { issueMessage } from '@/api/contract/issue-messages';
import { useErrorText } from '../components/error-text';

type Errors = Record<string, string[]>;

/** A 422's `{ field, messages }` list (SPEC §5) as messages per form field. */
export function fieldErrorMap(fields: FieldErrors): Errors {
  return Object.fromEntries(fields.map((f) => [f.field, f.messages]));
}

/**
 * A small form state: values, the errors shown on each field, one form-level error. Checked in
 * the browser with the contract's own zod schema (messages are keys of the `server` namespace),
 * then by the server, whose 422 lands on the same fields.
 */
export function useForm<T extends Record<string, unknown>>(initial: T) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name as string]) return e;
      const next = { ...e };
      delete next[name as string];
      return next;
    });
  };

  /** Props for a text input bound to one field. */
  const input = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(name, e.target.value as T[typeof name]),
  });

  // The same words as the server's 422 (src/api/contract/issue-messages.ts).
  const message = (issue: z.core.$ZodIssue) =>
    issueMessage(issue, (key, params) =>
      i18n.exists(`server:${key}`) ? t(`server:${key}`, params) : key,
    );

  /** Runs the schema; shows its messages on the fields and returns the parsed data, or null. */
  function validate<S extends z.ZodType>(schema: S): z.output<S> | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      setErrors({});
      setFormError(null);
      return parsed.data;
    }
    const next: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'form');
      (next[field] ??= []).push(message(issue));
    }
    setErrors(next);
    return null;
  }

  /** Shows a failed call: a 422 on its fields, anything else as the form's error. */
  function fail(error: unknown): void {
    if (isApiFailure(error) && error.error.kind === 'validation' && error.error.fields.length) {
      setErrors(fieldErrorMap(error.error.fields));
      const onKnownField = error.error.fields.some((f) => f.field in values);
      setFormError(onKnownField ? null : error.error.message);
      return;
    }
    setFormError(errorText(error));
  }

  const reset = (next: T = initial) => {
    setValues(next);
    setErrors({});
    setFormError(null);
  };

  return {
    values,
    set,
    input,
    errors,
    error: (name: keyof T & string) => errors[name],
    formError,
    setErrors,
    setFormError,
    validate,
    fail,
    reset,
  };
}
