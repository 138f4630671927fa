import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromCallback } from 'xstate';
import type { StreamEvent } from '@/api/contract/events';
import { openEventStream } from '@/api/events.api';
import {
  eventStreamMachine,
  type ConnectionInput,
  type EventStreamEvent,
} from '@/machines/event-stream.machine';
import { messagingKeys } from './messaging.queries';

const connection = fromCallback<EventStreamEvent, ConnectionInput>(({ input, sendBack }) =>
  openEventStream(input.lastEventId, {
    onOpen: () => sendBack({ type: 'stream.opened' }),
    onEvent: (event) => sendBack({ type: 'stream.event', event }),
    onError: () => sendBack({ type: 'stream.failed' }),
  }),
);

const TYPING_SHOWN_MS = 5_000;

/** What each event refreshes: open lists and counts follow without a reload. */
export function applyEvent(client: QueryClient, e: StreamEvent): void {
  const conversationId = typeof e.data.conversation_id === 'string' ? e.data.conversation_id : null;
  switch (e.type) {
    case 'message.created':
    case 'message.updated':
    case 'message.deleted':
    case 'conversation.read':
      void client.invalidateQueries({ queryKey: messagingKeys.conversations });
      if (conversationId)
        void client.invalidateQueries({ queryKey: messagingKeys.messages(conversationId) });
      if (e.type === 'conversation.read')
        void client.invalidateQueries({ queryKey: messagingKeys.notifications });
      break;
    case 'conversation.typing':
      if (conversationId) {
        const at = Date.now();
        client.setQueryData(messagingKeys.typing(conversationId), at);
        // « is typing » lasts a few seconds unless another typing event comes.
        setTimeout(() => {
          if (client.getQueryData(messagingKeys.typing(conversationId)) === at)
            client.setQueryData(messagingKeys.typing(conversationId), 0);
        }, TYPING_SHOWN_MS);
      }
      break;
    case 'notification.created':
    case 'notifications.changed':
      void client.invalidateQueries({ queryKey: messagingKeys.notifications });
      break;
    case 'invalidate':
      for (const key of (e.data.keys as unknown[][] | undefined) ?? [])
        void client.invalidateQueries({ queryKey: key });
      break;
    default:
      break;
  }
}

/**
 * The tab's event stream while a complete account is signed in: its actor (connecting → open →
 * retrying → offline) feeds TanStack Query. Returns whether the user should be told « offline ».
 */
export function useLiveEvents(): { offline: boolean } {
  const client = useQueryClient();
  const actor = useActorRef(eventStreamMachine.provide({ actors: { connection } }));
  useEffect(() => {
    const subs = [
      actor.on('event', (e) => applyEvent(client, e.event)),
      actor.on('resumed', () => {
        void client.invalidateQueries({ queryKey: messagingKeys.conversations });
        void client.invalidateQueries({ queryKey: ['messages'] });
        void client.invalidateQueries({ queryKey: messagingKeys.notifications });
      }),
    ];
    const online = () => actor.send({ type: 'network.online' });
    const offline = () => actor.send({ type: 'network.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      for (const s of subs) s.unsubscribe();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [actor, client]);
  return { offline: useSelector(actor, (s) => s.matches('offline')) };
}
