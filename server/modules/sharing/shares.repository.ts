import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shares } from '../../db/schema/shares';

export type ShareRow = typeof shares.$inferSelect;

const live = () => or(isNull(shares.expiresAt), gt(shares.expiresAt, new Date()));

export function sharesRepository(db: Db) {
  return {
    async insert(values: typeof shares.$inferInsert): Promise<ShareRow> {
      const [row] = await db.insert(shares).values(values).returning();
      return row!;
    },
    async update(id: string, patch: Partial<typeof shares.$inferInsert>): Promise<ShareRow> {
      const [row] = await db.update(shares).set(patch).where(eq(shares.id, id)).returning();
      return row!;
    },
    async get(id: string): Promise<ShareRow | undefined> {
      const [row] = await db.select().from(shares).where(eq(shares.id, id));
      return row;
    },
    async byToken(token: string): Promise<ShareRow | undefined> {
      const [row] = await db.select().from(shares).where(eq(shares.token, token));
      return row;
    },
    /** An existing named share of this target with this address (re-sharing updates it). */
    async sameRecipient(target: { fileId?: string; folderId?: string }, email: string) {
      const [row] = await db
        .select()
        .from(shares)
        .where(
          and(
            eq(shares.kind, 'user'),
            eq(shares.recipientEmail, email),
            target.fileId
              ? eq(shares.fileId, target.fileId)
              : eq(shares.folderId, target.folderId!),
          ),
        );
      return row;
    },
    ofTarget(target: { fileId?: string; folderId?: string }): Promise<ShareRow[]> {
      return db
        .select()
        .from(shares)
        .where(
          target.fileId ? eq(shares.fileId, target.fileId) : eq(shares.folderId, target.folderId!),
        )
        .orderBy(desc(shares.createdAt));
    },
    withRecipient(userId: string): Promise<ShareRow[]> {
      return db
        .select()
        .from(shares)
        .where(and(eq(shares.kind, 'user'), eq(shares.recipientId, userId), live()))
        .orderBy(desc(shares.createdAt));
    },
    byCreator(userId: string): Promise<ShareRow[]> {
      return db
        .select()
        .from(shares)
        .where(eq(shares.createdBy, userId))
        .orderBy(desc(shares.createdAt));
    },
    async remove(id: string): Promise<void> {
      await db.delete(shares).where(eq(shares.id, id));
    },
  };
}
