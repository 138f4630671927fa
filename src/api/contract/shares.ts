import { z } from 'zod';
import { fileSchema } from './files';
import { folderSchema } from './folders';
import { crumbSchema, personSchema } from './people';

export const shareKinds = ['link', 'user'] as const;
export type ShareKind = (typeof shareKinds)[number];
/** `view`: shown in the page and the viewers only; `download`: the original file may be downloaded too. */
export const sharePermissions = ['view', 'download'] as const;
export const sharePermissionSchema = z.enum(sharePermissions);
export type SharePermission = z.infer<typeof sharePermissionSchema>;

/**
 * A new share. `kind: link` makes a public link (its `token` has 256 random bits); `kind: user`
 * shares with `email` (an account, or an address that gets it once registered). `expires_at`
 * (ISO date-time, future; `expiresAt` is accepted too) ends it; null: no expiry; absent: the
 * project's default link expiry (parameters) for a link, no expiry for a person.
 */
export const createShareBodySchema = z
  .object({
    kind: z.enum(shareKinds),
    email: z.string().trim().pipe(z.email('validation.email')).optional(),
    permission: sharePermissionSchema.default('view'),
    expires_at: z.iso.datetime({ offset: true, error: 'validation.date' }).nullable().optional(),
    expiresAt: z.iso.datetime({ offset: true, error: 'validation.date' }).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.kind === 'user' && !b.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.required' });
    const expiry = b.expires_at ?? b.expiresAt;
    if (expiry && Date.parse(expiry) <= Date.now())
      ctx.addIssue({ code: 'custom', path: ['expires_at'], message: 'validation.future' });
  })
  // Absent: the project's default expiry for a link (its parameters), none for a person.
  .transform(({ expiresAt, expires_at, ...rest }) => ({
    ...rest,
    expires_at: expires_at !== undefined ? expires_at : expiresAt,
  }));

export const shareSchema = z.object({
  id: z.uuid(),
  kind: z.enum(shareKinds),
  target: z.enum(['file', 'folder']),
  project_id: z.uuid(),
  file_id: z.uuid().nullable(),
  folder_id: z.uuid().nullable(),
  /** Name of the shared file or folder. */
  name: z.string(),
  permission: sharePermissionSchema,
  expires_at: z.string().nullable(),
  status: z.enum(['active', 'expired']),
  /** Link shares, for those who may manage them (creator, project admins, owner); else null. */
  token: z.string().nullable(),
  /** The page to open: APP_URL/files/{id}/shares/{token}. Null when `token` is. */
  url: z.string().nullable(),
  recipient: z.object({ email: z.string(), user: personSchema.nullable() }).nullable(),
  created_by: personSchema,
  created_at: z.string(),
});
export type Share = z.infer<typeof shareSchema>;

/** A share with what it points at, for shared-with-me and shared-by-me. */
export const sharedEntrySchema = z.object({
  share: shareSchema,
  project: z.object({ id: z.uuid(), name: z.string() }),
  file: fileSchema.nullable(),
  folder: folderSchema.nullable(),
});
export type SharedEntry = z.infer<typeof sharedEntrySchema>;

/** What a public link shows about a file: no ids of people, no project internals. */
export const publicFileSchema = fileSchema.pick({
  id: true,
  name: true,
  kind: true,
  format: true,
  content_type: true,
  size: true,
  version: true,
  updated_at: true,
});
export type PublicFile = z.infer<typeof publicFileSchema>;

/** GET api/shares/{token}: the shared file, or one folder level of the shared folder (`?folder_id=` to go down). */
export const publicShareSchema = z.object({
  target: z.enum(['file', 'folder']),
  permission: sharePermissionSchema,
  expires_at: z.string().nullable(),
  shared_by: z.object({ first_name: z.string(), last_name: z.string() }),
  file: publicFileSchema.nullable(),
  folder: z
    .object({
      id: z.uuid(),
      name: z.string(),
      /** From the shared folder (first) to this one. */
      path: z.array(crumbSchema),
      folders: z.array(crumbSchema),
      files: z.array(publicFileSchema),
    })
    .nullable(),
});
export type PublicShare = z.infer<typeof publicShareSchema>;

export const publicShareQuerySchema = z.object({ folder_id: z.uuid().optional() });
export const publicDownloadQuerySchema = z.object({
  /** Required for a folder share: which file of the folder. */
  file_id: z.uuid().optional(),
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});
export const tokenParams = z.object({ token: z.string().min(16).max(100) });
