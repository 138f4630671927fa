/**
 * The event stream under load (issue 21): `--streams=500` signed-in accounts each hold an open
 * GET api/events while `--rate=200` requests/s of mixed API traffic run for `--duration=60` s
 * against the real server on PostgreSQL (its own process, its own database, dropped at the end;
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres). A quarter of the
 * traffic sends messages: each one's delivery latency is the time from its POST to its
 * `message.created` event on the recipient's stream. Prints errors (failed or non-2xx requests,
 * streams that broke, messages never delivered; goal 0), the delivery latency's p50/p99/max
 * (goal p99 ≤ 250 ms), the request latency, and the server's RSS at start and end.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

type Person = { id: string; session: string; csrf: string };
type Pair = { conversation: string; a: number; b: number };
type Server = {
  port: number;
  users: Person[];
  pairs: Pair[];
  stats(): Promise<{ rssMb: number; cpuMs: number; heapMb: number }>;
  stop(): Promise<void>;
};

const serverScript = fileURLToPath(new URL('./events/server.ts', import.meta.url));

function startServer(databaseUrl: string, users: number): Promise<Server> {
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', serverScript], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl, BENCH_USERS: String(users) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const ready = JSON.parse(line) as { port: number; users: Person[]; pairs: Pair[] };
      resolve({
        ...ready,
        stats: () =>
          new Promise((answer) => {
            lines.once('line', (l) =>
              answer(JSON.parse(l) as { rssMb: number; cpuMs: number; heapMb: number }),
            );
            child.stdin.write('stats\n');
          }),
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]! : NaN;
const ms = (n: number) => (Number.isFinite(n) ? `${n.toFixed(0)} ms` : '–');

/** One open event stream of `me`; calls `onMessage` for each message another user sent. */
function openStream(
  port: number,
  me: Person,
  onMessage: (messageId: string, at: number) => void,
  onBroken: () => void,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    let closing = false;
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/events',
        agent: false,
        headers: { cookie: `ouvrage_session=${me.session}`, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let type = '';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) type = line.slice(7);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (type === 'ready' && !opened) {
              opened = true;
              resolve(() => {
                closing = true;
                req.destroy();
              });
            } else if (type === 'message.created') {
              const d = JSON.parse(data) as { message_id: string; sender_id: string };
              if (d.sender_id !== me.id) onMessage(d.message_id, at);
            }
          }
        });
        res.on('close', () => {
          if (!closing) onBroken();
        });
      },
    );
    req.on('error', (err) => {
      if (!closing) reject(err);
    });
  });
}

