/**
 * npm run bench -- lighthouse (issue 22): Lighthouse (mobile profile: Moto G Power, slow 4G and a
 * 4× slower CPU, simulated) on the public pages a visitor lands on (/, /fabricants, /plans,
 * /library), driving the system Chromium (CHROME_PATH, default /usr/bin/chromium). The app runs
 * in production mode (with `--demo`, as `npm start` runs it, with its demo data), on a
 * throw-away DATA_DIR and a free port, serving dist/ (built first when it has no index.html).
 * Prints per page the four scores (goal ≥ 95 each) and what weighs on performance (FCP, LCP, TBT, CLS), and the JavaScript a first visit loads,
 * gzip as transferred (goal ≤ 150 KB on /). Options: `--runs=3` per page (the median score is
 * printed), `--pages=/,/plans`, `--demo` (with the demo data: the production mode has none).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PAGES = ['/', '/fabricants', '/plans', '/library'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** dist/ when it holds a build, else a build into a temporary folder (removed at exit). */
function staticDir(): string {
  if (existsSync(join('dist', 'index.html'))) return 'dist';
  const out = mkdtempSync(join(tmpdir(), 'ouvrage-bench-lh-build-'));
  console.log(`no build in dist/: building into ${out}`);
  const built = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('vite build failed');
  process.on('exit', () => rmSync(out, { recursive: true, force: true }));
  return out;
}

async function startApp(demo: boolean): Promise<{ base: string; stop(): Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ouvrage-bench-lh-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      // Production has no demo data: `--demo` runs as `npm start` does (development), so the
      // pages carry the demo catalogue's products and pictures, its plans and FAQ.
      NODE_ENV: demo ? 'development' : 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir(),
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() - started > 120_000) throw new Error('the app did not start in 120 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(`app ready in ${((Date.now() - started) / 1000).toFixed(0)} s on ${base}`);
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Audit = { numericValue?: number; details?: { items?: unknown[] } };
type Measure = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
  failed: string[];
};

async function measure(url: string, port: number): Promise<Measure> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id] as Audit | undefined;
  const num = (id: string) => audit(id)?.numericValue ?? NaN;
  const requests = (audit('network-requests')?.details?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
  }[];
  const js = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  // What costs points outside performance (whose audits are the figures printed).
  const failed = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsKb: js / 1024,
    failed,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function run(args: string[]): Promise<void> {
  const option = (name: string) =>
    args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const runs = Number(option('runs') ?? 3);
  const pages = option('pages')?.split(',') ?? PAGES;
  const app = await startApp(args.includes('--demo'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    // One visit first: the server's caches and the demo's processed models are warm for all.
    await fetch(`${app.base}/`).then((r) => r.text());
    console.log(
      `\n| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS (gzip) |`,
    );
    console.log(`|---|---|---|---|---|---|---|---|---|---|`);
    const measured: Measure[] = [];
    for (const page of pages) {
      const all: Measure[] = [];
      for (let i = 0; i < runs; i++) all.push(await measure(`${app.base}${page}`, chrome.port));
      measured.push(...all);
      const m = (f: (x: Measure) => number) => median(all.map(f));
      const s = (c: (typeof CATEGORIES)[number]) => m((x) => x.scores[c]);
      console.log(
        `| ${page} | ${s('performance')} | ${s('accessibility')} | ${s('best-practices')} | ${s('seo')} ` +
          `| ${(m((x) => x.fcp) / 1000).toFixed(1)} s | ${(m((x) => x.lcp) / 1000).toFixed(1)} s ` +
          `| ${m((x) => x.tbt).toFixed(0)} ms | ${m((x) => x.cls).toFixed(3)} | ${m((x) => x.jsKb).toFixed(0)} KB |`,
      );
    }
    const failed = new Set(measured.flatMap((x) => x.failed));
    if (failed.size) console.log(`\nfailed audits (any page, any run): ${[...failed].join(', ')}`);
    console.log(
      `\n(median of ${runs} runs per page; goals: every score ≥ 95, JavaScript of a first visit of / ≤ 150 KB)`,
    );
  } finally {
    chrome.kill();
    await app.stop();
  }
}
