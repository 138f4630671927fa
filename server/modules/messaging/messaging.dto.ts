import type { Attachment, Conversation, Message } from '../../../src/api/contract/messaging';
import type { AttachmentRef } from '../../db/schema/messaging';
import type { UserRow } from '../../db/schema/users';
import { toPerson } from '../projects/people';
import { otherOf, readAtOf, type ConversationRow, type MessageRow } from './messaging.repository';

export const attachmentUrl = (id: string) => `/api/messages/attachments/${id}`;

const toAttachment = (a: AttachmentRef): Attachment => ({ ...a, url: attachmentUrl(a.id) });

/** A message as `viewer` sees it: a deleted one keeps its place, without its content. */
export function toMessage(m: MessageRow, viewer: string, theirReadAt: Date | null): Message {
  const deleted = m.deletedAt !== null;
  return {
    id: m.id,
    conversation_id: m.conversationId,
    sender_id: m.senderId,
    body: deleted ? '' : m.body,
    attachments: deleted ? [] : m.attachments.map(toAttachment),
    created_at: m.createdAt.toISOString(),
    edited_at: m.editedAt?.toISOString() ?? null,
    deleted,
    read: m.senderId === viewer ? !!theirReadAt && theirReadAt >= m.createdAt : null,
  };
}

export const companyOf = (u: Pick<UserRow, 'onboarding'>): string | null => {
  const c = (u.onboarding as { company?: unknown } | null)?.company;
  return typeof c === 'string' && c ? c : null;
};

export function toConversation(
  c: ConversationRow,
  viewer: string,
  other: UserRow,
  extra: {
    last?: MessageRow;
    unread: number;
    blocked: boolean;
    blockedByThem: boolean;
    orderNumber?: string;
  },
): Conversation {
  const theirReadAt = readAtOf(c, otherOf(c, viewer));
  return {
    id: c.id,
    participant: { ...toPerson(other), company: companyOf(other) },
    order: c.orderId ? { id: c.orderId, number: extra.orderNumber ?? '' } : null,
    last_message: extra.last ? toMessage(extra.last, viewer, theirReadAt) : null,
    unread: extra.unread,
    blocked: extra.blocked,
    blocked_by_them: extra.blockedByThem,
    their_read_at: theirReadAt?.toISOString() ?? null,
    updated_at: (c.lastMessageAt ?? c.createdAt).toISOString(),
  };
}
