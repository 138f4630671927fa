/**
 * npm run bench -- orders: the take-off of every element of Office_A and of the 10.7 M-triangle
 * railway (../shared/data/ifc), in the IFC viewer in headless Chromium (this machine). Each model
 * is opened, every element the spatial tree holds is selected (its top node, one click), then the
 * take-off panel is opened and timed until its groups show. Printed per model: elements, groups,
 * the panel's time (and its parts: quantity sets read through the worker, geometry measured on
 * the page), the JS heap before and after, the longest main-thread task while the panel computed
 * between the take-off's start and end marks (the Long Tasks API: anything on the page's thread),
 * the longest from the click that opens the panel (its first render included) and the longest slice of
 * the take-off's own geometry work; from a Chromium trace of the same span (bench/support/
 * task-trace.ts), the longest task's wall time and the CPU time its thread had in it (the rest
 * is waiting for a core on a loaded machine), and the longest CPU time of a task. Options: --only=substring; --profile (samples the page's
 * JavaScript from the click to the groups and prints the longest busy stretches and their
 * functions, bench/support/busy-stretches.ts; build the client unminified to read the names).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser';
import { signIn } from '../tests/e2e/session';
import { profileBusyStretches, type BusyStretch } from './support/busy-stretches';
import { traceTasks } from './support/task-trace';
import { startApp } from './viewer/app-server';

const dataDir = resolve('..', 'shared', 'data', 'ifc');
const models = ['Office_A_20110811.ifc', 'railway-track-02.ifc'];

type Row = {
  model: string;
  elements: number;
  selected: number;
  groups: number;
  computed: number;
  panelMs: number;
  readMs: number;
  measureMs: number;
  heapBeforeMb: number;
  heapAfterMb: number;
  longestTaskMs: number;
  longestOpeningMs: number;
  longestSliceMs: number;
  /** From the Chromium trace: the longest task's wall time, its thread's CPU time in it, and
   * the longest CPU time of any task (from the click to the last group's card). */
  tracedWallMs: number;
  tracedCpuMs: number;
  tracedLongestCpuMs: number;
};

async function heapMb(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const usage = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usage.usedSize / 1e6;
}

