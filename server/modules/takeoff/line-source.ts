import type { OrderLineInput } from '../../../src/api/contract/orders';
import type { OrderLineSource } from '../../../src/api/contract/takeoff';
import type { OrderLineRow } from '../../db/schema/orders';

/** A line's take-off as its columns (all null for a line from the library). */
export function sourceColumns(s: OrderLineInput['source']) {
  return {
    sourceFileId: s?.file_id ?? null,
    sourceVersion: s?.version ?? null,
    sourceGlobalIds: s ? [...new Set(s.global_ids)] : null,
    sourceGroup: s
      ? { ifc_class: s.group.ifc_class, name: s.group.name ?? null, key: s.group.key }
      : null,
    sourceKind: s?.quantity_kind ?? null,
    sourceMeasured: s?.measured ?? null,
    sourceComputed: s?.computed ?? null,
    sourceWastePercent: s?.waste_percent ?? null,
  };
}

/** A line's take-off as both parties read it (its GlobalIds counted, not listed). */
export const lineSource = (l: OrderLineRow): OrderLineSource | null =>
  l.sourceFileId && l.sourceVersion != null && l.sourceGroup && l.sourceKind
    ? {
        file_id: l.sourceFileId,
        version: l.sourceVersion,
        group: l.sourceGroup,
        quantity_kind: l.sourceKind,
        measured: l.sourceMeasured ?? 0,
        computed: l.sourceComputed ?? false,
        waste_percent: l.sourceWastePercent ?? 0,
        element_count: l.sourceGlobalIds?.length ?? 0,
      }
    : null;
