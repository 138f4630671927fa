import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SharePermission } from '../../../src/api/contract/shares';
import type { Db } from '../../db/client';
import { fileVersions, files } from '../../db/schema/files';
import { folders, projectMembers, projects } from '../../db/schema/projects';
import { shares } from '../../db/schema/shares';
import { sqlRows } from './sql-rows';

export type ChainLink = { id: string; parent_id: string | null; name: string; depth: number };

/** The queries behind every access decision (access.ts). */
export function accessRepository(db: Db) {
  return {
    async project(projectId: string) {
      const [row] = await db.select().from(projects).where(eq(projects.id, projectId));
      return row;
    },
    async memberRole(projectId: string, userId: string) {
      const [row] = await db
        .select({ role: projectMembers.role })
        .from(projectMembers)
        .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)));
      return row?.role ?? null;
    },
    async folder(folderId: string) {
      const [row] = await db.select().from(folders).where(eq(folders.id, folderId));
      return row;
    },
    async file(fileId: string) {
      const [row] = await db.select().from(files).where(eq(files.id, fileId));
      return row;
    },
    async version(versionId: string) {
      const [row] = await db.select().from(fileVersions).where(eq(fileVersions.id, versionId));
      return row;
    },
    /** The folder and its ancestors, the folder itself at depth 0 and the root last. */
    chain(folderId: string): Promise<ChainLink[]> {
      return sqlRows<ChainLink>(
        db,
        sql`with recursive chain(id, parent_id, name, depth) as (
              select id, parent_id, name, 0 from folders where id = ${folderId}
              union all
              select f.id, f.parent_id, f.name, c.depth + 1
                from folders f join chain c on f.id = c.parent_id
            )
            select id, parent_id, name, depth from chain order by depth`,
      );
    },
    /** The live named shares giving `userId` this file (when given) or any of these folders. */
    recipientShares(
      userId: string,
      target: { fileId?: string; folderIds: string[] },
    ): Promise<{ permission: SharePermission; fileId: string | null; folderId: string | null }[]> {
      const targets = [
        ...(target.fileId ? [eq(shares.fileId, target.fileId)] : []),
        ...(target.folderIds.length ? [inArray(shares.folderId, target.folderIds)] : []),
      ];
      if (targets.length === 0) return Promise.resolve([]);
      return db
        .select({
          permission: shares.permission,
          fileId: shares.fileId,
          folderId: shares.folderId,
        })
        .from(shares)
        .where(
          and(
            eq(shares.kind, 'user'),
            eq(shares.recipientId, userId),
            or(isNull(shares.expiresAt), gt(shares.expiresAt, new Date())),
            or(...targets),
          ),
        );
    },
  };
}
