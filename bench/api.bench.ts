/**
 * The API under load (issue 18): autocannon against the real server in its own process, 50 and
 * 200 clients, on GET api/health and GET api/projects (a signed-in account of 40 projects, the
 * first page of 24). PGlite always; PostgreSQL too when BENCH_DATABASE_URL (or
 * TEST_DATABASE_URL) names a server, where each run makes and drops its own database.
 * Also prints the server's CPU time per request (all its threads): on a shared machine a steadier
 * figure than requests/s. Then the list at 50 clients again while a writer renames projects and
 * checks each rename in the list at once (`readWhileWriting`). Options: `--duration=10` seconds per run, `--only=pglite|postgres`.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

type Stats = { cpuMs: number; lists: { hits: number; misses: number; generation: number } };
type Target = {
  port: number;
  cookie: string;
  xsrf: string;
  stats(): Promise<Stats>;
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
};

const serverScript = fileURLToPath(new URL('./api/server.ts', import.meta.url));

function startServer(databaseUrl: string | undefined): Promise<Target> {
  // BENCH_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it closes.
  const prof = process.env.BENCH_CPU_PROF;
  const flags = prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', serverScript], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => {
      const { port, cookie, xsrf } = JSON.parse(line) as {
        port: number;
        cookie: string;
        xsrf: string;
      };
      const stats = () =>
        new Promise<Stats>((answer) => {
          lines.once('line', (l) => answer(JSON.parse(l) as Stats));
          child.stdin.write('cpu\n');
        });
      resolve({
        port,
        cookie,
        xsrf,
        stats,
        cpuMs: async () => (await stats()).cpuMs,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

async function load(target: Target, path: string, connections: number, duration: number) {
  const url = `http://127.0.0.1:${target.port}${path}`;
  // A short warm-up, so the figures are of a running server, not of its first requests.
  await autocannon({ url, connections: 10, duration: 1, headers: { cookie: target.cookie } });
  const cpuBefore = await target.cpuMs();
  const r = await autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    headers: { cookie: target.cookie, accept: 'application/json' },
  });
  const cpuPerRequest = ((await target.cpuMs()) - cpuBefore) / Math.max(1, r.requests.total);
  console.log(
    `${path.padEnd(14)} ${pad(connections, 4)} clients ${pad(Math.round(r.requests.average), 6)} req/s` +
      `  p50 ${pad(r.latency.p50, 4)} ms  p99 ${pad(r.latency.p99, 5)} ms` +
      `  timeouts ${pad(r.timeouts, 3)}  errors ${pad(r.errors, 3)}  non-2xx ${pad(r.non2xx, 3)}` +
      `  server CPU ${cpuPerRequest.toFixed(2)} ms/req`,
  );
}

/**
 * The list read by `connections` clients while one writer renames the account's own projects, one
 * after the other, and reads the list right after each rename (its own read, outside the load):
 * every rename must be there at once (the list's cache is retired by every write), the next
 * rename waits for that check. Prints the writes done, the reads that did not show the write
 * (goal 0), the readers' figures and how many of their reads the cache answered.
 */
async function readWhileWriting(target: Target, connections: number, duration: number) {
  const base = `http://127.0.0.1:${target.port}`;
  const headers = { cookie: target.cookie, accept: 'application/json' };
  // The account's own projects (the shared ones are the partner's to rename).
  const list = async () => {
    const res = await fetch(`${base}/api/projects?scope=owned&per_page=100`, { headers });
    return ((await res.json()) as { data: { id: string; name: string }[] }).data;
  };
  const ids = (await list()).map((p) => p.id);
  const before = await target.stats();
  const readers = autocannon({
    url: `${base}/api/projects`,
    connections,
    duration,
    timeout: 10,
    headers,
  });
  const end = Date.now() + duration * 1000;
  let writes = 0;
  let stale = 0;
  let failed = 0;
  while (Date.now() < end) {
    const id = ids[writes % ids.length]!;
    const name = `Projet renommé ${writes}`;
    const res = await fetch(`${base}/api/projects/${id}`, {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': target.xsrf },
      body: JSON.stringify({ name }),
    });
    writes++;
    if (!res.ok) failed++;
    else if (!(await list()).some((p) => p.id === id && p.name === name)) stale++;
  }
  const r = await readers;
  const after = await target.stats();
  const hits = after.lists.hits - before.lists.hits;
  const reads = hits + after.lists.misses - before.lists.misses;
  console.log(
    `${'reads+writes'.padEnd(14)} ${pad(connections, 4)} clients ${pad(Math.round(r.requests.average), 6)} req/s` +
      `  p50 ${pad(r.latency.p50, 4)} ms  p99 ${pad(r.latency.p99, 5)} ms` +
      `  timeouts ${pad(r.timeouts, 3)}  non-2xx ${pad(r.non2xx, 3)}` +
      `  writes ${writes} (${failed} failed), not seen at once ${stale}` +
      `  cache hits ${reads ? ((100 * hits) / reads).toFixed(1) : 0} %` +
      `  server CPU ${((after.cpuMs - before.cpuMs) / Math.max(1, r.requests.total + 2 * writes)).toFixed(2)} ms/req`,
  );
}

export async function run(args: string[]): Promise<void> {
  const option = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const duration = Number(option('duration') ?? 10);
  const only = option('only');
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const databases: { name: string; url: string | undefined }[] = [];
  if (only !== 'postgres') databases.push({ name: 'PGlite', url: undefined });
  if (only !== 'pglite') {
    if (pgUrl) databases.push({ name: 'PostgreSQL', url: pgUrl });
    else console.log('PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://… to include it');
  }
  for (const { name, url } of databases) {
    console.log(`\n## ${name} (${duration} s per run)`);
    const target = await startServer(url);
    try {
      for (const path of ['/api/health', '/api/projects'])
        for (const connections of [50, 200]) await load(target, path, connections, duration);
      await readWhileWriting(target, 50, duration);
    } finally {
      await target.stop();
    }
  }
}
