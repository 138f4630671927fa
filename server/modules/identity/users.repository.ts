import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type UserRow } from '../../db/schema/users';
import { forgetUser } from '../../lib/session-cache';
import { projectListsChanged } from '../projects/project-list-cache';

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

export function usersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(${users.email})`, normaliseEmail(email)));
      return row;
    },
    async insert(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db
        .insert(users)
        .values({ ...values, email: normaliseEmail(values.email) })
        .returning();
      return row!;
    },
    async update(id: string, patch: Partial<typeof users.$inferInsert>): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      // Sessions read with the old row must not vouch for it any longer (status, type, password).
      forgetUser(id);
      // Names and avatars are in other people's project lists (owner, last editor).
      projectListsChanged();
      return row!;
    },
  };
}
