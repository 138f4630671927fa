import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from '../lib/errors';

/** A string PostgreSQL cannot store: U+0000, or a lone surrogate (half of a UTF-16 pair). */
function unstorable(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/** Where the first string PostgreSQL cannot store sits in `value` (`name`, `items.2.label`), or null. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  // Deeper than any body the API takes: the schema refuses it, the walk need not go on.
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (unstorable(key)) return [...path, '_'];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL refuses U+0000 in text, and a lone surrogate in JSON, so a string holding one
 * would fail at the database with a 500. Every string the API takes (path, query, body, whatever the route's schema) is checked
 * here once, before validation: a 422 on the field, in the reader's language.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part);
        if (path) throw ValidationError.field(path.join('.') || '_', 'validation.nul');
      }
    });
  },
  { name: 'input-guard' },
);
