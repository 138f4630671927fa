/**
 * npm run bench -- viewer: opens each model of ../shared/data/ifc in the IFC viewer (headless
 * Chromium, WebGL through SwiftShader, this machine) and prints time to first geometry, time to
 * ready, JS heap after load and draw calls, beside the raw web-ifc time for the same file in the
 * same browser. Viewer times run from the moment the file's bytes are in the page (the download,
 * which the raw figure does not include, is printed apart). Options: --runs=N, --only=substring;
 * BENCH_DELAY=ms holds each download back that long (a slower network: the viewer's warm-up, done
 * while the file downloads, then completes before the bytes come).
 */
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { signIn } from '../tests/e2e/session';
import { startApp } from './viewer/app-server';
import { installRawRoutes, runRaw, type RawTiming } from './viewer/raw-web-ifc';
import { reopen, uploadAndProcess, type Reopen } from './viewer/processed';

const dataDir = resolve('..', 'shared', 'data', 'ifc');
const median = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? NaN;

/** Where the viewer's time goes, in ms from the bytes being in the page. */
type Breakdown = {
  scene: number;
  workerStarted: number;
  initialised: number;
  warmRounds: number;
  warmed: number;
  opened: number;
  firstMesh: number;
  streamed: number;
  tail: number;
};

type ViewerRun = {
  breakdown: Breakdown;
  status: string;
  elements: number;
  download: number;
  firstGeometry: number;
  ready: number;
  heapMb: number;
  drawCalls: number;
};

