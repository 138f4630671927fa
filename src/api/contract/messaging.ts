import { z } from 'zod';
import { personSchema } from './people';

/** How long a message may be edited or deleted by its sender. */
export const MESSAGE_EDIT_WINDOW_MS = 15 * 60_000;
export const MESSAGE_MAX_LENGTH = 5000;

export const attachmentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  /** GET it for the bytes (participants only); `?disposition=inline` for images and PDF. */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  conversation_id: z.uuid(),
  sender_id: z.uuid(),
  /** Plain text (never HTML); empty once deleted. */
  body: z.string(),
  attachments: z.array(attachmentSchema),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  deleted: z.boolean(),
  /** Whether the other participant has read it (own messages; null on theirs). */
  read: z.boolean().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  participant: personSchema.extend({ company: z.string().nullable() }),
  /** The order it is about (one conversation per order, between its two parties), or null. */
  order: z.object({ id: z.uuid(), number: z.string() }).nullable(),
  last_message: messageSchema.nullable(),
  unread: z.number().int(),
  /** You blocked them (they can't write to you) / they blocked you (you can't write). */
  blocked: z.boolean(),
  blocked_by_them: z.boolean(),
  /** When the other participant last read the conversation (read receipts). */
  their_read_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const openConversationBodySchema = z
  .object({ participantId: z.uuid().optional(), participant_id: z.uuid().optional() })
  .refine((b) => b.participantId ?? b.participant_id, {
    path: ['participantId'],
    message: 'validation.required',
  })
  .transform((b) => ({ participantId: (b.participantId ?? b.participant_id)! }));

export const sendMessageBodySchema = z
  .object({
    body: z.string().trim().max(MESSAGE_MAX_LENGTH, 'validation.too_long').default(''),
    /** Ids of attachments uploaded with POST api/messages/attachments. */
    attachments: z.array(z.uuid()).max(10).default([]),
  })
  .refine((b) => b.body.length > 0 || b.attachments.length > 0, {
    path: ['body'],
    message: 'validation.required',
  });

export const editMessageBodySchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(MESSAGE_MAX_LENGTH, 'validation.too_long'),
});

export const messagesQuerySchema = z.object({
  /** A message id: the page of messages older than it (infinite scroll back). */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  /** Search inside the conversation. */
  q: z.string().trim().max(200).optional(),
});

export const messagePageSchema = z.object({
  data: z.array(messageSchema),
  has_more: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const contactsQuerySchema = z.object({ q: z.string().trim().max(200).default('') });
export const contactSchema = personSchema.extend({
  company: z.string().nullable(),
  type: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const reportBodySchema = z.object({
  reason: z.string().trim().min(1, 'validation.required').max(1000, 'validation.too_long'),
});

/** A reported message as the administrators review it (GET api/admin/message-reports). */
export const messageReportSchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  created_at: z.string(),
  reporter: personSchema,
  message: z.object({
    id: z.uuid(),
    conversation_id: z.uuid(),
    body: z.string(),
    created_at: z.string(),
    deleted: z.boolean(),
    sender: personSchema,
  }),
});
export type MessageReport = z.infer<typeof messageReportSchema>;
