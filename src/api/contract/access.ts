import { z } from 'zod';

/**
 * What the signed-in user may do with a project, folder or file. `recipient` is someone a file
 * or folder was shared with by name (no project role).
 *
 * - viewer: read and download; editor: also upload, rename, move, delete and share;
 * - admin: also edit the project, its parameters and its collaborators; owner: also delete it.
 */
export const accessRoles = ['owner', 'admin', 'editor', 'viewer', 'recipient'] as const;
export const accessRoleSchema = z.enum(accessRoles);
export type AccessRole = z.infer<typeof accessRoleSchema>;

export const accessSchema = z.object({
  role: accessRoleSchema,
  can_edit: z.boolean(),
  can_share: z.boolean(),
  can_manage: z.boolean(),
  can_delete_project: z.boolean(),
  can_download: z.boolean(),
});
export type Access = z.infer<typeof accessSchema>;
