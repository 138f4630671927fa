import type * as W from 'web-ifc';
import { Lines } from './ifc-lines';
import { readElementProperties } from './ifc-properties';
import type { ModelUnits } from './ifc-units';
import { InverseIndex } from './inverse-index';
import { tableFromProperties, type PropertyColumn } from './property-table';

/**
 * Every element's properties as the property filter's columns (property-table.ts), read once for
 * the whole model: lines with inverse attributes from an index built once (web-ifc's own would
 * scan every relation for each element). `expressIds[i]` is element i's line.
 */
export function readPropertyTable(
  api: W.IfcAPI,
  modelId: number,
  expressIds: readonly number[],
  units: ModelUnits,
): PropertyColumn[] {
  const lines = new Lines(api, modelId, new InverseIndex(api, modelId));
  function* entries() {
    for (let element = 0; element < expressIds.length; element++) {
      const id = expressIds[element];
      if (id !== undefined) yield [element, readElementProperties(lines, id, units)] as const;
    }
  }
  return tableFromProperties(entries());
}
