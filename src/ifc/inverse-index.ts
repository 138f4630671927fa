import * as WebIFC from 'web-ifc';

/** web-ifc's schema tables (exported by its ifc-schema module, typed `any` there). */
type InverseDef = [name: string, relType: number, attrIndex: number, isSet: boolean];
const inverseDefs = WebIFC.InversePropertyDef as Record<number, Record<number, InverseDef[]>>;
const inheritance = WebIFC.InheritanceDef as Record<number, Record<number, number[]>>;

type Ref = { type: 5; value: number };

/** The index of a model's schema in web-ifc's tables (1 IFC2X3, 2 IFC4, 3 IFC4X3…), or -1. */
export function schemaIndex(api: WebIFC.IfcAPI, modelId: number): number {
  const schema = api.GetModelSchema(modelId);
  return (WebIFC.SchemaNames as string[][]).findIndex((names) => names?.includes(schema));
}

/** Every entity type that is `type` or a subtype of it, in the model's schema. */
export function subtypesOf(schema: number, type: number): number[] {
  return [type, ...(inheritance[schema]?.[type] ?? [])];
}

/**
 * Inverse attributes (IsDefinedBy, HasAssociations, ContainedInStructure…) for a whole model,
 * each relation type read once. web-ifc computes them per GetLine call by scanning every
 * relation of the type: fine for one element clicked in the viewer, minutes for every element
 * of a large model. Same order as web-ifc's (relation types as its table lists them, lines in
 * model order), so the properties read are the same.
 */
export class InverseIndex {
  private readonly schema: number;
  private readonly maps = new Map<string, Map<number, number[]>>();

  constructor(
    private readonly api: WebIFC.IfcAPI,
    private readonly modelId: number,
  ) {
    this.schema = schemaIndex(api, modelId);
  }

  /** Sets the inverse attributes of `line` as web-ifc's GetLine(…, inverse = true) would. */
  fill(line: { type: number } & Record<string, unknown>, id: number): void {
    const defs = inverseDefs[this.schema]?.[line.type];
    if (!defs) return;
    for (const [name, relType, attrIndex, isSet] of defs) {
      const found = this.map(relType, attrIndex).get(id) ?? [];
      const refs: Ref[] = found.map((value) => ({ type: 5, value }));
      line[name] = isSet ? refs : (refs[0] ?? null);
    }
  }

  private map(relType: number, attrIndex: number): Map<number, number[]> {
    const key = `${relType}:${attrIndex}`;
    let map = this.maps.get(key);
    if (map) return map;
    map = new Map();
    const { api, modelId } = this;
    for (const type of subtypesOf(this.schema, relType)) {
      const ids = api.GetLineIDsWithType(modelId, type);
      for (let i = 0; i < ids.size(); i++) {
        const relId = ids.get(i);
        const raw = api.GetRawLineData(modelId, relId) as { arguments?: unknown[] };
        const arg = raw.arguments?.[attrIndex];
        for (const item of Array.isArray(arg) ? arg : [arg]) {
          const target = refValue(item);
          if (target === null) continue;
          const list = map.get(target);
          if (!list) map.set(target, [relId]);
          else if (list.at(-1) !== relId) list.push(relId);
        }
      }
    }
    this.maps.set(key, map);
    return map;
  }
}

function refValue(v: unknown): number | null {
  if (typeof v !== 'object' || v === null) return null;
  const t = v as { type?: number; value?: unknown };
  return t.type === 5 && typeof t.value === 'number' ? t.value : null;
}
