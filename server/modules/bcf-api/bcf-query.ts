import { ValidationError } from '../../lib/errors';

/**
 * The OData subset GET topics and GET comments take (README « BCF-API »): `$filter` with `eq` on
 * the text fields (`labels eq 'x'` or `labels/any(l: l eq 'x')` when one label matches),
 * `gt`/`ge`/`lt`/`le` on the dates, joined by
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

/** What `$filter` and `$orderby` take on one collection. */
type Fields = { text: Set<string>; dates: Set<string>; sort: Set<string>; byDefault: string };
const topicFields: Fields = {
  text: textFields,
  dates: dateFields,
  sort: sortFields,
  byDefault: 'creation_date',
};
/** GET comments (§ 3.4.1): author and date, sorted by date. */
const commentFields: Fields = {
  text: new Set(['author']),
  dates: new Set(['date']),
  sort: new Set(['date']),
  byDefault: 'date',
};

const refuse = (field: string): never => {
  throw new ValidationError({ [field]: [{ key: 'validation.bcf_query' }] });
};

type Test = (t: ApiTopic) => boolean;

/** The spec's list form, `labels/any(label: label eq 'x')`, is `labels eq 'x'`. */
const anyLabel = /^\s*labels\/any\(\s*([a-z_]+)\s*:\s*([a-z_]+)\s+eq\s+('(?:[^']|'')*')\s*\)\s*$/;

function condition(expr: string, fields: Fields): Test {
  const any = anyLabel.exec(expr);
  if (any && any[1] === any[2] && fields.text.has('labels')) expr = `labels eq ${any[3]}`;
  const m = /^\s*([a-z_]+)\s+(eq|gt|ge|lt|le)\s+(?:'((?:[^']|'')*)'|([^\s']+))\s*$/.exec(expr);
  if (!m) return refuse('$filter');
  const [, field, op, quoted, bare] = m as unknown as [string, string, string, string?, string?];
  const value = quoted !== undefined ? quoted.replace(/''/g, "'") : bare!;
  if (fields.text.has(field) && op === 'eq') {
    if (field === 'labels') return (t) => ((t.labels as string[] | null) ?? []).includes(value);
    return (t) => (t[field] ?? null) === (value === 'null' && quoted === undefined ? null : value);
  }
  if (fields.dates.has(field) && op !== 'eq') {
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

function filterOf(filter: string | undefined, fields: Fields): Test {
  if (!filter?.trim()) return () => true;
  const any = split(filter, 'or').map((alt) => split(alt, 'and').map((c) => condition(c, fields)));
  return (t) => any.some((all) => all.every((test) => test(t)));
}

export const topicFilter = (filter: string | undefined) => filterOf(filter, topicFields);
export const commentFilter = (filter: string | undefined) => filterOf(filter, commentFields);
export const topicOrder = (orderby: string | undefined) => orderOf(orderby, topicFields);
export const commentOrder = (orderby: string | undefined) => orderOf(orderby, commentFields);

/** `$skip` then `$top` of a filtered, sorted collection. */
export function page<T>(all: T[], q: { $top?: number; $skip?: number }): T[] {
  const skip = q.$skip ?? 0;
  return all.slice(skip, q.$top === undefined ? undefined : skip + q.$top);
}

function orderOf(
  orderby: string | undefined,
  fields: Fields,
): (a: ApiTopic, b: ApiTopic) => number {
  const m = /^\s*([a-z_]+)(?:\s+(asc|desc))?\s*$/.exec(orderby ?? fields.byDefault);
  if (!m || !fields.sort.has(m[1]!)) return refuse('$orderby');
  const field = m[1]!;
  const sign = m[2] === 'desc' ? -1 : 1;
  const key = (t: ApiTopic) => {
    const v = t[field];
    if (v === null || v === undefined) return '';
    return fields.dates.has(field) ? new Date(v as string).toISOString() : String(v);
  };
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (typeof a[field] === 'number' && typeof b[field] === 'number')
      return ((a[field] as number) - (b[field] as number)) * sign;
    return x === y ? 0 : (x < y ? -1 : 1) * sign;
  };
}
