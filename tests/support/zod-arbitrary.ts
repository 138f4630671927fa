import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values for a zod schema (v4), read from its definition: `valid` arbitraries for what it
 * accepts, and the hostile values the property tests send (wrong types, boundaries, huge and
 * unusual text). Refinements are not solved: a "valid" value may still be refused, which is
 * fine for tests that only require the server never to fail.
 */
type Def = Record<string, unknown> & { type: string };
type Bag = { minimum?: number; maximum?: number; format?: string; patterns?: Set<RegExp> };

export const defOf = (s: unknown): Def | undefined =>
  (s as z.ZodType | undefined)?._zod?.def as unknown as Def | undefined;
const bagOf = (s: unknown): Bag => ((s as z.ZodType)._zod?.bag ?? {}) as Bag;

/** The schema under its wrappers (optional, nullable, default, pipe's input, lazy…). */
export function unwrap(s: unknown, depth = 0): unknown {
  const def = defOf(s);
  if (!def || depth > 20) return s;
  if (
    ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(
      def.type,
    )
  )
    return unwrap(def.innerType, depth + 1);
  if (def.type === 'pipe') return unwrap(def.in, depth + 1);
  if (def.type === 'lazy') return unwrap((def.getter as () => unknown)(), depth + 1);
  return s;
}

/** The object's fields, or null when the (unwrapped) schema is not an object. */
export function shapeOf(s: unknown): Record<string, unknown> | null {
  const def = defOf(unwrap(s));
  return def?.type === 'object' ? (def.shape as Record<string, unknown>) : null;
}

/** Whether a field may be left out. */
export function isOptional(s: unknown): boolean {
  const def = defOf(s);
  if (!def) return true;
  if (['optional', 'default', 'prefault'].includes(def.type)) return true;
  if (['nullable', 'readonly', 'catch'].includes(def.type)) return isOptional(def.innerType);
  if (def.type === 'pipe') return isOptional(def.in);
  return false;
}

const dateString = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

function stringArbitrary(s: unknown): fc.Arbitrary<string> {
  const bag = bagOf(s);
  const format = bag.format;
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'email') return fc.constantFrom('person@example.test', 'a.b+c@example.test');
  if (format === 'url')
    return fc.constantFrom('https://example.test', 'https://example.test/a?b=c');
  if (format === 'date') return dateString;
  if (format === 'datetime')
    return fc
      .date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2099-01-01') })
      .map((d) => d.toISOString());
  const pattern = bag.patterns ? [...bag.patterns][0] : undefined;
  if (pattern) return fc.stringMatching(pattern).filter((v) => v.length <= (bag.maximum ?? 200));
  const min = Math.max(bag.minimum ?? 0, 0);
  const max = Math.max(min, Math.min(bag.maximum ?? 40, 40));
  return fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(max, 1) });
}

/** An arbitrary of values the schema accepts (up to refinements). */
export function valid(s: unknown, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(s);
  if (!def || depth > 12) return fc.constant(null);
  const inner = (x: unknown) => valid(x, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(s);
    case 'number': {
      const bag = bagOf(s);
      const min = Number.isFinite(bag.minimum) ? bag.minimum! : -1000;
      const max = Number.isFinite(bag.maximum) ? bag.maximum! : 1000;
      return bag.format === 'safeint' || bag.format === 'int32'
        ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
        : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'array': {
      const bag = bagOf(s);
      const min = bag.minimum ?? 0;
      return fc.array(inner(def.element), {
        minLength: min,
        maxLength: Math.max(min, Math.min(bag.maximum ?? 3, 3)),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner));
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const keys = Object.keys(shape);
      return fc.record(Object.fromEntries(keys.map((k) => [k, inner(shape[k])])), {
        requiredKeys: keys.filter((k) => !isOptional(shape[k])),
      });
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), inner(def.valueType), {
        maxKeys: 3,
      });
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner));
    case 'intersection':
      return inner(def.left);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner((def.getter as () => unknown)());
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Text that has broken servers: NUL, direction overrides, lone surrogates, emoji, RTL, injections. */
export const hostileText = [
  'a\u0000b',
  'report\u202efdp.ifc',
  '\u2066x\u2069',
  '\ud800',
  'x\udfffy',
  '😀🏗️👷🏽‍♀️'.repeat(20),
  'مخطط الطابق الأرضي',
  '\ufeff',
  ' ',
  '',
  '../../../etc/passwd',
  "' OR 1=1 --",
  '%00',
  '<script>alert(1)</script>',
  '\\',
];

/** Values of the wrong kind, and the boundaries of a field's schema (its limits, then one past). */
export function hostileFor(s: unknown): unknown[] {
  const base = unwrap(s);
  const def = defOf(base);
  const bag = def ? bagOf(base) : {};
  const out: unknown[] = [null, 0, -1, true, [], {}, 'text', 2 ** 53, 1e308, -1e308, 1.5];
  if (def?.type === 'string') {
    const max = bag.maximum ?? 1000;
    out.push('a'.repeat(max), 'a'.repeat(max + 1), 'é'.repeat(max + 1), 'a'.repeat(100_000));
    out.push(...hostileText);
  }
  if (def?.type === 'number') {
    for (const v of [bag.minimum, bag.maximum]) if (Number.isFinite(v)) out.push(v, v! - 1, v! + 1);
  }
  if (def?.type === 'array')
    out.push(
      Array.from({ length: (bag.maximum ?? 100) + 1 }, () => 'x'),
      [null],
      [{}],
    );
  if (def?.type === 'object') out.push({ unexpected: 'x' }, [1, 2]);
  return out;
}
