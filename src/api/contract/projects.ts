import { z } from 'zod';
import { accessSchema } from './access';
import { personSchema, withoutBidiControls } from './people';
import { paginated } from './reference';

export const projectStatuses = [
  'planned',
  'in_progress',
  'on_hold',
  'completed',
  'archived',
] as const;
export const projectStatusSchema = z.enum(projectStatuses);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** Roles a collaborator can be given; `owner` is the project's creator and is not a collaborator role. */
export const collaboratorRoles = ['viewer', 'editor', 'admin'] as const;
export const collaboratorRoleSchema = z.enum(collaboratorRoles);
export type CollaboratorRole = z.infer<typeof collaboratorRoleSchema>;

export const lengthUnits = ['mm', 'cm', 'm'] as const;

/** Project parameters (settings page): read by every collaborator, changed by admins and the owner. */
export const projectParametersSchema = z.object({
  /** Unit the viewers show measurements in. */
  length_unit: z.enum(lengthUnits),
  /** Whether public links may be created for this project's files and folders. */
  link_sharing: z.boolean(),
  /** Expiry proposed for a new link, in days; null proposes no expiry. */
  default_link_expiry_days: z.number().int().min(1).max(365).nullable(),
});
export type ProjectParameters = z.infer<typeof projectParametersSchema>;
export const defaultProjectParameters: ProjectParameters = {
  length_unit: 'm',
  link_sharing: true,
  default_link_expiry_days: 30,
};
export const updateProjectParametersBodySchema = projectParametersSchema.partial();

export const projectSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  wilaya_id: z.number().int().nullable(),
  /** `api/projects/{id}/cover?v=…` (changes with the image), or null. */
  cover_url: z.string().nullable(),
  /** Calendar dates, `YYYY-MM-DD`. */
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: projectStatusSchema,
  owner: personSchema,
  /** Files at the project's top level live in this folder. */
  root_folder_id: z.uuid(),
  file_count: z.number().int(),
  folder_count: z.number().int(),
  /** Bytes of every stored version. */
  size: z.number().int(),
  /** Collaborators, owner included, pending invitations excluded. */
  member_count: z.number().int(),
  parameters: projectParametersSchema,
  access: accessSchema,
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: personSchema.nullable(),
});
export type Project = z.infer<typeof projectSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.too_long')
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));
const optionalDate = z.iso.date('validation.date').nullable().optional();

/** A project's name, as the project form and BCF-API's PUT project take it. */
export const projectNameSchema = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(120, 'validation.too_long')
  .refine(withoutBidiControls, 'validation.bidi');

const projectFields = {
  name: projectNameSchema,
  description: optionalText(2000),
  address: optionalText(300),
  wilaya_id: z.number().int().min(1).nullable().optional(),
  start_date: optionalDate,
  end_date: optionalDate,
  status: projectStatusSchema.optional(),
};

const datesInOrder = (b: { start_date?: string | null; end_date?: string | null }) =>
  !b.start_date || !b.end_date || b.start_date <= b.end_date;

export const createProjectBodySchema = z
  .object(projectFields)
  .refine(datesInOrder, { path: ['end_date'], message: 'validation.end_before_start' });

export const updateProjectBodySchema = z
  .object(projectFields)
  .partial()
  .refine(datesInOrder, { path: ['end_date'], message: 'validation.end_before_start' });

export const projectSorts = ['updated_at', 'created_at', 'name'] as const;
export const projectsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: projectStatusSchema.optional(),
  /** `owned`: mine; `shared`: projects I collaborate on; `all` (default): both. */
  scope: z.enum(['all', 'owned', 'shared']).default('all'),
  sort: z.enum(projectSorts).default('updated_at'),
  order: z.enum(['asc', 'desc']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});
export const projectsPageSchema = paginated(projectSchema);
