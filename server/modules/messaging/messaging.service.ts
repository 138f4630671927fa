import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { isManufacturerType } from '../../../src/api/contract/audience';
import { MESSAGE_EDIT_WINDOW_MS, type Conversation } from '../../../src/api/contract/messaging';
import type { Db } from '../../db/client';
import { messageAttachments, notifications } from '../../db/schema/messaging';
import { orders } from '../../db/schema/orders';
import { users, type UserRow } from '../../db/schema/users';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import { publishEvents } from '../events/publish';
import { usersRepository } from '../identity/users.repository';
import { notify } from '../notifications/notify';
import { isParty } from '../orders/orders.service';
import { toConversation } from './messaging.dto';
import {
  messagingRepository,
  otherOf,
  type ConversationRow,
  type MessageRow,
} from './messaging.repository';

const participants = (c: ConversationRow) => [c.userLow, c.userHigh];
const preview = (body: string) => (body.length > 120 ? `${body.slice(0, 117)}…` : body);

/** Conversations and messages between two users, and what each change tells them live. */
export function messagingService(db: Db) {
  const repo = messagingRepository(db);
  const people = usersRepository(db);

  async function conversation(userId: string, id: string): Promise<ConversationRow> {
    const c = await repo.conversationOf(userId, id);
    if (!c) throw new NotFoundError();
    return c;
  }

  /** A message of a conversation `userId` takes part in (anyone else: 404). */
  async function messageOf(userId: string, id: string) {
    const m = await repo.message(id);
    const c = m && (await repo.conversationOf(userId, m.conversationId));
    if (!m || !c) throw new NotFoundError();
    return { m, c };
  }

  /** Own, not deleted, within the edit window. */
  async function ownRecent(userId: string, id: string) {
    const found = await messageOf(userId, id);
    if (found.m.senderId !== userId || found.m.deletedAt) throw new ForbiddenError();
    if (Date.now() - found.m.createdAt.getTime() > MESSAGE_EDIT_WINDOW_MS)
      throw new ForbiddenError('errors.edit_window');
    return found;
  }

  async function present(userId: string, rows: ConversationRow[]): Promise<Conversation[]> {
    const ids = rows.map((c) => c.id);
    const others = rows.map((c) => otherOf(c, userId));
    const orderIds = rows.flatMap((c) => (c.orderId ? [c.orderId] : []));
    const [unread, last, blocks, userRows, numbers] = await Promise.all([
      repo.unreadCounts(userId, ids),
      repo.lastMessages(ids),
      repo.blockedPairs(userId),
      others.length ? db.select().from(users).where(inArray(users.id, others)) : [],
      repo.orderNumbers(orderIds),
    ]);
    const byId = new Map(userRows.map((u) => [u.id, u]));
    return rows.flatMap((c) => {
      const other = byId.get(otherOf(c, userId));
      if (!other) return [];
      return [
        toConversation(c, userId, other, {
          last: last.get(c.id),
          unread: unread.get(c.id) ?? 0,
          blocked: blocks.blocked.has(other.id),
          blockedByThem: blocks.blockedBy.has(other.id),
          orderNumber: c.orderId ? numbers.get(c.orderId) : undefined,
        }),
      ];
    });
  }

  return {
    conversation,
    messageOf,
    present,

    async list(userId: string) {
      return present(userId, await repo.listFor(userId));
    },

    async one(userId: string, id: string) {
      return (await present(userId, [await conversation(userId, id)]))[0]!;
    },

    /** Finds or opens the conversation with a complete account of either area. */
    async open(me: UserRow, participantId: string) {
      if (participantId === me.id)
        throw ValidationError.field('participantId', 'validation.message_self');
      const other = await people.findById(participantId);
      const complete =
        other && other.emailVerifiedAt && (other.status === 'A' || other.status === 'E');
      if (!complete) throw ValidationError.field('participantId', 'validation.exists');
      const { row, created } = await repo.findOrOpen(me.id, participantId);
      return { conversation: (await present(me.id, [row]))[0]!, created };
    },

    /**
     * The conversation of an order, for either of its parties (anyone else, and the manufacturer
     * while the order is a draft: 404), opened on first use.
     */
    async openForOrder(me: UserRow, orderId: string) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order || !isParty(order, me.id)) throw new NotFoundError();
      // A draft is the professional's alone: there is nobody to talk to yet.
      if (order.state === 'draft') throw new ConflictError();
      const { row, created } = await repo.findOrOpenForOrder(
        order.id,
        order.professionalId,
        order.manufacturerId,
      );
      return { conversation: (await present(me.id, [row]))[0]!, created };
    },

    async send(sender: UserRow, c: ConversationRow, body: string, attachmentIds: string[]) {
      const other = otherOf(c, sender.id);
      if (await repo.blocks(other, sender.id)) throw new ForbiddenError('errors.blocked');
      const attached = await repo.attachmentsOf(sender.id, attachmentIds);
      if (attached.length !== new Set(attachmentIds).size)
        throw ValidationError.field('attachments', 'validation.exists');
      const recipient = await people.findById(other);
      const area = recipient && isManufacturerType(recipient.type) ? 'fab' : 'pro';
      // Nothing but `tx` inside: on PGlite another query would wait for this transaction.
      const message = await db.transaction(async (tx) => {
        const m = await repo.insertMessage(tx, {
          conversationId: c.id,
          senderId: sender.id,
          body,
          attachments: attached.map((a) => ({
            id: a.id,
            name: a.name,
            size: a.size,
            content_type: a.contentType,
          })),
        });
        if (attached.length)
          await tx
            .update(messageAttachments)
            .set({ messageId: m.id })
            .where(inArray(messageAttachments.id, attachmentIds));
        await publishEvents(tx, participants(c), 'message.created', {
          conversation_id: c.id,
          message_id: m.id,
          sender_id: sender.id,
        });
        // One unread « new message » notification per conversation is enough.
        const [already] = await tx
          .select({ id: notifications.id })
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, other),
              eq(notifications.type, 'message_received'),
              isNull(notifications.readAt),
              sql`${notifications.data}->>'conversation_id' = ${c.id}`,
            ),
          );
        if (!already) {
          await notify(tx, {
            userId: other,
            type: 'message_received',
            data: {
              conversation_id: c.id,
              sender: `${sender.firstName} ${sender.lastName}`.trim(),
              preview: preview(body || attached.map((a) => a.name).join(', ')),
            },
            link: c.orderId ? `/${area}/orders/${c.orderId}/order` : `/${area}/messages?c=${c.id}`,
          });
        }
        return m;
      });
      return message;
    },

    async edit(
      userId: string,
      id: string,
      body: string,
    ): Promise<{ m: MessageRow; c: ConversationRow }> {
      const { c } = await ownRecent(userId, id);
      const m = await repo.updateMessage(id, { body, editedAt: new Date() });
      await publishEvents(db, participants(c), 'message.updated', {
        conversation_id: c.id,
        message_id: id,
      });
      return { m, c };
    },

    async remove(userId: string, id: string): Promise<void> {
      const { c } = await ownRecent(userId, id);
      await repo.updateMessage(id, { deletedAt: new Date() });
      await publishEvents(db, participants(c), 'message.deleted', {
        conversation_id: c.id,
        message_id: id,
      });
    },

    async markRead(userId: string, c: ConversationRow) {
      const at = new Date();
      await repo.markRead(c, userId, at);
      // The « new message » notification of this conversation is read with it.
      await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.type, 'message_received'),
            isNull(notifications.readAt),
            sql`${notifications.data}->>'conversation_id' = ${c.id}`,
          ),
        );
      await publishEvents(db, participants(c), 'conversation.read', {
        conversation_id: c.id,
        user_id: userId,
        read_at: at.toISOString(),
      });
    },

    async typing(userId: string, c: ConversationRow) {
      await publishEvents(db, [otherOf(c, userId)], 'conversation.typing', {
        conversation_id: c.id,
        user_id: userId,
      });
    },

    async setBlocked(userId: string, c: ConversationRow, blocked: boolean) {
      const other = otherOf(c, userId);
      if (blocked) await repo.block(userId, other);
      else await repo.unblock(userId, other);
      await publishEvents(db, participants(c), 'invalidate', { keys: [['conversations']] });
    },
  };
}
