import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { TestClient } from './http-client';

export type ReceivedEvent = { id: number; type: string; data: Record<string, unknown>; at: number };

export type EventStreamClient = {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or to come) that `pred` accepts. */
  waitFor(pred: (e: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

/** Opens GET api/events on a listening server (`base` http://host:port) as the client's session. */
export function openEventStream(
  base: string,
  client: TestClient,
  opts: { lastEventId?: number } = {},
): Promise<EventStreamClient> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}/api/events`,
      {
        headers: {
          accept: 'text/event-stream',
          cookie,
          ...(opts.lastEventId !== undefined ? { 'last-event-id': String(opts.lastEventId) } : {}),
        },
      },
      (res: IncomingMessage) => {
        const events: ReceivedEvent[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              const m = line.match(/^([a-z]+): ?(.*)$/);
              if (m) fields.set(m[1]!, m[2]!);
            }
            if (!fields.has('event')) continue;
            events.push({
              id: Number(fields.get('id')),
              type: fields.get('event')!,
              data: JSON.parse(fields.get('data') ?? '{}') as Record<string, unknown>,
              at: Date.now(),
            });
            for (const w of [...waiters]) w();
          }
        });
        const ended = new Promise<void>((done) => res.on('close', () => done()));
        resolve({
          status: res.statusCode ?? 0,
          events,
          ended,
          close: () => req.destroy(),
          waitFor(pred, timeoutMs = 3000) {
            return new Promise((ok, fail) => {
              const check = () => {
                const found = events.find(pred);
                if (!found) return;
                waiters.delete(check);
                clearTimeout(timer);
                ok(found);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(
                  new Error(`no such event within ${timeoutMs} ms; got ${JSON.stringify(events)}`),
                );
              }, timeoutMs);
              waiters.add(check);
              check();
            });
          },
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
