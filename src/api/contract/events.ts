import { z } from 'zod';

/**
 * What the event stream (GET api/events, text/event-stream) carries: each event's `event:`
 * name is one of these, its `data:` a JSON object, its `id:` a growing number (send it back as
 * Last-Event-ID to get what was missed).
 *
 * - `ready`: first event of a stream opened without Last-Event-ID (its id is where it starts).
 * - `message.created` / `message.updated` / `message.deleted`: `{ conversation_id, message_id }`.
 * - `conversation.read`: `{ conversation_id, user_id, read_at }` (a read receipt).
 * - `conversation.typing`: `{ conversation_id, user_id }`.
 * - `notification.created`: `{ id, type }`; `notifications.changed`: read or deleted elsewhere.
 * - `invalidate`: `{ keys: string[][] }`, query keys whose lists changed (a new file in a folder,
 *   an order changing state): open lists refresh.
 */
export const eventTypes = [
  'ready',
  'message.created',
  'message.updated',
  'message.deleted',
  'conversation.read',
  'conversation.typing',
  'notification.created',
  'notifications.changed',
  'invalidate',
] as const;
export type EventType = (typeof eventTypes)[number];

export const streamEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(eventTypes),
  data: z.record(z.string(), z.unknown()),
});
export type StreamEvent = z.infer<typeof streamEventSchema>;

export const eventsQuerySchema = z.object({
  /** The same as the Last-Event-ID header, for clients that cannot set it. */
  last_event_id: z.coerce.number().int().min(0).optional(),
});
