import * as W from 'web-ifc';

const inheritance = W.InheritanceDef as Record<number, Record<number, number[]>>;
const supertypes = new Map<number, Map<number, number[]>>();

/** `type` and every class it inherits from, in the schema's table (IfcWallStandardCase → IfcWall, IfcBuildingElement…). */
export function ancestorsOf(schema: number, type: number): number[] {
  let map = supertypes.get(schema);
  if (!map) {
    map = new Map();
    for (const [parent, children] of Object.entries(inheritance[schema] ?? {}))
      for (const child of children) {
        const list = map.get(child) ?? [];
        list.push(Number(parent));
        map.set(child, list);
      }
    supertypes.set(schema, map);
  }
  return [type, ...(map.get(type) ?? [])];
}
