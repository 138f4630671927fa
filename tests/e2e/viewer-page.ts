import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The viewer in a browser test. Until a test goes through the real upload, the file's bytes are
 * served to the page by intercepting its download URL (the viewer itself is what is tested).
 */
export async function serveModel(
  page: Page,
  fileId: string,
  body: Buffer | Uint8Array,
): Promise<void> {
  await page.route(`**/api/files/${fileId}/download`, (route) =>
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
