import type { Access, AccessRole } from '../../../src/api/contract/access';
import type { CollaboratorRole } from '../../../src/api/contract/projects';
import type { SharePermission } from '../../../src/api/contract/shares';
import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { accessRepository, type ChainLink } from './access.repository';

export type ProjectRole = 'owner' | CollaboratorRole;
/** What a call needs; `read` is implied by any access at all. */
export type Need = 'read' | 'edit' | 'share' | 'manage' | 'delete_project' | 'download';

/** The capabilities of each role (documented on `accessSchema`). */
export function accessOf(role: AccessRole, permission?: SharePermission): Access {
  const rank = { recipient: 0, viewer: 1, editor: 2, admin: 3, owner: 4 }[role];
  return {
    role,
    can_edit: rank >= 2,
    can_share: rank >= 2,
    can_manage: rank >= 3,
    can_delete_project: rank === 4,
    can_download: role === 'recipient' ? permission === 'download' : true,
  };
}

/** Someone with no access at all gets 404 (the resource's existence is not revealed); someone with too little, 403. */
function allow(access: Access | null, need: Need): Access {
  if (!access) throw new NotFoundError();
  if (need !== 'read' && !access[`can_${need}`]) throw new ForbiddenError();
  return access;
}

/**
 * Access checks for projects, folders, files and versions: the owner and collaborators by
 * project role; named share recipients read the shared file, or the shared folder and all
 * below it (the best live share wins). Every route goes through here.
 */
export function accessControl(db: Db) {
  const repo = accessRepository(db);

  async function projectRole(
    project: { id: string; ownerId: string },
    userId: string,
  ): Promise<ProjectRole | null> {
    if (project.ownerId === userId) return 'owner';
    return repo.memberRole(project.id, userId);
  }

  /** Project role, else the best named share on the file or a folder of the chain. */
  async function contentAccess(
    userId: string,
    projectId: string,
    chain: ChainLink[],
    fileId?: string,
  ): Promise<{ access: Access | null; sharedDepth: number | null }> {
    const project = await repo.project(projectId);
    if (!project) return { access: null, sharedDepth: null };
    const role = await projectRole(project, userId);
    if (role) return { access: accessOf(role), sharedDepth: null };
    const found = await repo.recipientShares(userId, {
      fileId,
      folderIds: chain.map((c) => c.id),
    });
    if (found.length === 0) return { access: null, sharedDepth: null };
    const permission = found.some((s) => s.permission === 'download') ? 'download' : 'view';
    const depths = found.map((s) =>
      s.folderId ? chain.findIndex((c) => c.id === s.folderId) : -1,
    );
    return { access: accessOf('recipient', permission), sharedDepth: Math.max(...depths) };
  }

  return {
    projectRole,

    /** Projects are seen by their owner and collaborators only (recipients see the shared items). */
    async project(userId: string, projectId: string, need: Need) {
      const project = await repo.project(projectId);
      const role = project ? await projectRole(project, userId) : null;
      return { project: project!, access: allow(role ? accessOf(role) : null, need) };
    },

    async folder(userId: string, folderId: string, need: Need) {
      const folder = await repo.folder(folderId);
      if (!folder) throw new NotFoundError();
      const chain = await repo.chain(folderId);
      const { access, sharedDepth } = await contentAccess(userId, folder.projectId, chain);
      return { folder, chain, sharedDepth, access: allow(access, need) };
    },

    async file(userId: string, fileId: string, need: Need) {
      const file = await repo.file(fileId);
      if (!file) throw new NotFoundError();
      const chain = await repo.chain(file.folderId);
      const { access, sharedDepth } = await contentAccess(userId, file.projectId, chain, file.id);
      return { file, chain, sharedDepth, access: allow(access, need) };
    },
  };
}

export type AccessControl = ReturnType<typeof accessControl>;

/**
 * Breadcrumbs from the root to the folder of `chain` (depth 0). A recipient sees them from the
 * folder they were given (`sharedDepth`), or none for a single shared file (-1).
 */
export function pathOf(chain: ChainLink[], sharedDepth: number | null) {
  const visible = sharedDepth === null ? chain : chain.slice(0, sharedDepth + 1);
  return visible.map((c) => ({ id: c.id, name: c.name })).reverse();
}

/**
 * For other modules (viewer annotations, viewpoints, BCF topics, tasks): what `userId` may do
 * with one file version. Null when the version does not exist or the user has no access at all.
 * `canWrite` follows the project role (editors, admins, owner); `access.role` lets a caller
 * decide otherwise (e.g. let viewers comment).
 */
export async function fileVersionAccess(
  db: Db,
  userId: string,
  versionId: string,
): Promise<{
  projectId: string;
  fileId: string;
  versionId: string;
  number: number;
  access: Access;
  canRead: boolean;
  canWrite: boolean;
} | null> {
  const version = await accessRepository(db).version(versionId);
  if (!version) return null;
  try {
    const { file, access } = await accessControl(db).file(userId, version.fileId, 'read');
    return {
      projectId: file.projectId,
      fileId: file.id,
      versionId: version.id,
      number: version.number,
      access,
      canRead: true,
      canWrite: access.can_edit,
    };
  } catch (err) {
    if (err instanceof NotFoundError) return null;
    throw err;
  }
}

/** Throws 404 (no access or no such version) or 403 (read-only access asked to write). */
export async function requireFileVersion(
  db: Db,
  userId: string,
  versionId: string,
  need: 'read' | 'write',
) {
  const found = await fileVersionAccess(db, userId, versionId);
  if (!found) throw new NotFoundError();
  if (need === 'write' && !found.canWrite) throw new ForbiddenError();
  return found;
}