export async function run(args: string[]): Promise<void> {
  const option = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const duration = Number(option('duration') ?? 60);
  const streams = Number(option('streams') ?? 500);
  const rate = Number(option('rate') ?? 200);
  const databaseUrl =
    process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(
    `${streams} event streams, ${rate} requests/s of mixed traffic for ${duration} s, PostgreSQL`,
  );

  const server = await startServer(databaseUrl, streams);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const sentAt = new Map<string, number>();
  const arrivedAt = new Map<string, number>();
  let brokenStreams = 0;
  const closers: (() => void)[] = [];
  try {
    const idle = await server.stats();
    const connectStart = performance.now();
    // Opened 25 at a time, as tabs would come: not all in one burst.
    for (let i = 0; i < server.users.length; i += 25) {
      closers.push(
        ...(await Promise.all(
          server.users.slice(i, i + 25).map((me) =>
            openStream(
              server.port,
              me,
              (id, at) => {
                if (!arrivedAt.has(id)) arrivedAt.set(id, at);
              },
              () => (brokenStreams += 1),
            ),
          ),
        )),
      );
    }
    const connectMs = performance.now() - connectStart;
    const start = await server.stats();
    console.log(
      `streams open: ${closers.length} in ${(connectMs / 1000).toFixed(1)} s; server RSS ${idle.rssMb.toFixed(0)} MB before them, ${start.rssMb.toFixed(0)} MB with them`,
    );

    const requestLatencies: number[] = [];
    const failures = new Map<string, number>();
    const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
    let inFlight = 0;
    let issued = 0;

    const call = (
      who: Person,
      method: 'GET' | 'POST',
      path: string,
      body?: unknown,
    ): Promise<unknown> =>
      new Promise((resolve) => {
        const t0 = performance.now();
        inFlight += 1;
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = http.request(
          {
            host: '127.0.0.1',
            port: server.port,
            path,
            method,
            agent,
            timeout: 10_000,
            headers: {
              cookie: `ouvrage_session=${who.session}`,
              accept: 'application/json',
              ...(method === 'POST' ? { 'x-xsrf-token': who.csrf } : {}),
              ...(payload ? { 'content-type': 'application/json' } : {}),
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              inFlight -= 1;
              requestLatencies.push(performance.now() - t0);
              const status = res.statusCode ?? 0;
              if (status < 200 || status >= 300) {
                fail(`${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')} → ${status}`);
                resolve(undefined);
                return;
              }
              const text = Buffer.concat(chunks).toString('utf8');
              resolve(text ? JSON.parse(text) : undefined);
            });
          },
        );
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', (err) => {
          inFlight -= 1;
          fail(`${method} ${path.replace(/[0-9a-f-]{36}/g, ':id')}: ${err.message}`);
          resolve(undefined);
        });
        req.end(payload);
      });

    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;
    /** One request of the mix. */
    const oneRequest = async () => {
      const pair = pick(server.pairs);
      const me = server.users[Math.random() < 0.5 ? pair.a : pair.b]!;
      const c = `/api/conversations/${pair.conversation}`;
      const dice = Math.random();
      if (dice < 0.25) {
        const t0 = performance.now();
        const m = (await call(me, 'POST', `${c}/messages`, {
          body: `Message de charge ${issued}`,
        })) as { id: string } | undefined;
        if (m) sentAt.set(m.id, t0);
      } else if (dice < 0.5) await call(me, 'GET', '/api/conversations');
      else if (dice < 0.7) await call(me, 'GET', `${c}/messages?limit=30`);
      else if (dice < 0.85) await call(me, 'GET', '/api/notifications/unread-count');
      else if (dice < 0.95) await call(me, 'POST', `${c}/read`);
      else await call(me, 'GET', '/api/health');
    };

    // Open loop: requests leave on schedule whatever the answers' speed (latency is honest).
    const loadStart = performance.now();
    const cpuBefore = start.cpuMs;
    const pending: Promise<void>[] = [];
    await new Promise<void>((done) => {
      const total = duration * rate;
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - loadStart) / 1000) * rate));
        while (issued < due) {
          issued += 1;
          pending.push(oneRequest());
        }
        if (issued >= total) done();
        else setTimeout(tick, 5);
      };
      tick();
    });
    await Promise.all(pending);
    const loadSeconds = (performance.now() - loadStart) / 1000;
    // The last messages' events: up to 5 s more.
    const settleUntil = performance.now() + 5_000;
    while (performance.now() < settleUntil && [...sentAt.keys()].some((id) => !arrivedAt.has(id)))
      await new Promise((r) => setTimeout(r, 50));
    const end = await server.stats();

    const delivery = [...sentAt].flatMap(([id, t0]) => {
      const at = arrivedAt.get(id);
      return at === undefined ? [] : [at - t0];
    });
    const lost = sentAt.size - delivery.length;
    delivery.sort((a, b) => a - b);
    requestLatencies.sort((a, b) => a - b);
    const failed = [...failures.values()].reduce((a, b) => a + b, 0);
    const errors = failed + brokenStreams + lost;

    console.log(
      `requests: ${issued} in ${loadSeconds.toFixed(1)} s (${(issued / loadSeconds).toFixed(0)}/s), ` +
        `p50 ${ms(quantile(requestLatencies, 0.5))}, p99 ${ms(quantile(requestLatencies, 0.99))}; ` +
        `still in flight at the end: ${inFlight}`,
    );
    console.log(
      `messages: ${sentAt.size} sent, ${delivery.length} delivered; delivery latency ` +
        `p50 ${ms(quantile(delivery, 0.5))}, p99 ${ms(quantile(delivery, 0.99))} (goal ≤ 250 ms), ` +
        `max ${ms(delivery.at(-1) ?? NaN)}`,
    );
    console.log(
      `errors: ${errors} (goal 0): ${failed} failed requests, ${brokenStreams} broken streams, ${lost} messages not delivered`,
    );
    for (const [what, n] of failures) console.log(`  ${n} × ${what}`);
    console.log(
      `server RSS: ${start.rssMb.toFixed(0)} MB at start, ${end.rssMb.toFixed(0)} MB at end; ` +
        `heap after a full GC ${start.heapMb.toFixed(0)} → ${end.heapMb.toFixed(0)} MB; ` +
        `server CPU ${((end.cpuMs - cpuBefore) / Math.max(1, issued)).toFixed(2)} ms/request`,
    );
  } finally {
    for (const close of closers) close();
    agent.destroy();
    await server.stop();
  }
}
