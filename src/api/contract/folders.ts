import { z } from 'zod';
import { accessSchema } from './access';
import { crumbSchema, entryNameSchema, personSchema } from './people';

/** A folder of a project's tree. The root (`parent_id` null, `is_root`) is named after nothing and cannot be renamed, moved or deleted. */
export const folderSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  parent_id: z.uuid().nullable(),
  name: z.string(),
  is_root: z.boolean(),
  /** Files directly in this folder. */
  file_count: z.number().int(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Folder = z.infer<typeof folderSchema>;

/**
 * One folder with its breadcrumbs (root first, this folder last; for a share recipient, from
 * the shared folder), its direct sub-folders and what the caller may do.
 */
export const folderDetailSchema = folderSchema.extend({
  path: z.array(crumbSchema),
  children: z.array(folderSchema),
  access: accessSchema,
});
export type FolderDetail = z.infer<typeof folderDetailSchema>;

export const createFolderBodySchema = z.object({
  name: entryNameSchema,
  /** Defaults to the project's root folder. */
  parent_id: z.uuid().optional(),
});

/** Rename (`name`), move (`parent_id`: a folder of the same project, not inside this one), or both. */
export const updateFolderBodySchema = z
  .object({ name: entryNameSchema.optional(), parent_id: z.uuid().optional() })
  .refine((b) => b.name !== undefined || b.parent_id !== undefined, {
    path: ['name'],
    message: 'validation.required',
  });
