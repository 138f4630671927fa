import type {
  ElementProperties,
  PropertyGroup,
  PropertyValue,
} from '../../../src/api/contract/element-data';
import type { SearchEntry } from '../../../src/api/contract/models';

/** A value as text (for compare and reports): numbers as written, with their unit. */
export function valueText(p: PropertyValue): string | null {
  if (p.value === null || p.value === '') return null;
  const unit = p.unit ? { m: ' m', m2: ' m²', m3: ' m³' }[p.unit] : '';
  return `${typeof p.value === 'number' ? +p.value.toPrecision(12) : String(p.value)}${unit}`;
}

/** Lower-cased, trimmed; numbers at 12 significant digits (so 3.0000000001 matches « 3 »). */
export function normalise(value: string | number | boolean): string {
  if (typeof value === 'number') return String(+value.toPrecision(12));
  return String(value).trim().toLowerCase();
}

type Entry = { group: string; name: string; value: PropertyValue };

/**
 * Every value of an element's property tabs, each with the group it is shown in (« Attributes »,
 * a property set, « Quantities / Qto_… », « Type / … », a material, « Classification »,
 * « Location »). The element's own express id is left out: it is not the same from one export
 * to the next, where GlobalIds are.
 */
export function propertyEntries(p: ElementProperties): Entry[] {
  const out: Entry[] = [];
  const groups = (prefix: string, list: PropertyGroup[]) => {
    for (const g of list)
      for (const value of g.properties)
        out.push({ group: prefix ? `${prefix} / ${g.name}` : g.name, name: value.name, value });
  };
  for (const value of p.attributes)
    if (value.name !== 'ExpressID') out.push({ group: 'Attributes', name: value.name, value });
  groups('', p.propertySets);
  groups('Quantities', p.quantities);
  if (p.typeObject) groups('Type', p.typeObject.groups);
  groups('Materials', p.materials);
  for (const value of p.classification)
    out.push({ group: 'Classification', name: value.name, value });
  p.spatial.forEach((s, i) =>
    out.push({
      group: 'Location',
      name: `${i + 1}. ${s.type}`,
      value: { name: s.type, value: s.name },
    }),
  );
  return out;
}

/** The entries as a map from « group / name » to their text, for fingerprints and diffs. */
export function propertyMap(
  p: ElementProperties,
): Map<string, { group: string; name: string; text: string | null }> {
  const map = new Map<string, { group: string; name: string; text: string | null }>();
  for (const e of propertyEntries(p)) {
    let key = `${e.group}\u0000${e.name}`;
    // A name repeated within one group (lists of materials…) keeps every value apart.
    for (let k = 2; map.has(key); k++) key = `${e.group}\u0000${e.name}\u0000${k}`;
    map.set(key, { group: e.group, name: e.name, text: valueText(e.value) });
  }
  return map;
}

/**
 * What searches match: every value with a text, its group and name as a search names them
 * (a property set's name, not the tab's), all lower-cased; numbers also as numbers (`x`).
 */
export function searchEntries(p: ElementProperties): SearchEntry[] {
  const out: SearchEntry[] = [];
  const seen = new Set<string>();
  const add = (group: string, v: PropertyValue) => {
    if (v.value === null || v.value === '') return;
    const entry: SearchEntry = { p: normalise(group), n: normalise(v.name), v: normalise(v.value) };
    if (typeof v.value === 'number') entry.x = v.value;
    const key = `${entry.p}\u0000${entry.n}\u0000${entry.v}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(entry);
  };
  for (const v of p.attributes) if (v.name !== 'ExpressID') add('attributes', v);
  for (const g of [...p.propertySets, ...p.quantities, ...(p.typeObject?.groups ?? [])])
    for (const v of g.properties) add(g.name, v);
  for (const g of p.materials) for (const v of g.properties) add(g.name, v);
  for (const v of p.classification) add('classification', v);
  return out;
}
