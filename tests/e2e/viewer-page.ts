import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext } from './browser';
import { signIn, xsrfHeader } from './session';

/** A fresh context signed in as the demo professional (the viewer routes are in /pro). */
export async function viewerContext(browser: Browser, locale = 'fr-FR'): Promise<BrowserContext> {
  const context = await newContext(browser, locale);
  await signIn(context, 'pro@ouvrage.test');
  return context;
}

/**
 * The viewer in a browser test. Until a test goes through the real upload, the file's bytes are
 * served to the page by intercepting its download URL (the viewer itself is what is tested).
 */
export async function serveModel(
  page: Page,
  fileId: string,
  body: Buffer | Uint8Array,
): Promise<void> {
  await page.route(`**/api/files/${fileId}/download*`, (route) =>
    route.fulfill({
      status: 200,
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(body.length),
      },
      body: Buffer.from(body),
    }),
  );
}

export async function serveModelFile(page: Page, fileId: string, path: string): Promise<void> {
  await serveModel(page, fileId, await readFile(path));
}

export const viewerUrl = (fileId: string, kind: 'ifc' | 'obj' | 'file' = 'ifc') =>
  `/pro/projects/p1/viewer/${fileId}/${kind}`;

/** Waits for the viewer to settle (ready or error) and returns its status. */
export async function settle(page: Page, timeout = 60_000): Promise<string> {
  const viewer = page.getByTestId('viewer');
  await expect
    .poll(async () => viewer.getAttribute('data-status'), { timeout, interval: 200 })
    .toMatch(/^(ready|error)$/);
  return (await viewer.getAttribute('data-status')) ?? '';
}

export async function elementCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('viewer').getAttribute('data-elements'));
}

type Vec3 = [number, number, number];

/** The model's world box, as the viewer's probe reports it. */
export async function modelBounds(page: Page): Promise<{ min: Vec3; max: Vec3 }> {
  const b = await page.evaluate(() => window.ouvrageViewer?.bounds() ?? null);
  if (!b) throw new Error('the viewer reports no model bounds');
  return b;
}

/** Where a world point shows on the page, in CSS pixels. */
export async function onScreen(page: Page, point: Vec3): Promise<{ x: number; y: number }> {
  return page.evaluate((p) => window.ouvrageViewer!.toScreen(p), point);
}

/** Moves the pointer to a world point, then clicks there (the camera must be still). */
export async function clickWorld(page: Page, point: Vec3): Promise<void> {
  await cameraSettled(page);
  const { x, y } = await onScreen(page, point);
  await page.mouse.move(x, y, { steps: 2 });
  // A few frames for the hover raycast and the snap marker.
  await page.waitForTimeout(150);
  await page.mouse.click(x, y);
}

/**
 * Waits until the camera has stopped moving (its transitions are animated): until its controls
 * have gone to sleep, then until the origin stays at one place on screen over three samples.
 * The samples alone were not enough on a starved machine: with no frame drawn for 300 ms the
 * camera seemed still in the middle of a transition, and moved 3.4 px afterwards.
 */
export async function cameraSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => window.ouvrageViewer?.cameraMoving() === false, null, {
    timeout: 15_000,
    polling: 50,
  });
  let last = '';
  let same = 0;
  for (let i = 0; i < 60 && same < 3; i++) {
    const now = JSON.stringify(await onScreen(page, [0, 0, 0]));
    same = now === last ? same + 1 : 0;
    last = now;
    await page.waitForTimeout(100);
  }
}

export const tool = (page: Page, id: string) => page.getByTestId(`viewer.tool.${id}`);

export async function activeTool(page: Page): Promise<string | null> {
  for (const id of ['select', 'measure', 'slice']) {
    if ((await tool(page, id).getAttribute('aria-pressed')) === 'true') return id;
  }
  return null;
}

/**
 * Uploads a model into a new project of the signed-in user through the API (as the import
 * dialog does) and returns what the viewer's URL needs.
 */
export async function uploadModel(
  context: BrowserContext,
  name: string,
  bytes: Uint8Array,
): Promise<{ projectId: string; fileId: string; versionId: string; url: string }> {
  const headers = await xsrfHeader(context);
  const project = await context.request.post('/api/projects', {
    data: { name: `Projet ${name}` },
    headers,
  });
  if (!project.ok()) throw new Error(`project: ${project.status()} ${await project.text()}`);
  const { id: projectId, root_folder_id } = (await project.json()) as {
    id: string;
    root_folder_id: string;
  };
  const res = await context.request.post(`/api/folders/${root_folder_id}/files`, {
    headers,
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) } },
  });
  if (!res.ok()) throw new Error(`upload: ${res.status()} ${await res.text()}`);
  const up = (await res.json()) as { file: { id: string }; version: { id: string } };
  const kind = /\.(ifc|ifczip)$/i.test(name) ? 'ifc' : 'obj';
  return {
    projectId,
    fileId: up.file.id,
    versionId: up.version.id,
    url: `/pro/projects/${projectId}/viewer/${up.file.id}/${kind}`,
  };
}

/** Waits until the model service has processed a version (the e2e server runs one worker). */
export async function processed(
  context: BrowserContext,
  fileId: string,
  n = 1,
  timeout = 120_000,
): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          (await (
            await context.request.get(`/api/files/${fileId}/versions/${n}/processing`)
          ).json()) as {
            state: string;
          }
        ).state,
      { timeout, interval: 250 },
    )
    .toBe('ready');
}
