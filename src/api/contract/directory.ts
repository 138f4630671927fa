import { z } from 'zod';
import { pageMetaSchema } from './reference';
import { userTypeSchema } from './user';

/** A name from the reference lists, in the reader's language. */
const namedRef = z.object({ id: z.number().int(), name: z.string() });

/**
 * A user as others see them (SPEC §2 "profile variants"): the professional variant carries job,
 * activity sector, studies and wilaya; the manufacturer variant its company, brands and
 * categories. Never the e-mail address or the phone number.
 */
export const publicProfileSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  type: userTypeSchema,
  variant: z.enum(['professional', 'manufacturer']),
  avatar_url: z.string().nullable(),
  company: z.string().nullable(),
  job: namedRef.nullable(),
  activity_sector: namedRef.nullable(),
  university: namedRef.nullable(),
  university_field: namedRef.nullable(),
  wilaya: namedRef.nullable(),
  website: z.string().nullable(),
  brands: z.array(namedRef),
  categories: z.array(namedRef),
  presentation: z.string().nullable(),
  /** Shown in the directory (a profile setting: off for professionals by default, on for manufacturers). */
  listed: z.boolean(),
  member_since: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const DIRECTORY_PAGE_SIZE = 24;

/** GET api/directory: listed, verified and approved accounts; every filter optional. */
export const directoryQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  variant: z.enum(['professional', 'manufacturer']).optional(),
  type: userTypeSchema.optional(),
  job_id: z.coerce.number().int().positive().optional(),
  activity_sector_id: z.coerce.number().int().positive().optional(),
  wilaya_id: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DirectoryQuery = z.output<typeof directoryQuerySchema>;

export const directoryPageSchema = z.object({
  data: z.array(publicProfileSchema),
  meta: pageMetaSchema,
});

/** PATCH api/profile/public: what the public profile says beyond the onboarding answers. */
export const updatePublicProfileBodySchema = z.object({
  presentation: z.string().trim().max(1000).nullable().optional(),
  listed: z.boolean().optional(),
});
