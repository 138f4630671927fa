import { ValidationError } from '../../lib/errors';

/**
 * The OData subset GET topics takes (README « BCF-API »): `$filter` with `eq` on the text
 * fields (`labels eq 'x'` when one label matches), `gt`/`ge`/`lt`/`le` on the dates, joined by
 * `and` or `or` (`and` binds first, no parentheses); `$orderby` on creation_date, modified_date,
 * server_assigned_id or index, `asc` or `desc`; `$top` and `$skip` for paging.
 */
type ApiTopic = Record<string, unknown>;

const textFields = new Set([
  'creation_author',
  'modified_author',
  'assigned_to',
  'stage',
  'topic_status',
  'topic_type',
  'priority',
  'labels',
]);
const dateFields = new Set(['creation_date', 'modified_date']);
const sortFields = new Set(['creation_date', 'modified_date', 'server_assigned_id', 'index']);

const refuse = (field: string): never => {
  throw new ValidationError({ [field]: [{ key: 'validation.bcf_query' }] });
};

type Test = (t: ApiTopic) => boolean;

function condition(expr: string): Test {
  const m = /^\s*([a-z_]+)\s+(eq|gt|ge|lt|le)\s+(?:'((?:[^']|'')*)'|([^\s']+))\s*$/.exec(expr);
  if (!m) return refuse('$filter');
  const [, field, op, quoted, bare] = m as unknown as [string, string, string, string?, string?];
  const value = quoted !== undefined ? quoted.replace(/''/g, "'") : bare!;
  if (textFields.has(field) && op === 'eq') {
    if (field === 'labels') return (t) => ((t.labels as string[] | null) ?? []).includes(value);
    return (t) => (t[field] ?? null) === (value === 'null' && quoted === undefined ? null : value);
  }
  if (dateFields.has(field) && op !== 'eq') {
    const when = Date.parse(value);
    if (Number.isNaN(when)) return refuse('$filter');
    return (t) => {
      const v = typeof t[field] === 'string' ? Date.parse(t[field]) : NaN;
      if (Number.isNaN(v)) return false;
      return op === 'gt' ? v > when : op === 'ge' ? v >= when : op === 'lt' ? v < when : v <= when;
    };
  }
  return refuse('$filter');
}

/** Splits on ` or ` / ` and ` outside quotes. */
function split(expr: string, word: 'or' | 'and'): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  const sep = ` ${word} `;
  for (let i = 0; i < expr.length; i++) {
    if (expr[i] === "'") quoted = !quoted;
    else if (!quoted && expr.startsWith(sep, i)) {
      parts.push(expr.slice(start, i));
      start = i + sep.length;
      i += sep.length - 1;
    }
  }
  parts.push(expr.slice(start));
  return parts;
}

export function topicFilter(filter: string | undefined): Test {
  if (!filter?.trim()) return () => true;
  const any = split(filter, 'or').map((alt) => split(alt, 'and').map(condition));
  return (t) => any.some((all) => all.every((test) => test(t)));
}

export function topicOrder(orderby: string | undefined): (a: ApiTopic, b: ApiTopic) => number {
  const m = /^\s*([a-z_]+)(?:\s+(asc|desc))?\s*$/.exec(orderby ?? 'creation_date');
  if (!m || !sortFields.has(m[1]!)) return refuse('$orderby');
  const field = m[1]!;
  const sign = m[2] === 'desc' ? -1 : 1;
  const key = (t: ApiTopic) => {
    const v = t[field];
    if (v === null || v === undefined) return '';
    return dateFields.has(field) ? new Date(v as string).toISOString() : String(v);
  };
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (typeof a[field] === 'number' && typeof b[field] === 'number')
      return ((a[field] as number) - (b[field] as number)) * sign;
    return x === y ? 0 : (x < y ? -1 : 1) * sign;
  };
}
