import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { baseUrl, launchBrowser } from './browser';
import { signIn } from './session';
import { elementCount, serveModel, settle, tool, viewerUrl } from './viewer-page';

/**
 * The IFC viewer loads at every width. On a phone and a small tablet the 3D view takes the screen
 * and the panels are sheets over it (docked, they left the scene 0 px wide at 390 and 600 px,
 * and a canvas without area never drew the frame the load waits for); on a desktop they are
 * docked beside the scene.
 */
describe('the IFC viewer on a phone, a tablet and a desktop', () => {
  let browser: Browser;
  let room: Uint8Array;
  beforeAll(async () => {
    browser = await launchBrowser();
    room = await buildIfc({ walls: roomWalls() });
  });
  afterAll(() => browser.close());

  it.for([390, 600, 768, 1280])('loads a model at %i px', async (width) => {
    const context = await browser.newContext({
      baseURL: baseUrl(),
      locale: 'fr-FR',
      viewport: { width, height: 844 },
      hasTouch: width < 992,
    });
    await signIn(context, 'pro@ouvrage.test');
    const page = await context.newPage();
    await serveModel(page, `w${width}`, room);
    await page.goto(viewerUrl(`w${width}`));
    expect(await settle(page, 30_000)).toBe('ready');
    expect(await elementCount(page)).toBeGreaterThan(0);
    const canvas = (await page.getByTestId('viewer.canvas').boundingBox())!;
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    if (width < 992) {
      // The scene takes the whole width; the panels start closed and open as sheets over it.
      expect(canvas.width).toBeGreaterThanOrEqual(width - 1);
      expect(await page.getByTestId('viewer.left-pane').count()).toBe(0);
      await tool(page, 'leftPane').click();
      const pane = page.getByTestId('viewer.left-pane');
      await pane.waitFor();
      expect(await pane.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');
      expect((await page.getByTestId('viewer.canvas').boundingBox())!.width).toBe(canvas.width);
      await pane.getByTestId('viewer.sheet.close').click();
      await pane.waitFor({ state: 'detached' });
      await tool(page, 'properties').click();
      const props = page.getByTestId('viewer.properties');
      await props.waitFor();
      const box = (await props.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width + 1);
    } else {
      // Docked: the tree (300 px) and the properties (340 px) beside the scene.
      expect(canvas.width).toBe(width - 640);
      await page.getByTestId('viewer.left-pane').waitFor();
      await page.getByTestId('viewer.properties').waitFor();
    }
    await context.close();
  });
});
