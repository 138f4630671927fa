import { and, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messageAttachments, messages, userBlocks } from '../../db/schema/messaging';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type AttachmentRow = typeof messageAttachments.$inferSelect;

/** The ordered pair a conversation is stored under. */
export const pairOf = (a: string, b: string) => (a < b ? { low: a, high: b } : { low: b, high: a });
export const otherOf = (c: ConversationRow, me: string) =>
  c.userLow === me ? c.userHigh : c.userLow;
export const readAtOf = (c: ConversationRow, userId: string) =>
  c.userLow === userId ? c.lowReadAt : c.highReadAt;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export function messagingRepository(db: Db) {
  return {
    /** The conversation if `userId` takes part in it (anyone else: undefined, so 404). */
    async conversationOf(userId: string, id: string): Promise<ConversationRow | undefined> {
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.id, id),
            or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)),
          ),
        );
      return row;
    },

    async findOrOpen(a: string, b: string): Promise<{ row: ConversationRow; created: boolean }> {
      const { low, high } = pairOf(a, b);
      const inserted = await db
        .insert(conversations)
        .values({ userLow: low, userHigh: high })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return { row: inserted[0], created: true };
      const [row] = await db
        .select()
        .from(conversations)
        .where(
          and(
            eq(conversations.userLow, low),
            eq(conversations.userHigh, high),
            isNull(conversations.orderId),
          ),
        );
      return { row: row!, created: false };
    },

    /** The conversation of an order between its two parties, opened on first use (race-free). */
    async findOrOpenForOrder(
      orderId: string,
      a: string,
      b: string,
    ): Promise<{ row: ConversationRow; created: boolean }> {
      const { low, high } = pairOf(a, b);
      const inserted = await db
        .insert(conversations)
        .values({ userLow: low, userHigh: high, orderId })
        .onConflictDoNothing()
        .returning();
      if (inserted[0]) return { row: inserted[0], created: true };
      const [row] = await db.select().from(conversations).where(eq(conversations.orderId, orderId));
      return { row: row!, created: false };
    },

    /** The numbers of the orders some conversations are about. */
    async orderNumbers(orderIds: string[]): Promise<Map<string, string>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(inArray(orders.id, orderIds));
      return new Map(rows.map((r) => [r.id, r.number]));
    },

    async listFor(userId: string): Promise<ConversationRow[]> {
      return db
        .select()
        .from(conversations)
        .where(or(eq(conversations.userLow, userId), eq(conversations.userHigh, userId)))
        .orderBy(desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`));
    },

    /** Unread messages per conversation: from the other participant, after `userId` last read. */
    async unreadCounts(userId: string, ids: string[]): Promise<Map<string, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: messages.conversationId, n: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(
          and(
            inArray(messages.conversationId, ids),
            ne(messages.senderId, userId),
            isNull(messages.deletedAt),
            sql`${messages.createdAt} > coalesce(case when ${conversations.userLow} = ${userId} then ${conversations.lowReadAt} else ${conversations.highReadAt} end, '-infinity')`,
          ),
        )
        .groupBy(messages.conversationId);
      return new Map(rows.map((r) => [r.id, Number(r.n)]));
    },

    async lastMessages(ids: string[]): Promise<Map<string, MessageRow>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([messages.conversationId])
        .from(messages)
        .where(inArray(messages.conversationId, ids))
        .orderBy(messages.conversationId, desc(messages.createdAt));
      return new Map(rows.map((r) => [r.conversationId, r]));
    },

    async page(
      conversationId: string,
      opts: { before?: MessageRow; limit: number; q?: string },
    ): Promise<MessageRow[]> {
      const conds = [eq(messages.conversationId, conversationId)];
      if (opts.before)
        conds.push(
          or(
            lt(messages.createdAt, opts.before.createdAt),
            and(eq(messages.createdAt, opts.before.createdAt), lt(messages.id, opts.before.id)),
          )!,
        );
      if (opts.q) {
        conds.push(ilike(messages.body, `%${escapeLike(opts.q)}%`));
        conds.push(isNull(messages.deletedAt));
      }
      return db
        .select()
        .from(messages)
        .where(and(...conds))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(opts.limit);
    },

    async message(id: string): Promise<MessageRow | undefined> {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row;
    },

    async insertMessage(
      tx: Db,
      values: Pick<MessageRow, 'conversationId' | 'senderId' | 'body' | 'attachments'>,
    ): Promise<MessageRow> {
      const [row] = await tx.insert(messages).values(values).returning();
      await tx
        .update(conversations)
        .set({ lastMessageAt: row!.createdAt })
        .where(eq(conversations.id, values.conversationId));
      return row!;
    },

    async updateMessage(id: string, set: Partial<MessageRow>): Promise<MessageRow> {
      const [row] = await db.update(messages).set(set).where(eq(messages.id, id)).returning();
      return row!;
    },

    async markRead(c: ConversationRow, userId: string, at: Date): Promise<ConversationRow> {
      const set = c.userLow === userId ? { lowReadAt: at } : { highReadAt: at };
      const [row] = await db
        .update(conversations)
        .set(set)
        .where(eq(conversations.id, c.id))
        .returning();
      return row!;
    },

    /** Whether `blocker` blocked `blocked`. */
    async blocks(blocker: string, blocked: string): Promise<boolean> {
      const [row] = await db
        .select({ b: userBlocks.blockerId })
        .from(userBlocks)
        .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)));
      return !!row;
    },

    async blockedPairs(userId: string): Promise<{ blocked: Set<string>; blockedBy: Set<string> }> {
      const rows = await db
        .select()
        .from(userBlocks)
        .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
      return {
        blocked: new Set(rows.filter((r) => r.blockerId === userId).map((r) => r.blockedId)),
        blockedBy: new Set(rows.filter((r) => r.blockedId === userId).map((r) => r.blockerId)),
      };
    },

    async block(blocker: string, blocked: string): Promise<void> {
      await db
        .insert(userBlocks)
        .values({ blockerId: blocker, blockedId: blocked })
        .onConflictDoNothing();
    },

    async unblock(blocker: string, blocked: string): Promise<void> {
      await db
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)));
    },

    async attachmentsOf(uploaderId: string, ids: string[]): Promise<AttachmentRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(messageAttachments)
        .where(
          and(
            inArray(messageAttachments.id, ids),
            eq(messageAttachments.uploaderId, uploaderId),
            isNull(messageAttachments.messageId),
          ),
        );
    },

    async attachment(id: string): Promise<AttachmentRow | undefined> {
      const [row] = await db.select().from(messageAttachments).where(eq(messageAttachments.id, id));
      return row;
    },

    /** Complete accounts other than `userId` whose name, company or e-mail matches. */
    async searchContacts(userId: string, q: string, limit = 20) {
      const like = `%${escapeLike(q)}%`;
      return db
        .select()
        .from(users)
        .where(
          and(
            ne(users.id, userId),
            inArray(users.status, ['A', 'E']),
            sql`${users.emailVerifiedAt} is not null`,
            q
              ? or(
                  ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
                  ilike(sql`${users.lastName} || ' ' || ${users.firstName}`, like),
                  ilike(users.email, like),
                  ilike(sql`coalesce(${users.onboarding}->>'company', '')`, like),
                )
              : undefined,
          ),
        )
        .orderBy(users.lastName, users.firstName)
        .limit(limit);
    },
  };
}
