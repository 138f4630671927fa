import { inArray } from 'drizzle-orm';
import type { Person } from '../../../src/api/contract/people';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';

export type People = Map<string, Person>;

export const toPerson = (
  u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'avatarKey'>,
): Person => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  avatar_url: u.avatarKey ? `/api/users/${u.id}/avatar` : null,
});

/** Loads the people named by ids (creators, editors, owners…) in one query, for DTOs. */
export async function loadPeople(
  db: Db,
  ids: Iterable<string | null | undefined>,
): Promise<People> {
  const unique = [...new Set([...ids].filter((id): id is string => !!id))];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatarKey: users.avatarKey,
    })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, toPerson(r)]));
}

export const personOf = (people: People, id: string | null | undefined): Person | null =>
  (id && people.get(id)) || null;
