import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AccountStatus, UserType } from '../../../src/api/contract/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';

export const ADMIN_PAGE_SIZE = 20;

export function adminRepository(db: Db) {
  return {
    /** The review queue: oldest submission first, then the newest accounts; searchable by name or e-mail. */
    async listUsers(filter: { status?: AccountStatus; q?: string; type?: UserType; page: number }) {
      const conds: SQL[] = [];
      if (filter.status) conds.push(eq(users.status, filter.status));
      if (filter.type) conds.push(eq(users.type, filter.type));
      if (filter.q) {
        const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conds.push(
          or(ilike(users.email, like), ilike(users.firstName, like), ilike(users.lastName, like))!,
        );
      }
      const where = conds.length ? and(...conds) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(sql`${users.onboardedAt} asc nulls last`, desc(users.createdAt))
          .limit(ADMIN_PAGE_SIZE)
          .offset((filter.page - 1) * ADMIN_PAGE_SIZE),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
