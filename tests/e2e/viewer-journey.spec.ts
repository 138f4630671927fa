import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { launchBrowser, newContext, watchErrors } from './browser';
import { xsrfHeader } from './session';
import { activeTool, elementCount, settle, uploadModel, viewerContext } from './viewer-page';

/** How people reach the viewer: from the project's file table, and from a share link. */
describe('reaching the viewer', () => {
  let browser: Browser;
  let room: Uint8Array;
  beforeAll(async () => {
    browser = await launchBrowser();
    room = await buildIfc({ walls: roomWalls() });
  });
  afterAll(() => browser.close());

  it('opens an IFC uploaded through the API from the project file table, through the real download or its processed geometry', async () => {
    const context = await viewerContext(browser);
    const { projectId, url } = await uploadModel(context, 'Maison témoin.ifc', room);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const downloads: string[] = [];
    page.on('request', (r) => {
      if (/\/(download|geometry)\b/.test(r.url())) downloads.push(new URL(r.url()).pathname);
    });
    await page.goto(`/pro/projects/${projectId}`);
    const row = page.locator('[data-testid="file.row"][data-name="Maison témoin.ifc"]');
    await row.getByRole('link', { name: 'Maison témoin.ifc', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(url);
    expect(await settle(page)).toBe('ready');
    expect(await elementCount(page)).toBe(4);
    // The file itself, or (once the model service has processed it) its stored geometry.
    expect(
      downloads.some((p) => /^\/api\/files\/[^/]+\/(download|versions\/1\/geometry)$/.test(p)),
    ).toBe(true);
    // Back to the project from the viewer's bar.
    await page.getByTestId('viewer.back').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/pro/projects/${projectId}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a model shared by link in the read-only viewer, without signing in', async () => {
    const owner = await viewerContext(browser);
    const { fileId } = await uploadModel(owner, 'partage.ifc', room);
    const res = await owner.request.post(`/api/files/${fileId}/shares`, {
      data: { kind: 'link', permission: 'view' },
      headers: await xsrfHeader(owner),
    });
    expect(res.status()).toBe(201);
    const { token } = (await res.json()) as { token: string };
    await owner.close();

    const visitor = await newContext(browser);
    const page = await visitor.newPage();
    await page.goto(`/files/${fileId}/shares/${token}`);
    expect(await settle(page)).toBe('ready');
    expect(await elementCount(page)).toBe(4);
    const viewer = page.getByTestId('viewer');
    expect(await viewer.getAttribute('data-readonly')).toBe('true');
    // Reading tools only: no annotations, topics or tasks; measuring works.
    expect(await page.getByTestId('viewer.tool.annotate').count()).toBe(0);
    expect(await page.getByTestId('viewer.tool.bcf').count()).toBe(0);
    await page.keyboard.press('a');
    expect(await activeTool(page)).toBe('select');
    await page.keyboard.press('m');
    expect(await activeTool(page)).toBe('measure');
    // A view-only link offers no download.
    expect(await page.getByRole('link', { name: 'Télécharger la maquette' }).count()).toBe(0);
    await visitor.close();
  });
});
