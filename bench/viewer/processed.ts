import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { signIn, xsrfHeader } from '../../tests/e2e/session';

export type Processed = {
  fileId: string;
  url: string;
  /** Upload answered → processing ready, as the file table would see it (ms). */
  wallMs: number;
  /** The processing job's own time (server). */
  processingMs: number;
  geometryMb: number;
  status: string;
};

/** Uploads a model into a new project of the demo professional and waits for its processing. */
export async function uploadAndProcess(
  browser: Browser,
  baseUrl: string,
  file: string,
): Promise<Processed> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    await signIn(context, 'pro@ouvrage.test');
    const headers = await xsrfHeader(context);
    const project = (await (
      await context.request.post('/api/projects', {
        data: { name: `Bench ${basename(file)}` },
        headers,
      })
    ).json()) as { id: string; root_folder_id: string };
    const res = await context.request.post(`/api/folders/${project.root_folder_id}/files`, {
      headers,
      multipart: {
        file: {
          name: basename(file),
          mimeType: 'application/octet-stream',
          buffer: await readFile(file),
        },
      },
      timeout: 120_000,
    });
    const up = (await res.json()) as { file: { id: string } };
    const started = Date.now();
    const fileId = up.file.id;
    for (;;) {
      const state = (await (
        await context.request.get(`/api/files/${fileId}/versions/1/processing`)
      ).json()) as {
        state: string;
        error: { code: string } | null;
        stats: { duration_ms: number; geometry_bytes: number } | null;
      };
      if (state.state === 'ready' || state.state === 'failed' || Date.now() - started > 15 * 60_000)
        return {
          fileId,
          url: `/pro/projects/${project.id}/viewer/${fileId}/ifc`,
          wallMs: Date.now() - started,
          processingMs: state.stats?.duration_ms ?? NaN,
          geometryMb: (state.stats?.geometry_bytes ?? NaN) / 1e6,
          status: state.state === 'ready' ? 'ready' : (state.error?.code ?? state.state),
        };
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await context.close();
  }
}

export type Reopen = { status: string; firstGeometry: number; ready: number; frameMs: number };

/** Opens the processed model (from the start of its load to its first and last drawn frame). */
export async function reopen(browser: Browser, baseUrl: string, url: string): Promise<Reopen> {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  try {
    await signIn(context, 'pro@ouvrage.test');
    const page = await context.newPage();
    await page.goto(url);
    const deadline = Date.now() + 5 * 60_000;
    let status = '';
    while (Date.now() < deadline) {
      status =
        (await page
          .getByTestId('viewer')
          .getAttribute('data-status')
          .catch(() => null)) ?? '';
      if (status === 'ready' || status === 'error') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    if (status !== 'ready')
      return { status: status || 'timeout', firstGeometry: NaN, ready: NaN, frameMs: NaN };
    const marks = await page.evaluate(() => {
      const all = performance.getEntriesByType('mark');
      return {
        m: Object.fromEntries(all.map((x) => [x.name, x.startTime])),
        processed: performance.getEntriesByName('ouvrage:viewer:processed').length > 0,
      };
    });
    const at = (k: string) => marks.m[`ouvrage:viewer:${k}`] ?? NaN;
    return {
      status: marks.processed ? 'processed' : 'parsed',
      firstGeometry: at('first-geometry') - at('start'),
      ready: at('ready') - at('start'),
      frameMs: await orbitFrameMs(page),
    };
  } finally {
    await context.close();
  }
}

/** Median time between frames while the camera orbits (the mouse dragged across the scene). */
async function orbitFrameMs(page: Page): Promise<number> {
  const box = await page.locator('canvas').first().boundingBox();
  if (!box) return NaN;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  // A string, not a function: tsx would wrap the page-side closures in a helper the page lacks.
  const recording = page.evaluate<number[]>(`new Promise((resolve) => {
    const stamps = [];
    const end = performance.now() + 2000;
    const tick = (t) => {
      stamps.push(t);
      if (t < end) requestAnimationFrame(tick);
      else resolve(stamps);
    };
    requestAnimationFrame(tick);
  })`);
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  for (let i = 0; i < 40; i++) {
    await page.mouse.move(cx + Math.sin(i / 6) * 200, cy + Math.cos(i / 6) * 60);
    await page.waitForTimeout(40);
  }
  await page.mouse.up();
  const stamps = await recording;
  const gaps = stamps
    .slice(1)
    .map((t, i) => t - stamps[i]!)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? NaN;
}
