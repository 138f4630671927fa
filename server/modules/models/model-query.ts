import { and, arrayOverlaps, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Condition, modelQuerySchema } from '../../../src/api/contract/models';
import { modelElements } from '../../db/schema/models';
import { normalise } from './element-values';

export type ParsedQuery = z.output<typeof modelQuerySchema>;

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** « Pset_WallCommon.FireRating » → set and name; « IsExternal » → any set. */
function target(property: string): { p?: string; n: string } {
  const dot = property.indexOf('.');
  return dot > 0 && dot < property.length - 1
    ? { p: normalise(property.slice(0, dot)), n: normalise(property.slice(dot + 1)) }
    : { n: normalise(property) };
}

/** The forms a typed value may be stored in: « 60.0 » is the number 60, stored « 60 ». */
function valueForms(value: string): string[] {
  const forms = [normalise(value)];
  const n = Number(value.replace(',', '.'));
  if (value.trim() !== '' && Number.isFinite(n) && !forms.includes(normalise(n)))
    forms.push(normalise(n));
  return forms;
}

const contains = (entry: object) =>
  sql`${modelElements.search} @> ${JSON.stringify([entry])}::jsonb`;

/** One entry of the element's search array matches `where` (an SQL test on `e`). */
const anyEntry = (t: { p?: string; n: string }, where: SQL) =>
  sql`exists (select 1 from jsonb_array_elements(${modelElements.search}) e
    where e->>'n' = ${t.n} ${t.p ? sql`and e->>'p' = ${t.p}` : sql``} and ${where})`;

function condition(c: Condition): SQL {
  const t = target(c.property);
  const equal = sql`(${sql.join(
    valueForms(c.value).map((v) => contains({ ...t, v })),
    sql` or `,
  )})`;
  switch (c.op) {
    case 'exists':
      return contains(t);
    case 'eq':
      return equal;
    case 'ne':
      return sql`(${contains(t)} and not ${equal})`;
    case 'contains':
      return anyEntry(t, sql`e->>'v' like ${like(normalise(c.value))}`);
    case 'gt':
    case 'lt': {
      const n = Number(c.value.replace(',', '.'));
      const op = c.op === 'gt' ? sql`>` : sql`<`;
      return anyEntry(t, sql`e ? 'x' and (e->>'x')::float8 ${op} ${n}`);
    }
  }
}

/**
 * The SQL test of a search on model_elements: any of the classes (their subtypes included, by
 * the `classes` array), the text in the name, the class, the GlobalId or equal to a value, and
 * every condition. Equality and presence use the GIN indexes (containment); the other
 * comparisons look at the entries of the rows the rest kept.
 */
export function queryWhere(q: ParsedQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (q.classes.length > 0)
    parts.push(
      arrayOverlaps(
        modelElements.classes,
        q.classes.map((c) => c.toLowerCase()),
      ),
    );
  if (q.text) {
    const t = normalise(q.text);
    parts.push(sql`(lower(${modelElements.name}) like ${like(t)}
      or lower(${modelElements.ifcClass}) like ${like(t)}
      or ${modelElements.globalId} = ${q.text}
      or ${sql.join(
        valueForms(q.text).map((v) => contains({ v })),
        sql` or `,
      )})`);
  }
  for (const c of q.conditions) parts.push(condition(c));
  return parts.length ? and(...parts) : undefined;
}
