/**
 * npm run bench -- library (issue 19): 100,000 published products on PostgreSQL
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a database of its
 * own, dropped at the end, or BENCH_LIBRARY_DB's, kept; see bench/library/server.ts), then
 * GET api/library/products at a steady 200 requests/s (autocannon's overall rate) and its
 * p50/p99, the goal being p99 ≤ 20 ms: a two-word query without accents with two filters
 * (category and wilaya) and the facets; 48 different searches in turn; and the library's landing
 * (no query, facets over every product) at a tenth of the rate. Each twice: with the server's
 * 30 s cache of answers (the default; emptied before each run: a cold run measured, then a warm
 * one right after it, measured apart) and with every search computed (LIBRARY_CACHE_SECONDS=0).
 * Each run also prints the server's GC pauses, event loop delay and cache counts. Also the JavaScript a
 * first visit of /library loads, gzip: the entry's chunks and the library page's, read from a Vite
 * manifest (dist/ or dist-test/ when one holds .vite/manifest.json, else a build with --manifest
 * into a temporary folder). Options: `--duration=20` seconds per run, `--rate=200`, `--only=js|search`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const serverScript = fileURLToPath(new URL('./library/server.ts', import.meta.url));
const LIBRARY_PAGE = 'src/ui/pages/public/library.page.tsx';

type Stats = {
  cpuMs: number;
  gc: { count: number; ms: number; maxMs: number };
  loop: { p99Ms: number; maxMs: number };
  cache: { hits: number; stale: number; misses: number; refreshes: number };
};

type Server = {
  port: number;
  stats(): Promise<Stats>;
  restartCache(): Promise<void>;
  stop(): Promise<void>;
};

function startServer(env: NodeJS.ProcessEnv): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    const lines = createInterface({ input: child.stdout });
    const onLine = (line: string) => {
      const msg = JSON.parse(line) as { port?: number; seeded?: number; seconds?: number };
      if (msg.seeded !== undefined) {
        if (msg.seeded % 20_000 === 0 || 'files' in msg)
          console.log(`seeded ${msg.seeded} products (${msg.seconds?.toFixed(0)} s)`);
        return;
      }
      if (msg.port === undefined) return;
      lines.off('line', onLine);
      resolve({
        port: msg.port,
        stats: () =>
          new Promise((answer) => {
            lines.once('line', (l) => answer(JSON.parse(l) as Stats));
            child.stdin.write('cpu\n');
          }),
        restartCache: () =>
          new Promise((answer) => {
            lines.once('line', () => answer());
            child.stdin.write('forget\n');
          }),
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    lines.on('line', onLine);
  });
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

/** One measured run at a steady rate: latency, server CPU per request, GC, event loop, cache. */
async function measure(
  server: Server,
  label: string,
  requests: { method: 'GET'; path: string; headers: Record<string, string> }[],
  rate: number,
  duration: number,
) {
  const before = await server.stats();
  const r = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: 20,
    duration,
    overallRate: rate,
    timeout: 10,
    requests,
  });
  const after = await server.stats();
  const cpu = (after.cpuMs - before.cpuMs) / Math.max(1, r.requests.total);
  const c = after.cache;
  const cache = (k: keyof Stats['cache']) => c[k] - before.cache[k];
  console.log(
    `${label.padEnd(48)} ${pad(Math.round(r.requests.average), 4)} req/s  p50 ${pad(r.latency.p50, 4)} ms` +
      `  p99 ${pad(r.latency.p99, 5)} ms  max ${pad(r.latency.max, 5)} ms  errors ${r.errors}` +
      `  timeouts ${r.timeouts}  non-2xx ${r.non2xx}  server CPU ${cpu.toFixed(2)} ms/req`,
  );
  console.log(
    `${''.padEnd(48)} server: GC ${after.gc.count} pauses, ${after.gc.ms} ms, longest ${after.gc.maxMs} ms;` +
      ` event loop delay p99 ${after.loop.p99Ms} ms, max ${after.loop.maxMs} ms;` +
      ` cache ${cache('hits')} hits, ${cache('stale')} stale, ${cache('misses')} computed, ${cache('refreshes')} refreshed`,
  );
}

/**
 * A search at a steady rate, cache emptied first: the cold run, measured (its first requests wait
 * for computations). With the cache on, then a warm run right after it, measured on its own: the
 * cold run was its warm-up, and the answers it kept pass their 30 s during it (served stale while
 * recomputed).
 */
async function steady(
  server: Server,
  label: string,
  paths: string[],
  rate: number,
  duration: number,
  cached: boolean,
) {
  const url = `http://127.0.0.1:${server.port}`;
  const headers = { accept: 'application/json', 'accept-language': 'fr' };
  // Each connection walks the list in turn, from its own place in it.
  const requests = paths.map((path) => ({ method: 'GET' as const, path, headers }));
  // Warm-up: plans and the pool's connections (not the answers: the cache is emptied below).
  await autocannon({ url, connections: 10, duration: 2, overallRate: rate, requests });
  await server.restartCache();
  await measure(server, cached ? `${label}, cold` : label, requests, rate, duration);
  if (cached) await measure(server, `${label}, warm`, requests, rate, duration);
}

