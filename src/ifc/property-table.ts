import type { ElementProperties, PropertyValue, Unit } from '../api/contract/element-data';

/**
 * The model's properties as columns, for the model tree's property filter (take-off: « select by
 * property »): one column per property set (or quantity set, or the element's own attributes,
 * `set` '') and property name, with the elements that have it and their values. Built from each
 * element's property tabs (ifc-properties.ts), in the IFC worker or from a processed version's
 * index; a type's property sets count for its elements unless an element sets the same property.
 */
export type PropertyColumn = {
  /** The property set's name; '' for the element's attributes (Name, ObjectType, Tag…). */
  set: string;
  name: string;
  /** Dense element indices (the viewer's), ascending, each once. */
  elements: number[];
  values: (string | number | boolean | null)[];
  /** Every value is a number: the filter offers < and >. */
  numeric: boolean;
  unit?: Unit;
};

export const filterOperators = ['eq', 'ne', 'contains', 'exists', 'lt', 'gt'] as const;
export type FilterOperator = (typeof filterOperators)[number];

/** Attributes a filter has no use for (identifiers, the element's own type is the class tree's). */
const skippedAttributes = new Set(['GlobalId']);

export function tableFromProperties(
  entries: Iterable<readonly [number, ElementProperties | null]>,
): PropertyColumn[] {
  const columns = new Map<string, Map<number, PropertyValue>>();
  const units = new Map<string, Unit>();
  const put = (set: string, p: PropertyValue, element: number, override: boolean) => {
    const key = `${set}\u0000${p.name}`;
    let column = columns.get(key);
    if (!column) columns.set(key, (column = new Map()));
    if (override || !column.has(element)) column.set(element, p);
    if (p.unit) units.set(key, p.unit);
  };
  for (const [element, props] of entries) {
    if (!props) continue;
    for (const a of props.attributes) if (!skippedAttributes.has(a.name)) put('', a, element, true);
    for (const g of [...props.propertySets, ...props.quantities])
      for (const p of g.properties) put(g.name, p, element, true);
    // The type's sets: only where the element itself says nothing of that property.
    for (const g of props.typeObject?.groups.slice(1) ?? [])
      for (const p of g.properties) put(g.name, p, element, false);
  }
  return [...columns.entries()]
    .map(([key, byElement]) => {
      const [set = '', name = ''] = key.split('\u0000');
      const elements = [...byElement.keys()].sort((a, b) => a - b);
      const values = elements.map((e) => byElement.get(e)!.value);
      const present = values.filter((v) => v !== null);
      const unit = units.get(key);
      return {
        set,
        name,
        elements,
        values,
        numeric: present.length > 0 && present.every((v) => typeof v === 'number'),
        ...(unit ? { unit } : {}),
      };
    })
    .sort((a, b) => a.set.localeCompare(b.set) || a.name.localeCompare(b.name));
}

/** The operators that make sense for a column: < and > only where its values are numbers. */
export function operatorsFor(column: PropertyColumn): FilterOperator[] {
  return filterOperators.filter((op) => column.numeric || (op !== 'lt' && op !== 'gt'));
}

/** A number typed by a person: a decimal comma or point, spaces between thousands. */
export function parseNumber(text: string): number | null {
  const t = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t)) return null;
  return Number(t);
}

const same = (a: number, b: number) =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * The elements of a column whose value passes `op` against `text` (case and surrounding spaces
 * ignored; numbers compared as numbers, « 2,5 » = 2.5). `ne` keeps elements that have the
 * property with another value; `exists` those that have it with any value; a value that cannot
 * be read as a number matches no `lt`/`gt`.
 */
export function filterElements(column: PropertyColumn, op: FilterOperator, text: string): number[] {
  const wanted = text.trim().toLowerCase();
  const number = parseNumber(text);
  const test = (v: string | number | boolean | null): boolean => {
    if (op === 'exists') return v !== null && v !== '';
    if (v === null) return op === 'ne' && wanted !== '';
    if (op === 'lt' || op === 'gt')
      return typeof v === 'number' && number !== null && (op === 'lt' ? v < number : v > number);
    const equal =
      typeof v === 'number' && number !== null
        ? same(v, number)
        : String(v).toLowerCase() === wanted;
    if (op === 'eq') return equal;
    if (op === 'ne') return !equal;
    return String(v).toLowerCase().includes(wanted);
  };
  return column.elements.filter((_, i) => test(column.values[i]!));
}

/** The column's distinct values (the value field's suggestions), most frequent first. */
export function distinctValues(column: PropertyColumn, max = 50): string[] {
  const counts = new Map<string, number>();
  for (const v of column.values)
    if (v !== null && v !== '') counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([v]) => v);
}
