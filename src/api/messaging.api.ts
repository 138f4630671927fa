import { z } from 'zod';
import {
  attachmentSchema,
  contactSchema,
  conversationSchema,
  messagePageSchema,
  messageReportSchema,
  messageSchema,
} from './contract/messaging';
import { http } from './http';
import { request, requestVoid } from './request';
import { searchParams } from './search-params';

const c = (id: string) => `api/conversations/${id}`;

export const listConversations = (signal?: AbortSignal) =>
  request(() => http.get('api/conversations', { signal }), z.array(conversationSchema));

export const getConversation = (id: string, signal?: AbortSignal) =>
  request(() => http.get(c(id), { signal }), conversationSchema);

/** Finds or opens the conversation with this user. */
export const openConversation = (participantId: string) =>
  request(() => http.post('api/conversations', { json: { participantId } }), conversationSchema);

/** Finds or opens the conversation of an order (its two parties only). */
export const openOrderConversation = (orderId: string) =>
  request(() => http.post(`api/orders/${orderId}/conversation`), conversationSchema);

export const listMessages = (
  id: string,
  opts: { before?: string; q?: string; limit?: number } = {},
  signal?: AbortSignal,
) =>
  request(
    () => http.get(`${c(id)}/messages`, { signal, searchParams: searchParams(opts) }),
    messagePageSchema,
  );

export const sendMessage = (id: string, body: string, attachments: string[] = []) =>
  request(() => http.post(`${c(id)}/messages`, { json: { body, attachments } }), messageSchema);

export const editMessage = (id: string, body: string) =>
  request(() => http.patch(`api/messages/${id}`, { json: { body } }), messageSchema);

export const deleteMessage = (id: string) => requestVoid(() => http.delete(`api/messages/${id}`));

export const listMessageReports = (signal?: AbortSignal) =>
  request(() => http.get('api/admin/message-reports', { signal }), z.array(messageReportSchema));

export const reportMessage = (id: string, reason: string) =>
  requestVoid(() => http.post(`api/messages/${id}/report`, { json: { reason } }));

export const markConversationRead = (id: string) => requestVoid(() => http.post(`${c(id)}/read`));

export const sendTyping = (id: string) => requestVoid(() => http.post(`${c(id)}/typing`));

export const setBlocked = (id: string, blocked: boolean) =>
  request(
    () => (blocked ? http.post(`${c(id)}/block`) : http.delete(`${c(id)}/block`)),
    conversationSchema,
  );

export const uploadAttachment = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return request(() => http.post('api/messages/attachments', { body: form }), attachmentSchema);
};

export const searchContacts = (q: string, signal?: AbortSignal) =>
  request(
    () => http.get('api/messages/contacts/search', { signal, searchParams: { q } }),
    z.array(contactSchema),
  );