async function takeoff(
  browser: Browser,
  baseUrl: string,
  file: string,
  profile: boolean,
): Promise<Row | string> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1400, height: 900 },
  });
  await signIn(context, 'pro@ouvrage.test');
  const page = await context.newPage();
  try {
    await page.route('**/api/files/bench/download*', (route) => route.fulfill({ path: file }));
    await page.goto('/pro/projects/bench/viewer/bench/ifc');
    const viewer = page.getByTestId('viewer');
    await page.waitForSelector('[data-testid="viewer"][data-status="ready"]', {
      timeout: 10 * 60_000,
    });
    const elements = Number(await viewer.getAttribute('data-elements'));
    // Everything the spatial tree holds: its top node, one click.
    await page.getByTestId('viewer.tree.node').first().locator('button[aria-pressed]').click();
    // Let the scene redraw the selection (seconds for the railway on a CPU renderer) first.
    await page.waitForTimeout(file.includes('railway') ? 8000 : 1500);
    const heapBeforeMb = await heapMb(page);
    await page.evaluate(() => {
      const w = window as unknown as { __tasks: [number, number][] };
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask' });
    });
    const cdp = await page.context().newCDPSession(page);
    const stopProfile = profile ? await profileBusyStretches(cdp) : null;
    const stopTrace = await traceTasks(cdp);
    const start = Date.now();
    await page.getByTestId('viewer.tool.takeoff').click();
    // Ready, and every group's card rendered (they come a few at a time: aria-busy until then).
    await page.waitForSelector(
      '[data-testid="viewer.takeoff"] [data-state*="ready"]:not([aria-busy="true"])',
      { timeout: 10 * 60_000 },
    );
    const panelMs = Date.now() - start;
    const traced = await stopTrace();
    if (stopProfile) {
      const tasks = await page.evaluate(
        () => (window as unknown as { __tasks: [number, number][] }).__tasks,
      );
      printStretches(file, await stopProfile(tasks));
    }
    await cdp.detach();
    const result = await page.evaluate(() => {
      const marks = performance.getEntriesByName('ouvrage:takeoff:done') as PerformanceMark[];
      const from = performance.getEntriesByName('ouvrage:takeoff:start').at(-1)?.startTime ?? 0;
      const to = marks.at(-1)?.startTime ?? Infinity;
      const tasks = (window as unknown as { __tasks: [number, number][] }).__tasks;
      const during = tasks.filter(([s, d]) => s + d > from && s < to).map(([, d]) => d);
      return {
        longest: Math.max(0, ...during),
        longestOpening: Math.max(0, ...tasks.map(([, d]) => d)),
        detail: marks.at(-1)?.detail as Record<string, number> | undefined,
      };
    });
    const groups = await page.getByTestId('viewer.takeoff.group').count();
    return {
      model: file.split('/').at(-1)!,
      elements,
      selected: result.detail?.['elements'] ?? NaN,
      groups,
      computed: result.detail?.['computed'] ?? NaN,
      panelMs,
      readMs: result.detail?.['readMs'] ?? NaN,
      measureMs: result.detail?.['measureMs'] ?? NaN,
      heapBeforeMb,
      heapAfterMb: await heapMb(page),
      longestTaskMs: result.longest,
      longestOpeningMs: result.longestOpening,
      longestSliceMs: result.detail?.['longestSliceMs'] ?? NaN,
      tracedWallMs: traced.wallMs,
      tracedCpuMs: traced.cpuMs,
      tracedLongestCpuMs: traced.longestCpuMs,
    };
  } catch (err) {
    return `${file}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
  } finally {
    await context.close().catch(() => undefined);
  }
}

function printStretches(file: string, stretches: BusyStretch[]) {
  console.log(`\n${file.split('/').at(-1)}: the longest tasks of the page's thread`);
  for (const s of stretches) {
    console.log(`- ${s.ms.toFixed(0)} ms; self time:`);
    for (const [f, ms] of s.self) console.log(`    ${ms.toFixed(0).padStart(5)} ms ${f}`);
    console.log('  outermost frames:');
    for (const [f, ms] of s.entries) console.log(`    ${ms.toFixed(0).padStart(5)} ms ${f}`);
    console.log('  components (time under them):');
    for (const [f, ms] of s.components) console.log(`    ${ms.toFixed(0).padStart(5)} ms ${f}`);
  }
}

const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '—');
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');

export async function run(args: string[]): Promise<void> {
  const only = args.find((a) => a.startsWith('--only='))?.slice(7);
  const profile = args.includes('--profile');
  const files = models.filter((m) => !only || m.includes(only)).map((m) => resolve(dataDir, m));
  if (!files.every((f) => existsSync(f))) {
    console.log(`skipped: ${dataDir} is absent (the third-party models are not in this checkout)`);
    return;
  }
  const app = await startApp();
  const browser = await launchBrowser();
  const rows: Row[] = [];
  try {
    for (const file of files) {
      const r = await takeoff(browser, app.baseUrl, file, profile);
      if (typeof r === 'string') console.log(`failed: ${r}`);
      else {
        rows.push(r);
        console.log(`${r.model}: done`);
      }
    }
  } finally {
    await browser.close();
    await app.stop();
  }
  const head = [
    'model',
    'elements',
    'selected',
    'groups',
    'computed from geometry',
    'panel ms',
    'read ms',
    'geometry ms',
    'heap before MB',
    'heap after MB',
    'longest task while computing ms',
    'longest task from the click ms',
    'longest slice ms',
    'traced longest task: wall / its CPU ms',
    'traced longest task CPU ms',
  ];
  console.log(`\n| ${head.join(' | ')} |\n|${head.map(() => '---').join('|')}|`);
  for (const r of rows)
    console.log(
      `| ${[
        r.model,
        f0(r.elements),
        f0(r.selected),
        f0(r.groups),
        f0(r.computed),
        f0(r.panelMs),
        f0(r.readMs),
        f0(r.measureMs),
        f1(r.heapBeforeMb),
        f1(r.heapAfterMb),
        f0(r.longestTaskMs),
        f0(r.longestOpeningMs),
        f0(r.longestSliceMs),
        `${f0(r.tracedWallMs)} / ${f0(r.tracedCpuMs)}`,
        f0(r.tracedLongestCpuMs),
      ].join(' | ')} |`,
    );
}
