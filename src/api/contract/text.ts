import { z } from 'zod';

/**
 * An optional free text of at most `max` characters: trimmed, and absent, null or empty all
 * read as null (products' and orders' optional fields).
 */
export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : (v ?? null)));
