import { eventTypes, type StreamEvent } from './contract/events';

export type EventHandlers = {
  onOpen(): void;
  onEvent(event: StreamEvent): void;
  /** The stream failed or ended: it is closed, the caller decides when to open another. */
  onError(): void;
};

/**
 * Opens GET api/events (the session cookie) from `lastEventId` (what was missed is replayed).
 * Returns the function that closes it. The browser's own reconnection is not used: the caller's
 * actor retries with its backoff and the last id it received.
 */
export function openEventStream(lastEventId: number | null, handlers: EventHandlers): () => void {
  const url = lastEventId === null ? '/api/events' : `/api/events?last_event_id=${lastEventId}`;
  const source = new EventSource(url, { withCredentials: true });
  source.onopen = () => handlers.onOpen();
  source.onerror = () => {
    source.close();
    handlers.onError();
  };
  for (const type of eventTypes)
    source.addEventListener(type, (e: MessageEvent<string>) => {
      let data: Record<string, unknown>;
      try {
        data = JSON.parse(e.data) as Record<string, unknown>;
      } catch {
        return;
      }
      handlers.onEvent({ id: Number(e.lastEventId), type, data });
    });
  return () => source.close();
}
