import type { Db } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { fileVersionAccess } from '../projects/access';

/** What the signed-in user may do with the viewer data of one file version. */
export type Scope = {
  userId: string;
  versionId: string;
  fileId: string;
  projectId: string;
  /** Project members (viewer and up) add annotations, viewpoints, topics, comments and tasks. */
  canContribute: boolean;
  /** Editors, admins and the owner also change or delete what others added. */
  canModerate: boolean;
};

/**
 * The viewer data of a file version follows the file's access rules (projects/access.ts): no
 * access at all is 404, a guest 401 (the access hook). Everyone who can read the file reads it;
 * project members contribute; people a file was shared with by name only read.
 */
export async function versionScope(
  db: Db,
  userId: string,
  versionId: string,
  need: 'read' | 'contribute',
): Promise<Scope> {
  const found = await fileVersionAccess(db, userId, versionId);
  if (!found) throw new NotFoundError();
  const scope: Scope = {
    userId,
    versionId,
    fileId: found.fileId,
    projectId: found.projectId,
    canContribute: found.access.role !== 'recipient',
    canModerate: found.canWrite,
  };
  if (need === 'contribute' && !scope.canContribute) throw new ForbiddenError();
  return scope;
}

/** Authors change their own items; moderators anyone's. */
export const canEdit = (scope: Scope, authorId: string | null): boolean =>
  scope.canModerate || (scope.canContribute && authorId === scope.userId);

export function requireEdit(scope: Scope, authorId: string | null): void {
  if (!canEdit(scope, authorId)) throw new ForbiddenError();
}
