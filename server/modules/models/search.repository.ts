import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { modelElements } from '../../db/schema/models';
import { sqlRows } from '../projects/sql-rows';

export type ProjectModel = {
  file_id: string;
  file_name: string;
  folder_id: string;
  version_id: string;
  number: number;
  state: string | null;
};

/** The project's IFC files with their current version and its processing state, by name. */
export function projectModels(db: Db, projectId: string): Promise<ProjectModel[]> {
  return sqlRows<ProjectModel>(
    db,
    sql`select f.id as file_id, f.name as file_name, f.folder_id, v.id as version_id, v.number,
          mv.state
        from files f
        join lateral (select id, number from file_versions where file_id = f.id
                      order by number desc limit 1) v on true
        left join model_versions mv on mv.version_id = v.id
        where f.project_id = ${projectId} and f.kind = 'ifc'
        order by lower(f.name)`,
  );
}

/** How many elements of each version match. */
export async function countsByVersion(
  db: Db,
  versionIds: string[],
  where: SQL | undefined,
): Promise<Map<string, number>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db
    .select({ versionId: modelElements.versionId, n: count() })
    .from(modelElements)
    .where(and(inArray(modelElements.versionId, versionIds), where))
    .groupBy(modelElements.versionId);
  return new Map(rows.map((r) => [r.versionId, r.n]));
}

export const versionOf = (versionId: string) => eq(modelElements.versionId, versionId);
