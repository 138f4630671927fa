import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { launchBrowser, watchErrors } from './browser';
import { elementCount, processed, settle, uploadModel, viewerContext } from './viewer-page';

describe('a processed model in the IFC viewer', () => {
  let browser: Browser;
  let room: Uint8Array;
  beforeAll(async () => {
    browser = await launchBrowser();
    room = await buildIfc({ walls: roomWalls(5000, 4000) });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens from the model service: stored geometry, tree and properties from the index, no parse', async () => {
    const context = await viewerContext(browser);
    const model = await uploadModel(context, 'salle.ifc', room);
    await processed(context, model.fileId);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const downloads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/download')) downloads.push(r.url());
    });
    await page.goto(model.url);
    expect(await settle(page)).toBe('ready');
    expect(await elementCount(page)).toBe(4);
    expect(
      await page.evaluate(() => performance.getEntriesByName('ouvrage:viewer:processed').length),
    ).toBe(1);
    // The IFC file itself never came down.
    expect(downloads).toEqual([]);

    const tree = page.getByTestId('viewer.tree.spatial');
    await expect.poll(() => tree.getByText('Rez-de-chaussée').isVisible()).toBe(true);
    await tree.getByRole('button', { name: /Déplier Rez-de-chaussée/ }).click();
    await tree.getByRole('button', { name: /^Mur sud/ }).click();
    const props = page.getByTestId('viewer.properties');
    await expect
      .poll(() => props.getByTestId('viewer.properties.heading').textContent())
      .toBe('Mur sud');
    await props.getByTestId('viewer.properties.tab.quantities').click();
    await expect.poll(() => props.getByText('5 m', { exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
