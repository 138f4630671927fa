import { roleOf, type User } from '../../../src/api/contract/user';
import type { UserRow } from '../../db/schema/users';

/** The account as the API shows it: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    type: row.type,
    role: roleOf(row.type),
    status: row.status,
    email_verified_at: row.emailVerifiedAt?.toISOString() ?? null,
    language: row.language,
    phone: row.phone,
    // The key changes with every upload: as a version it makes a new avatar show at once (the
    // image itself is cached for a minute).
    avatar_url: row.avatarKey
      ? `/api/users/${row.id}/avatar?v=${row.avatarKey.split('/').pop()!.split('.')[0]}`
      : null,
    pending_email: row.pendingEmail,
    rejection_reason: row.rejectionReason,
    onboarding: row.onboarding ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
