import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { folders } from '../../db/schema/projects';
import { sqlRows } from './sql-rows';

export type FolderRow = typeof folders.$inferSelect;
export type FolderWithCount = FolderRow & { fileCount: number };

const fileCount = sql<number>`(select count(*) from files f where f.folder_id = "folders"."id")`
  .mapWith(Number)
  .as('file_count');

/** The ids of a folder and every folder below it. */
export const subtreeIds = (db: Db, folderId: string) =>
  sqlRows<{ id: string }>(
    db,
    sql`with recursive sub(id) as (
          select id from folders where id = ${folderId}
          union all
          select f.id from folders f join sub s on f.parent_id = s.id
        ) select id from sub`,
  ).then((rows) => rows.map((r) => r.id));

/** Storage keys of every version of every file in the folder's subtree. */
export async function subtreeStorageKeys(db: Db, folderId: string): Promise<string[]> {
  const rows = await sqlRows<{ key: string }>(
    db,
    sql`with recursive sub(id) as (
          select id from folders where id = ${folderId}
          union all
          select f.id from folders f join sub s on f.parent_id = s.id
        )
        select v.storage_key as key from file_versions v
          join files fi on fi.id = v.file_id
          where fi.folder_id in (select id from sub)`,
  );
  return rows.map((r) => r.key);
}

export function foldersRepository(db: Db) {
  const withCount = () => db.select({ folder: folders, fileCount }).from(folders);
  const flatten = (r: { folder: FolderRow; fileCount: number }): FolderWithCount => ({
    ...r.folder,
    fileCount: r.fileCount,
  });
  return {
    async ofProject(projectId: string): Promise<FolderWithCount[]> {
      const rows = await withCount()
        .where(eq(folders.projectId, projectId))
        .orderBy(asc(sql`lower(${folders.name})`));
      return rows.map(flatten);
    },
    async children(parentId: string): Promise<FolderRow[]> {
      return db
        .select()
        .from(folders)
        .where(eq(folders.parentId, parentId))
        .orderBy(asc(sql`lower(${folders.name})`));
    },
    async get(folderId: string): Promise<FolderWithCount | undefined> {
      const [row] = await withCount().where(eq(folders.id, folderId));
      return row ? flatten(row) : undefined;
    },
    async root(projectId: string): Promise<FolderRow | undefined> {
      const [row] = await db
        .select()
        .from(folders)
        .where(and(eq(folders.projectId, projectId), isNull(folders.parentId)));
      return row;
    },
    async create(values: typeof folders.$inferInsert): Promise<FolderRow> {
      const [row] = await db.insert(folders).values(values).returning();
      return row!;
    },
    async update(folderId: string, patch: Partial<typeof folders.$inferInsert>): Promise<void> {
      await db
        .update(folders)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(folders.id, folderId));
    },
  };
}
