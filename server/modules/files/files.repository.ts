import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileVersions, files } from '../../db/schema/files';
import { NotFoundError } from '../../lib/errors';

export type FileRow = typeof files.$inferSelect;
export type VersionRow = typeof fileVersions.$inferSelect;
/** A file with its current (highest-numbered) version and how many versions it has. */
export type FileWithCurrent = FileRow & { current: VersionRow; versionCount: number };

export function filesRepository(db: Db) {
  const current = db
    .select()
    .from(fileVersions)
    .where(eq(fileVersions.fileId, sql.raw('"files"."id"')))
    .orderBy(desc(fileVersions.number))
    .limit(1)
    .as('current');
  const versionCount =
    sql<number>`(select count(*) from file_versions c where c.file_id = "files"."id")`
      .mapWith(Number)
      .as('version_count');

  const withCurrent = () =>
    db
      .select({
        file: files,
        current: {
          id: current.id,
          fileId: current.fileId,
          number: current.number,
          storageKey: current.storageKey,
          size: current.size,
          contentType: current.contentType,
          format: current.format,
          originalName: current.originalName,
          sha256: current.sha256,
          comment: current.comment,
          createdBy: current.createdBy,
          createdAt: current.createdAt,
        },
        versionCount,
      })
      .from(files)
      .innerJoinLateral(current, sql`true`);
  const flatten = (r: { file: FileRow; current: VersionRow; versionCount: number }) => ({
    ...r.file,
    current: r.current,
    versionCount: r.versionCount,
  });

  return {
    async inFolder(folderId: string): Promise<FileWithCurrent[]> {
      const rows = await withCurrent()
        .where(eq(files.folderId, folderId))
        .orderBy(asc(sql`lower(${files.name})`));
      return rows.map(flatten);
    },
    async get(fileId: string): Promise<FileWithCurrent | undefined> {
      const [row] = await withCurrent().where(eq(files.id, fileId));
      return row ? flatten(row) : undefined;
    },
    async byIds(ids: string[]): Promise<FileWithCurrent[]> {
      if (ids.length === 0) return [];
      const rows = await withCurrent().where(inArray(files.id, ids));
      return rows.map(flatten);
    },
    async findByName(folderId: string, name: string): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(
          and(eq(files.folderId, folderId), eq(sql`lower(${files.name})`, name.toLowerCase())),
        );
      return row;
    },
    async namesLike(folderId: string): Promise<Set<string>> {
      const rows = await db
        .select({ name: files.name })
        .from(files)
        .where(eq(files.folderId, folderId));
      return new Set(rows.map((r) => r.name.toLowerCase()));
    },
    versions(fileId: string): Promise<VersionRow[]> {
      return db
        .select()
        .from(fileVersions)
        .where(eq(fileVersions.fileId, fileId))
        .orderBy(desc(fileVersions.number));
    },
    async version(fileId: string, n: number): Promise<VersionRow | undefined> {
      const [row] = await db
        .select()
        .from(fileVersions)
        .where(and(eq(fileVersions.fileId, fileId), eq(fileVersions.number, n)));
      return row;
    },
    async storageKeys(fileId: string): Promise<string[]> {
      const rows = await db
        .select({ key: fileVersions.storageKey })
        .from(fileVersions)
        .where(eq(fileVersions.fileId, fileId));
      return rows.map((r) => r.key);
    },
    async update(fileId: string, patch: Partial<typeof files.$inferInsert>): Promise<void> {
      await db
        .update(files)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(files.id, fileId));
    },
  };
}

/** Inside the upload's transaction: a new file with version 1. */
export async function insertFileWithVersion(
  tx: Db,
  file: Omit<typeof files.$inferInsert, 'lastVersion'>,
  version: Omit<typeof fileVersions.$inferInsert, 'fileId' | 'number'>,
): Promise<{ file: FileRow; version: VersionRow }> {
  const [row] = await tx
    .insert(files)
    .values({ ...file, lastVersion: 1 })
    .returning();
  const [v] = await tx
    .insert(fileVersions)
    .values({ ...version, fileId: row!.id, number: 1 })
    .returning();
  return { file: row!, version: v! };
}

/** Inside the upload's transaction: the next number (the file row is locked by the update). */
export async function insertVersion(
  tx: Db,
  fileId: string,
  userId: string,
  version: Omit<typeof fileVersions.$inferInsert, 'fileId' | 'number'>,
): Promise<VersionRow> {
  const [file] = await tx
    .update(files)
    .set({
      lastVersion: sql`${files.lastVersion} + 1`,
      updatedAt: new Date(),
      updatedBy: userId,
    })
    .where(eq(files.id, fileId))
    .returning({ lastVersion: files.lastVersion });
  // Deleted while the new version was uploading.
  if (!file) throw new NotFoundError();
  const [v] = await tx
    .insert(fileVersions)
    .values({ ...version, fileId, number: file.lastVersion })
    .returning();
  return v!;
}
