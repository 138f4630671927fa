import type {
  CompareResult,
  ElementChange,
  PropertyChange,
} from '../../../src/api/contract/models';
import type { Db } from '../../db/client';
import { propertyMap } from './element-values';
import { elementsRepository } from './elements.repository';

/**
 * Compares two processed versions element by element, by GlobalId: added, removed, and among
 * the others those whose geometry (its fingerprint: shape, placement in the model's own
 * coordinates, colour) or properties (every value of the property tabs) changed, with each
 * changed value. Elements without a GlobalId cannot be matched and are left out.
 */
export async function compareVersions(
  db: Db,
  from: { id: string; number: number },
  to: { id: string; number: number },
): Promise<CompareResult> {
  const repo = elementsRepository(db);
  const [before, after] = await Promise.all([repo.fingerprints(from.id), repo.fingerprints(to.id)]);
  const old = new Map(before.map((e) => [e.globalId!, e]));
  const changes: ElementChange[] = [];
  const propertyChanged: string[] = [];
  let unchanged = 0;
  for (const e of after) {
    const id = e.globalId!;
    const was = old.get(id);
    old.delete(id);
    const base = { global_id: id, class: e.ifcClass, name: e.name, property_changes: [] };
    if (!was) {
      changes.push({
        ...base,
        change: 'added',
        geometry: false,
        properties: false,
        from_index: null,
        to_index: e.elementIndex,
      });
      continue;
    }
    const geometry = was.geometryHash !== e.geometryHash;
    const properties = was.propertiesHash !== e.propertiesHash;
    if (!geometry && !properties) {
      unchanged++;
      continue;
    }
    if (properties) propertyChanged.push(id);
    changes.push({
      ...base,
      change: 'changed',
      geometry,
      properties,
      from_index: was.elementIndex,
      to_index: e.elementIndex,
    });
  }
  for (const [id, e] of old)
    changes.push({
      global_id: id,
      class: e.ifcClass,
      name: e.name,
      change: 'removed',
      geometry: false,
      properties: false,
      from_index: e.elementIndex,
      to_index: null,
      property_changes: [],
    });

  if (propertyChanged.length > 0) {
    const [a, b] = await Promise.all([
      repo.properties(from.id, propertyChanged),
      repo.properties(to.id, propertyChanged),
    ]);
    const propsBefore = new Map(a.map((r) => [r.globalId!, r.properties]));
    const propsAfter = new Map(b.map((r) => [r.globalId!, r.properties]));
    for (const c of changes) {
      if (!c.properties) continue;
      const x = propsBefore.get(c.global_id);
      const y = propsAfter.get(c.global_id);
      if (x && y) c.property_changes = propertyDiff(propertyMap(x), propertyMap(y));
    }
  }
  const count = (test: (c: ElementChange) => boolean) => changes.filter(test).length;
  return {
    from: from.number,
    to: to.number,
    summary: {
      added: count((c) => c.change === 'added'),
      removed: count((c) => c.change === 'removed'),
      geometry: count((c) => c.geometry),
      properties: count((c) => c.properties),
      unchanged,
    },
    changes,
  };
}

function propertyDiff(
  before: ReturnType<typeof propertyMap>,
  after: ReturnType<typeof propertyMap>,
): PropertyChange[] {
  const out: PropertyChange[] = [];
  for (const [key, b] of after) {
    const a = before.get(key);
    if (a?.text !== b.text)
      out.push({ group: b.group, name: b.name, before: a?.text ?? null, after: b.text });
  }
  for (const [key, a] of before)
    if (!after.has(key)) out.push({ group: a.group, name: a.name, before: a.text, after: null });
  return out;
}