async function runViewer(browser: Browser, baseUrl: string, file: string): Promise<ViewerRun> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  await signIn(context, 'pro@ouvrage.test');
  const page = await context.newPage();
  let crashed = false;
  page.on('crash', () => {
    crashed = true;
  });
  try {
    await page.route('**/api/files/bench/download*', async (route) => {
      if (process.env.BENCH_DELAY)
        await new Promise((r) => setTimeout(r, Number(process.env.BENCH_DELAY)));
      await route.fulfill({ path: file });
    });
    await page.goto('/pro/projects/bench/viewer/bench/ifc');
    // Railway takes tens of seconds here; a page that shows no viewer at all is given a minute.
    const deadline = Date.now() + 10 * 60_000;
    const noViewer = Date.now() + 60_000;
    let status = '';
    while (!crashed && Date.now() < deadline) {
      status =
        (await page
          .getByTestId('viewer')
          .getAttribute('data-status')
          .catch(() => null)) ?? '';
      if (status === 'ready' || status === 'error') break;
      if (!status && Date.now() > noViewer) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (crashed) return failed('crashed');
    if (status !== 'ready') return failed(status || `timeout at ${page.url()}`);
    const { marks, worker, origin } = await page.evaluate(() => {
      const all = performance.getEntriesByType('mark') as PerformanceMark[];
      return {
        marks: Object.fromEntries(all.map((m) => [m.name, m.startTime])),
        worker: all.find((m) => m.name === 'ouvrage:viewer:worker')?.detail as
          Record<string, number> | undefined,
        origin: performance.timeOrigin,
      };
    });
    const at = (k: string) => marks[`ouvrage:viewer:${k}`] ?? NaN;
    const since = (epoch: number | undefined) => (epoch ?? NaN) - origin - at('downloaded');
    const breakdown: Breakdown = {
      scene: at('scene') - at('downloaded'),
      workerStarted: since(worker?.['started']),
      initialised: since(worker?.['initialised']),
      warmRounds: worker?.['warmRounds'] ?? NaN,
      warmed: since(worker?.['warmed']),
      opened: since(worker?.['opened']),
      firstMesh: since(worker?.['firstMesh']),
      streamed: since(worker?.['streamed']),
      tail: at('ready') - at('downloaded') - since(worker?.['streamed']),
    };
    const elements = Number(await page.getByTestId('viewer').getAttribute('data-elements'));
    const drawCalls = await page.evaluate(() => window.ouvrageViewer?.stats().drawCalls ?? NaN);
    return {
      breakdown,
      status,
      elements,
      download: at('downloaded') - at('start'),
      firstGeometry: at('first-geometry') - at('downloaded'),
      ready: at('ready') - at('downloaded'),
      heapMb: await heapMb(page),
      drawCalls,
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const failed = (status: string): ViewerRun => ({
  breakdown: {
    scene: NaN,
    workerStarted: NaN,
    initialised: NaN,
    warmRounds: NaN,
    warmed: NaN,
    opened: NaN,
    firstMesh: NaN,
    streamed: NaN,
    tail: NaN,
  },
  status,
  elements: NaN,
  download: NaN,
  firstGeometry: NaN,
  ready: NaN,
  heapMb: NaN,
  drawCalls: NaN,
});

/** Main-thread JS heap in use after a garbage collection. */
async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usage.usedSize / 1e6;
}

async function rawTiming(browser: Browser, baseUrl: string, file: string): Promise<RawTiming> {
  const page = await browser.newPage();
  try {
    await installRawRoutes(page, file);
    return await runRaw(page, baseUrl);
  } finally {
    await page.close();
  }
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '—');

export async function run(args: string[]): Promise<void> {
  const runsArg = Number(args.find((a) => a.startsWith('--runs='))?.slice(7));
  const only = args.find((a) => a.startsWith('--only='))?.slice(7);
  let files: string[];
  try {
    files = readdirSync(dataDir)
      .filter((f) => f.endsWith('.ifc') && (!only || f.includes(only)))
      .map((f) => join(dataDir, f))
      .sort((a, b) => statSync(a).size - statSync(b).size);
  } catch {
    console.log(`skipped: ${dataDir} is absent (the third-party models are not in this checkout)`);
    return;
  }
  const app = await startApp();
  const browser = await launchBrowser();
  const rows: string[][] = [];
  const details: string[][] = [];
  const service: string[][] = [];
  try {
    for (const file of files) {
      const mb = statSync(file).size / 1e6;
      const runs = runsArg || (mb > 5 ? 1 : 3);
      const raws: RawTiming[] = [];
      const views: ViewerRun[] = [];
      for (let i = 0; i < runs; i++) {
        raws.push(await rawTiming(browser, app.baseUrl, file));
        views.push(await runViewer(browser, app.baseUrl, file));
      }
      const ok = views.filter((v) => v.status === 'ready');
      const pick = (k: keyof ViewerRun) => median(ok.map((v) => v[k] as number));
      const raw = median(raws.map((r) => r.total));
      const ready = pick('ready');
      const first = pick('firstGeometry');
      const name = file.split('/').pop() ?? file;
      rows.push([
        name,
        f1(mb),
        ok.length ? f0(pick('elements')) : views[0]!.status,
        f0(pick('download')),
        f0(first),
        f0(ready),
        f0(raw),
        f2(ready / raw),
        f2(first / ready),
        f1(pick('heapMb')),
        f0(pick('drawCalls')),
      ]);
      const b = (k: keyof Breakdown) => median(ok.map((v) => v.breakdown[k]));
      const r = (k: keyof RawTiming) => median(raws.map((x) => x[k]));
      details.push([
        name,
        f0(b('scene')),
        f0(b('workerStarted')),
        f0(b('initialised')),
        f0(b('warmRounds')),
        f0(b('warmed')),
        f0(b('opened')),
        f0(b('firstMesh')),
        f0(b('streamed')),
        f0(b('tail')),
        f0(r('init')),
        f0(r('open')),
        f0(r('stream')),
      ]);
      // The model service: the same file uploaded for real, processed once, then reopened.
      const proc = await uploadAndProcess(browser, app.baseUrl, file);
      const reopens: Reopen[] = [];
      if (proc.status === 'ready')
        for (let i = 0; i < runs; i++) reopens.push(await reopen(browser, app.baseUrl, proc.url));
      const done = reopens.filter((r) => r.status === 'processed');
      const re = (k: 'firstGeometry' | 'ready' | 'frameMs') => median(done.map((r) => r[k]));
      service.push([
        name,
        f0(raw),
        f0(ready),
        f2(ready / raw),
        proc.status === 'ready' ? f0(proc.processingMs) : proc.status,
        f0(proc.wallMs),
        f2(proc.geometryMb),
        done.length ? f0(re('firstGeometry')) : (reopens[0]?.status ?? '—'),
        f0(re('ready')),
        f2(re('ready') / raw),
        f0(re('frameMs')),
      ]);
      console.log(`${name}: done (${runs} run${runs > 1 ? 's' : ''})`);
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  const head = [
    'model',
    'MB',
    'elements',
    'download ms',
    'first geom ms',
    'ready ms',
    'raw web-ifc ms',
    'ready/raw',
    'first/ready',
    'JS heap MB',
    'draw calls',
  ];
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  const dhead = [
    'model',
    'scene warmed',
    'worker started',
    'web-ifc ready',
    'warm-up rounds',
    'warmed',
    'parsed',
    'first mesh',
    'streamed',
    'streamed→ready',
    'raw init',
    'raw open',
    'raw stream',
  ];
  console.log(
    `\nBreakdown (viewer: ms after the bytes are in the page; raw: durations)\n| ${dhead.join(' | ')} |\n|${dhead.map(() => '---').join('|')}|`,
  );
  for (const d of details) console.log(`| ${d.join(' | ')} |`);
  const shead = [
    'model',
    'raw web-ifc ms',
    'first open ms',
    'first/raw',
    'processing ms',
    'upload→ready ms',
    'geometry MB',
    'reopen first geom ms',
    'reopen ms',
    'reopen/raw',
    'orbit frame ms',
  ];
  console.log(
    `\nModel service (first open: the file parsed in the browser, as above; reopen: the processed version, from its load's start to its last frame)\n| ${shead.join(' | ')} |\n|${shead.map(() => '---').join('|')}|`,
  );
  for (const s of service) console.log(`| ${s.join(' | ')} |`);
  console.log(
    '\nTargets: ready/raw ≤ 1.15; first/ready ≤ 0.25; Office_A ≤ 500 draw calls; railway ready (no crash);' +
      ' reopen/raw ≤ 0.1 on every model; railway reopened and orbiting (frame ≤ 50 ms) within 2 s.' +
      '\nViewer times start when the bytes are in the page; "download" is the intercepted transfer before that.',
  );
}