/**
 * What people search: 48 searches of one or two words from the catalogue's own vocabulary, in
 * French and Arabic, alone or with a category or a wilaya, each as likely as the next (a harder
 * mix than a real one, where a few searches make most of the traffic).
 */
function searchMix(categories: number[]): string[] {
  const words = [
    'fenetre aluminium',
    'beton',
    'carrelage gres',
    'porte bois',
    'brique',
    'isolation',
    'peinture',
    'tube acier',
    'نافذة',
    'خرسانة',
    'plaque platre',
    'ciment',
  ];
  const paths: string[] = [];
  words.forEach((w, i) => {
    const q = `/api/library/products?q=${encodeURIComponent(w)}`;
    paths.push(q, `${q}&wilaya_id=16`, `${q}&category_id=${categories[i % categories.length]}`);
    paths.push(`${q}&sort=newest&page=2`);
  });
  return paths;
}

async function search(duration: number, rate: number) {
  console.log('\n## Search, PostgreSQL, 100,000 products');
  // One database for both servers (cached, then computed each time), seeded once, dropped after.
  const kept = process.env.BENCH_LIBRARY_DB;
  const db = kept ?? `ouvrage_bench_library_${process.pid}`;
  try {
    for (const cache of ['30', '0']) {
      const started = Date.now();
      const server = await startServer({ BENCH_LIBRARY_DB: db, LIBRARY_CACHE_SECONDS: cache });
      console.log(
        `\n### ${cache === '0' ? 'every search computed (LIBRARY_CACHE_SECONDS=0)' : 'with the 30 s cache (the default)'}, ready in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      );
      try {
        const base = `http://127.0.0.1:${server.port}/api/library/products`;
        const probe = (await (await fetch(`${base}?q=fenetre+aluminium&per_page=1`)).json()) as {
          total: number;
          facets: { category: { id: number }[] };
        };
        const categories = probe.facets.category.map((c) => c.id);
        const one = `/api/library/products?q=fenetre+aluminium&category_id=${categories[0]}&wilaya_id=16`;
        const cached = cache !== '0';
        await steady(server, 'one search, two filters, facets', [one], rate, duration, cached);
        const mix = searchMix(categories);
        await steady(server, `${mix.length} searches in turn, facets`, mix, rate, duration, cached);
        // The landing counts facets over every product: a tenth of the rate, not to drown the machine.
        await steady(
          server,
          `landing (no query), facets, ${Math.round(rate / 10)}/s`,
          ['/api/library/products'],
          Math.round(rate / 10),
          duration,
          cached,
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    if (!kept) await dropDatabase(db);
  }
}

async function dropDatabase(name: string) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({
    connectionString:
      process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

type Manifest = Record<string, ManifestChunk>;

function manifest(): { m: Manifest; dir: string } {
  for (const dir of ['dist', 'dist-test']) {
    const path = join(dir, '.vite', 'manifest.json');
    if (existsSync(path)) {
      console.log(`manifest: ${path}`);
      return { m: JSON.parse(readFileSync(path, 'utf8')) as Manifest, dir };
    }
  }
  const out = mkdtempSync(join(tmpdir(), 'ouvrage-bench-build-'));
  console.log(`no manifest in dist/ or dist-test/: building into ${out}`);
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', out, '--emptyOutDir'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (built.status !== 0) throw new Error('vite build failed');
  // The chunks' bytes are read after: the folder goes when the process ends.
  process.on('exit', () => rmSync(out, { recursive: true, force: true }));
  return {
    m: JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8')) as Manifest,
    dir: out,
  };
}

function javascript() {
  console.log('\n## The library page, first visit (JavaScript, gzip level 9)');
  const { m, dir } = manifest();
  const entry = Object.entries(m).find(([, c]) => c.isEntry && c.file.endsWith('.js'))?.[0];
  if (!entry || !m[LIBRARY_PAGE]) throw new Error('no entry or library page in the manifest');
  /** A chunk and every chunk it imports statically (what the browser loads before it runs). */
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const i of m[key]?.imports ?? []) closure(i, seen);
  };
  const shell = new Set<string>();
  closure(entry, shell);
  const page = new Set<string>();
  closure(LIBRARY_PAGE, page);
  const gz = (key: string) => gzipSync(readFileSync(join(dir, m[key]!.file)), { level: 9 }).length;
  const sum = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gz(k), 0);
  const pageOnly = [...page].filter((k) => !shell.has(k));
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`entry and its static imports: ${shell.size} chunks, ${kb(sum(shell))}`);
  console.log(`library page's own chunks:    ${pageOnly.length} chunks, ${kb(sum(pageOnly))}`);
  console.log(`first visit of /library:      ${kb(sum(shell) + sum(pageOnly))}`);
}

export async function run(args: string[]): Promise<void> {
  const option = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const duration = Number(option('duration') ?? 20);
  const rate = Number(option('rate') ?? 200);
  const only = option('only');
  if (only !== 'search') javascript();
  if (only !== 'js') await search(duration, rate);
}
