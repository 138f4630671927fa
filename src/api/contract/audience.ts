import { z } from 'zod';
import type { AccountStatus, UserType } from './user';

/**
 * Who may call a route (issue 26): every server route declares one of these, and one hook
 * enforces it before validation. The client reads the same reasons to lead a refused user on.
 *
 * - `public`: anyone, guests too.
 * - `session`: any signed-in user, rejected and deactivated accounts too: the account (which
 *   tells them their status) and logout. Nothing else serves them.
 * - `signed-in`: a signed-in user anywhere in the sign-in chain (e-mail verification, onboarding
 *   and its reference helpers, profile settings); rejected and deactivated accounts get 403.
 * - `pro`: a complete account of the professional area (every non-manufacturer, admins too).
 * - `fab`: a complete account of a manufacturer.
 * - `member`: a complete account of either area.
 * - `admin`: a complete ADMIN or SUPER_ADMIN account (everyone else gets 404).
 */
export const audiences = [
  'public',
  'session',
  'signed-in',
  'pro',
  'fab',
  'member',
  'admin',
] as const;
export type Audience = (typeof audiences)[number];

/** Why a signed-in user was refused (403 `{ message, reason }`). */
export const accessReasons = [
  'email_unverified',
  'onboarding_required',
  'approval_pending',
  'rejected',
  'deactivated',
  'wrong_area',
] as const;
export type AccessReason = (typeof accessReasons)[number];

export const accessDeniedBodySchema = z.object({
  message: z.string(),
  reason: z.enum(accessReasons),
});

/**
 * What the account still lacks, in SPEC §2's order (authorised → e-mail validated → onboarding
 * completed → account verified), or null for a complete account. A decision by an administrator
 * comes first: a rejected or deactivated account is told so whatever else it lacks.
 *
 * Status E ("existed", SPEC §3) is an account carried over from the platform's previous version,
 * already reviewed there: it counts as approved, like A.
 */
export function accountBlock(account: {
  status: AccountStatus;
  emailVerified: boolean;
}): Exclude<AccessReason, 'wrong_area'> | null {
  if (account.status === 'D') return 'deactivated';
  if (account.status === 'R') return 'rejected';
  if (!account.emailVerified) return 'email_unverified';
  if (account.status === 'P') return 'onboarding_required';
  if (account.status === 'F') return 'approval_pending';
  return null;
}

/** SPEC §6: manufacturers work in /fab; every other user (admins too) is a professional. */
export const isManufacturerType = (type: UserType): boolean => type === 'MANUFACTURER';
export const isAdminType = (type: UserType): boolean => type === 'SUPER_ADMIN' || type === 'ADMIN';

/** Whether a complete account of this type belongs to the audience (`public`/`signed-in` always do). */
export function typeFitsAudience(type: UserType, audience: Audience): boolean {
  switch (audience) {
    case 'pro':
      return !isManufacturerType(type);
    case 'fab':
      return isManufacturerType(type);
    case 'admin':
      return isAdminType(type);
    default:
      return true;
  }
}
