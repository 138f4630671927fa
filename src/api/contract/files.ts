import { z } from 'zod';
import { accessSchema } from './access';
import { fileProcessingSchema } from './models';
import { crumbSchema, entryNameSchema, personSchema } from './people';

/** What a file is, for icons and for which viewer opens it (ifc → IFC viewer; gltf, obj → mesh viewer). */
export const fileKinds = ['ifc', 'gltf', 'obj', 'pdf', 'image', 'office', 'bcf'] as const;
export const fileKindSchema = z.enum(fileKinds);
export type FileKind = z.infer<typeof fileKindSchema>;

/** The exact format, recognised from the content (not only the name). */
export const fileFormats = [
  'ifc',
  'ifczip',
  'ifcxml',
  'gltf',
  'glb',
  'obj',
  'pdf',
  'png',
  'jpeg',
  'gif',
  'webp',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
  'odt',
  'ods',
  'odp',
  'bcf',
] as const;
export const fileFormatSchema = z.enum(fileFormats);
export type FileFormat = z.infer<typeof fileFormatSchema>;

export const disciplines = [
  'architecture',
  'structure',
  'mep',
  'civil',
  'landscape',
  'other',
] as const;
export const disciplineSchema = z.enum(disciplines);
export type Discipline = z.infer<typeof disciplineSchema>;

/** One stored content of a file. `id` is stable: viewer data (annotations, BCF…) hangs on it. */
export const fileVersionSchema = z.object({
  id: z.uuid(),
  file_id: z.uuid(),
  /** 1, 2, 3… never reused, even after a version is deleted. */
  number: z.number().int(),
  size: z.number().int(),
  content_type: z.string(),
  format: fileFormatSchema,
  /** The name the file had on the uploader's disk. */
  original_name: z.string(),
  /** Hex SHA-256 of the content (also the download's ETag). */
  sha256: z.string(),
  comment: z.string().nullable(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  is_current: z.boolean(),
});
export type FileVersion = z.infer<typeof fileVersionSchema>;

/** A file as listed in a folder: its current (highest-numbered) version's size, type and number. */
export const fileSchema = z.object({
  id: z.uuid(),
  project_id: z.uuid(),
  folder_id: z.uuid(),
  name: z.string(),
  kind: fileKindSchema,
  format: fileFormatSchema,
  content_type: z.string(),
  size: z.number().int(),
  /** Number of the current version. */
  version: z.number().int(),
  version_id: z.uuid(),
  version_count: z.number().int(),
  discipline: disciplineSchema.nullable(),
  created_by: personSchema.nullable(),
  created_at: z.string(),
  /** Who last changed it (new version, rename, move) and when. */
  updated_by: personSchema.nullable(),
  updated_at: z.string(),
  /**
   * The current version's processing (IFC files, in folder lists and the file's details; null
   * for other kinds): a processed model opens from the server, others parse in the browser.
   */
  processing: fileProcessingSchema.nullable().optional(),
});
export type ProjectFile = z.infer<typeof fileSchema>;

export const fileDetailSchema = fileSchema.extend({
  /** Folders from the root (or, for a recipient, from the shared folder) to the file's folder. */
  path: z.array(crumbSchema),
  access: accessSchema,
});
export type FileDetail = z.infer<typeof fileDetailSchema>;

/**
 * The import dialog's options, in the query string so they are checked before the upload
 * streams. `on_conflict` says what happens when the folder already holds a file of that name:
 * `version` adds a new version to it (default), `rename` keeps both (« name (2).ifc »), `fail`
 * answers 422.
 */
export const uploadQuerySchema = z.object({
  on_conflict: z.enum(['version', 'rename', 'fail']).default('version'),
  /** Name to give the file instead of the uploaded file's own name (same extension). */
  name: entryNameSchema.optional(),
  comment: z.string().trim().max(500, 'validation.too_long').optional(),
  discipline: disciplineSchema.optional(),
});
export const versionUploadQuerySchema = z.object({
  comment: z.string().trim().max(500, 'validation.too_long').optional(),
});

export const uploadResultSchema = z.object({
  file: fileSchema,
  version: fileVersionSchema,
  /** False when the upload became a new version of an existing file. */
  created: z.boolean(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** Rename (`name`, keeping the extension's format), move (`folder_id` of the same project), discipline. */
export const updateFileBodySchema = z
  .object({
    name: entryNameSchema.optional(),
    folder_id: z.uuid().optional(),
    discipline: disciplineSchema.nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), {
    path: ['name'],
    message: 'validation.required',
  });

/** `inline` shows PDF and images in the page (and feeds the viewers); `attachment` downloads. */
export const downloadQuerySchema = z.object({
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});

export const versionParams = z.object({ id: z.uuid(), n: z.coerce.number().int().min(1) });

/** Whether the caller follows a file (told of each new version someone else adds). */
export const fileFollowSchema = z.object({ following: z.boolean() });
export type FileFollow = z.infer<typeof fileFollowSchema>;
