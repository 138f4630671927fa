import * as W from 'web-ifc';
import type { PropertyGroup } from '../api/contract/element-data';
import { isLine, type Line, type Lines, refId, scalar } from './ifc-lines';
import { quantityValue } from './ifc-properties';
import type { ModelUnits } from './ifc-units';
import type { ElementTakeoffInfo } from './takeoff-quantities';

/**
 * What the take-off needs of many elements at once: their quantity sets and their type's name.
 * The relations are read once for the whole model (reading each element's inverse attributes
 * would scan every relation per element), lines without their inverse attributes.
 */
export class QuantityReader {
  private quantitySets: Map<number, number[]> | null = null;
  private typeNames: Map<number, string> | null = null;

  constructor(
    private readonly lines: Lines,
    private readonly units: ModelUnits,
  ) {}

  read(expressIds: number[]): ElementTakeoffInfo[] {
    this.index();
    return expressIds.map((id) => {
      const line = this.line(id);
      const objectType = line ? String(scalar(line['ObjectType']) ?? '') : '';
      const quantities: PropertyGroup[] = (this.quantitySets!.get(id) ?? []).flatMap((qid) => {
        const set = this.line(qid);
        if (!set) return [];
        const properties = this.refs(set, 'Quantities').map((q) =>
          quantityValue(this.lines, q, this.units),
        );
        return [{ name: this.lines.text(set, 'Name') || 'IfcElementQuantity', properties }];
      });
      return { typeName: this.typeNames!.get(id) || objectType, quantities };
    });
  }

  private index(): void {
    if (this.quantitySets && this.typeNames) return;
    const { api, modelId } = this.lines;
    const sets = new Map<number, number[]>();
    const types = new Map<number, string>();
    const each = (type: number, fn: (rel: Line) => void) => {
      const ids = api.GetLineIDsWithType(modelId, type, true);
      for (let i = 0; i < ids.size(); i++) {
        const rel = this.line(ids.get(i));
        if (rel) fn(rel);
      }
    };
    each(W.IFCRELDEFINESBYPROPERTIES, (rel) => {
      const def = refId(rel['RelatingPropertyDefinition']);
      if (def === null || api.GetLineType(modelId, def) !== W.IFCELEMENTQUANTITY) return;
      for (const obj of this.ids(rel['RelatedObjects'])) {
        const list = sets.get(obj) ?? [];
        list.push(def);
        sets.set(obj, list);
      }
    });
    each(W.IFCRELDEFINESBYTYPE, (rel) => {
      const type = this.line(refId(rel['RelatingType']) ?? -1);
      const name = type ? this.lines.text(type, 'Name') : '';
      if (name) for (const obj of this.ids(rel['RelatedObjects'])) types.set(obj, name);
    });
    this.quantitySets = sets;
    this.typeNames = types;
  }

  private ids(v: unknown): number[] {
    return (Array.isArray(v) ? v : [v]).map(refId).filter((id) => id !== null);
  }

  private refs(line: Line, key: string): Line[] {
    return this.ids(line[key]).flatMap((id) => this.line(id) ?? []);
  }

  private line(id: number): Line | null {
    if (id < 0) return null;
    try {
      const raw: unknown = this.lines.api.GetLine(this.lines.modelId, id, false, false);
      return isLine(raw) ? raw : null;
    } catch {
      return null;
    }
  }
}
