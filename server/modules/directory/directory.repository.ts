import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DirectoryQuery } from '../../../src/api/contract/directory';
import { DIRECTORY_PAGE_SIZE } from '../../../src/api/contract/directory';
import { registrableTypes } from '../../../src/api/contract/user';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';

const MANUFACTURER = 'MANUFACTURER' as const;
const professionalTypes = registrableTypes.filter((t) => t !== MANUFACTURER);

/** Listed: the user's choice, or by default manufacturers yes and professionals no. */
export const isListed = (u: Pick<UserRow, 'directoryListed' | 'type'>): boolean =>
  u.directoryListed ?? u.type === MANUFACTURER;

/** Who may appear at all: verified address, approved (or carried-over) account, not an admin. */
const visible = () =>
  and(
    isNotNull(users.emailVerifiedAt),
    inArray(users.status, ['A', 'E']),
    inArray(users.type, [...registrableTypes]),
  )!;

const listed = sql`coalesce(${users.directoryListed}, ${users.type} = ${MANUFACTURER})`;
const escapeLike = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const onboardingInt = (field: string) => sql`(${users.onboarding} ->> ${field})::int`;

export function directoryRepository(db: Db) {
  return {
    /** One page of the directory, newest members first within the filters. */
    async search(q: DirectoryQuery) {
      const conds: SQL[] = [visible(), sql`${listed}`];
      if (q.q) {
        const like = escapeLike(q.q);
        conds.push(
          or(
            ilike(users.firstName, like),
            ilike(users.lastName, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
            ilike(sql`coalesce(${users.onboarding} ->> 'company', '')`, like),
            ilike(sql`coalesce(${users.presentation}, '')`, like),
          )!,
        );
      }
      if (q.variant === 'manufacturer') conds.push(eq(users.type, MANUFACTURER));
      if (q.variant === 'professional') conds.push(inArray(users.type, professionalTypes));
      if (q.type) conds.push(eq(users.type, q.type));
      if (q.job_id) conds.push(sql`${onboardingInt('job_id')} = ${q.job_id}`);
      if (q.activity_sector_id)
        conds.push(sql`${onboardingInt('activity_sector_id')} = ${q.activity_sector_id}`);
      if (q.wilaya_id) conds.push(sql`${onboardingInt('wilaya_id')} = ${q.wilaya_id}`);
      const where = and(...conds);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), users.id)
          .limit(DIRECTORY_PAGE_SIZE)
          .offset((q.page - 1) * DIRECTORY_PAGE_SIZE),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A visible user (listed or not: the caller decides who may see an unlisted one). */
    async visibleById(id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), visible()));
      return row;
    },

    async updatePublic(id: string, patch: { presentation?: string | null; listed?: boolean }) {
      const [row] = await db
        .update(users)
        .set({
          ...(patch.presentation !== undefined ? { presentation: patch.presentation || null } : {}),
          ...(patch.listed !== undefined ? { directoryListed: patch.listed } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },
  };
}
