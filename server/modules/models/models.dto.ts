import type { FileProcessing, Processing } from '../../../src/api/contract/models';
import type { ElementSummary } from '../../../src/api/contract/models';
import type { modelElements } from '../../db/schema/models';
import type { ModelVersionRow } from './models.repository';

/** A version's processing as the file table shows it; queued when no row exists yet. */
export function toFileProcessing(row: ModelVersionRow | undefined): FileProcessing {
  if (!row) return { state: 'queued', progress: 0, error: null };
  return {
    state: row.state,
    progress: row.state === 'ready' ? 1 : Math.max(0, Math.min(1, row.progress)),
    error:
      row.state === 'failed'
        ? { code: row.errorCode ?? 'processing-failed', detail: row.errorDetail }
        : null,
  };
}

export function toProcessing(number: number, row: ModelVersionRow | undefined): Processing {
  const ready = row?.state === 'ready';
  return {
    ...toFileProcessing(row),
    version: number,
    stats:
      ready && row
        ? {
            schema: row.schema ?? '',
            element_count: row.elementCount ?? 0,
            product_count: row.productCount ?? 0,
            mesh_count: row.meshCount ?? 0,
            triangles: row.triangles ?? 0,
            geometry_bytes: row.geometrySize ?? 0,
            duration_ms: row.durationMs ?? 0,
          }
        : null,
    updated_at: (row?.updatedAt ?? new Date()).toISOString(),
  };
}

type ElementRow = Pick<
  typeof modelElements.$inferSelect,
  'globalId' | 'expressId' | 'elementIndex' | 'ifcClass' | 'name' | 'category'
> & { properties?: typeof modelElements.$inferSelect.properties };

export function toElement(row: ElementRow): ElementSummary {
  return {
    global_id: row.globalId,
    express_id: row.expressId,
    element_index: row.elementIndex,
    class: row.ifcClass,
    name: row.name,
    category: row.category as ElementSummary['category'],
    ...(row.properties ? { properties: row.properties } : {}),
  };
}
