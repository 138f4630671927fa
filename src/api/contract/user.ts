import { z } from 'zod';
import { languageSchema } from './languages';

/** SPEC §1: the seven user types. */
export const userTypes = [
  'SUPER_ADMIN',
  'ADMIN',
  'MANUFACTURER',
  'PROJECT_OWNER',
  'DESIGN_OFFICE',
  'PRODUCTION_COMPANY',
  'PROFESSOR_STUDENT',
] as const;
export const userTypeSchema = z.enum(userTypes);
export type UserType = z.infer<typeof userTypeSchema>;

/** Types a person may choose when registering (admins are made by admins). */
export const registrableTypes = [
  'MANUFACTURER',
  'PROJECT_OWNER',
  'DESIGN_OFFICE',
  'PRODUCTION_COMPANY',
  'PROFESSOR_STUDENT',
] as const satisfies readonly UserType[];

/**
 * SPEC §3: F finished onboarding (awaiting review), P pending (onboarding not done), R rejected,
 * A activated, D deactivated, E existed (an account carried over; treated as activated).
 */
export const accountStatuses = ['F', 'P', 'R', 'A', 'D', 'E'] as const;
export const accountStatusSchema = z.enum(accountStatuses);
export type AccountStatus = z.infer<typeof accountStatusSchema>;

/** SPEC §6: two effective roles, plus the admins who run the platform. */
export type Role = 'manufacturer' | 'professional' | 'admin';
export function roleOf(type: UserType): Role {
  if (type === 'MANUFACTURER') return 'manufacturer';
  if (type === 'SUPER_ADMIN' || type === 'ADMIN') return 'admin';
  return 'professional';
}

export const onboardingDataSchema = z.object({
  job_id: z.number().int().nullable().optional(),
  activity_sector_id: z.number().int().nullable().optional(),
  company: z.string().nullable().optional(),
  university_id: z.number().int().nullable().optional(),
  university_field_id: z.number().int().nullable().optional(),
  country: z.string().nullable().optional(),
  wilaya_id: z.number().int().nullable().optional(),
  phone: z.string().nullable().optional(),
  website: z.string().nullable().optional(),
  brand_ids: z.array(z.number().int()).optional(),
  category_ids: z.array(z.number().int()).optional(),
});
export type OnboardingData = z.infer<typeof onboardingDataSchema>;

/** The user as GET api/account returns it. */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  type: userTypeSchema,
  role: z.enum(['manufacturer', 'professional', 'admin']),
  status: accountStatusSchema,
  email_verified_at: z.string().nullable(),
  language: languageSchema,
  phone: z.string().nullable(),
  avatar_url: z.string().nullable(),
  pending_email: z.string().nullable(),
  /** The reason an administrator gave for rejecting (R) or deactivating (D) the account. */
  rejection_reason: z.string().nullable(),
  onboarding: onboardingDataSchema.nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** SPEC §2 guards, in order: authorised → e-mail validated → onboarding completed → account verified. */
export const isEmailVerified = (u: Pick<User, 'email_verified_at'>): boolean =>
  u.email_verified_at !== null;
export const isOnboarded = (u: Pick<User, 'status'>): boolean => u.status !== 'P';
export const isVerified = (u: Pick<User, 'status'>): boolean =>
  u.status === 'A' || u.status === 'E';
