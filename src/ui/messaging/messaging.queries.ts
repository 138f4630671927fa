import { useQuery } from '@tanstack/react-query';
import { getConversation, listConversations } from '@/api/messaging.api';
import { unreadNotifications } from '@/api/notifications.api';

/** Query keys of messages and notifications, refreshed by the event stream (live-events.tsx). */
export const messagingKeys = {
  conversations: ['conversations'] as const,
  conversation: (id: string) => ['conversations', id] as const,
  messages: (id: string) => ['messages', id] as const,
  typing: (id: string) => ['typing', id] as const,
  notifications: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
};

export const useConversations = () =>
  useQuery({
    queryKey: messagingKeys.conversations,
    queryFn: ({ signal }) => listConversations(signal),
  });

export const useConversation = (id: string | null) =>
  useQuery({
    queryKey: messagingKeys.conversation(id ?? ''),
    queryFn: ({ signal }) => getConversation(id!, signal),
    enabled: !!id,
  });

export const useUnreadNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: messagingKeys.unread,
    queryFn: ({ signal }) => unreadNotifications(signal),
    enabled,
  });
