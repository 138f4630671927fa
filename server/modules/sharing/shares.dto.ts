import { inArray } from 'drizzle-orm';
import type { Share } from '../../../src/api/contract/shares';
import type { Db } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { filesRepository, type FileWithCurrent } from '../files/files.repository';
import { foldersRepository, type FolderWithCount } from '../projects/folders.repository';
import { personOf, type People } from '../projects/people';
import type { ShareRow } from './shares.repository';

export type Targets = {
  files: Map<string, FileWithCurrent>;
  folders: Map<string, FolderWithCount>;
  projects: Map<string, string>;
};

/** The files, folders and project names that a list of shares points at, in a few queries. */
export async function loadTargets(db: Db, rows: ShareRow[]): Promise<Targets> {
  const fileIds = rows.flatMap((r) => (r.fileId ? [r.fileId] : []));
  const folderIds = [...new Set(rows.flatMap((r) => (r.folderId ? [r.folderId] : [])))];
  const projectIds = [...new Set(rows.map((r) => r.projectId))];
  const folderRepo = foldersRepository(db);
  const [fileRows, folderRows, projectRows] = await Promise.all([
    filesRepository(db).byIds([...new Set(fileIds)]),
    Promise.all(folderIds.map((id) => folderRepo.get(id))),
    projectIds.length
      ? db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(inArray(projects.id, projectIds))
      : Promise.resolve([]),
  ]);
  return {
    files: new Map(fileRows.map((f) => [f.id, f])),
    folders: new Map(folderRows.flatMap((f) => (f ? [[f.id, f] as const] : []))),
    projects: new Map(projectRows.map((p) => [p.id, p.name])),
  };
}

export const isExpired = (r: Pick<ShareRow, 'expiresAt'>, now = Date.now()): boolean =>
  r.expiresAt !== null && r.expiresAt.getTime() <= now;

export const peopleOfShare = (r: ShareRow) => [r.createdBy, r.recipientId];

/** `withToken`: the caller may manage this share (its creator, a project admin, the owner). */
export function toShare(
  r: ShareRow,
  targets: Targets,
  people: People,
  withToken: boolean,
  appUrl: string,
): Share {
  const targetId = (r.fileId ?? r.folderId)!;
  const name = r.fileId
    ? targets.files.get(r.fileId)?.name
    : targets.folders.get(r.folderId!)?.name;
  const token = withToken ? r.token : null;
  return {
    id: r.id,
    kind: r.kind,
    target: r.fileId ? 'file' : 'folder',
    project_id: r.projectId,
    file_id: r.fileId,
    folder_id: r.folderId,
    name: name ?? '',
    permission: r.permission,
    expires_at: r.expiresAt?.toISOString() ?? null,
    status: isExpired(r) ? 'expired' : 'active',
    token,
    url: token ? `${appUrl}/files/${targetId}/shares/${token}` : null,
    recipient: r.recipientEmail
      ? { email: r.recipientEmail, user: personOf(people, r.recipientId) }
      : null,
    created_by: personOf(people, r.createdBy)!,
    created_at: r.createdAt.toISOString(),
  };
}
