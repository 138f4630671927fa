import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '@/api/contract/events';
import { applyEvent } from './live-events';
import { messagingKeys } from './messaging.queries';

/** Which cached queries each event of the stream marks stale (open lists refetch them). */
function staleAfter(e: StreamEvent): string[] {
  const client = new QueryClient();
  for (const key of [
    messagingKeys.conversations,
    messagingKeys.messages('c1'),
    messagingKeys.messages('c2'),
    [...messagingKeys.notifications, 'list'],
    messagingKeys.unread,
    ['files', 'folder-1'],
  ])
    client.setQueryData(key, 1);
  applyEvent(client, e);
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => JSON.stringify(q.queryKey))
    .sort();
}

const event = (type: StreamEvent['type'], data: Record<string, unknown> = {}): StreamEvent => ({
  id: 1,
  type,
  data,
});

describe('the event stream feeding TanStack Query', () => {
  it('refreshes the notification list and the bell count on every kind of notification', () => {
    for (const type of ['file_version', 'bcf_assigned', 'bcf_commented', 'account_decision'])
      expect(staleAfter(event('notification.created', { id: 'n', type }))).toEqual([
        '["notifications","list"]',
        '["notifications","unread"]',
      ]);
    expect(staleAfter(event('notifications.changed'))).toEqual([
      '["notifications","list"]',
      '["notifications","unread"]',
    ]);
  });

  it('refreshes the conversations and only the thread a message belongs to', () => {
    expect(staleAfter(event('message.created', { conversation_id: 'c1' }))).toEqual([
      '["conversations"]',
      '["messages","c1"]',
    ]);
  });

  it('refreshes the lists an invalidation names, nothing else', () => {
    expect(staleAfter(event('invalidate', { keys: [['files', 'folder-1']] }))).toEqual([
      '["files","folder-1"]',
    ]);
  });
});
