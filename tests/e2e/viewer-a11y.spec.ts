import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { launchBrowser } from './browser';
import { serveModel, settle, uploadModel, viewerContext, viewerUrl } from './viewer-page';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe.each(['fr', 'ar'])(
  'the IFC viewer in %s passes axe (no serious or critical violation)',
  (lng) => {
    let browser: Browser;
    let room: Uint8Array;
    beforeAll(async () => {
      browser = await launchBrowser();
      room = await buildIfc({ walls: roomWalls() });
    });
    afterAll(() => browser.close());

    it('with its tree, properties, a tool panel and the shortcut help', async () => {
      const context = await viewerContext(browser, lng);
      const page = await context.newPage();
      await serveModel(page, 'a11y', room);
      await page.goto(`${viewerUrl('a11y')}?lng=${lng}`);
      expect(await settle(page)).toBe('ready');
      await expect
        .poll(() => page.locator('html').getAttribute('dir'))
        .toBe(lng === 'ar' ? 'rtl' : 'ltr');
      await page.getByTestId('viewer.tree.node').first().waitFor();
      await page.getByTestId('viewer.tree.node').nth(3).getByRole('button').nth(1).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('m');
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('c');
      await page.keyboard.press('y');
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('?');
      const help = page.getByTestId('viewer.help');
      await help.waitFor();
      // Contrast is judged once the dialog has finished fading in.
      await help.evaluate((el) =>
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))).then(
          () => el.id,
        ),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('with the BCF panel, the new-BCF dialog, the tasks and the viewpoints', async () => {
      const context = await viewerContext(browser, lng);
      const { url } = await uploadModel(context, 'a11y.ifc', room);
      const page = await context.newPage();
      await page.goto(`${url}?lng=${lng}`);
      expect(await settle(page)).toBe('ready');
      await page.keyboard.press('b');
      await page.getByTestId('viewer.bcf').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByTestId('viewer.bcf').getByRole('button').nth(1).click();
      const dialog = page.getByTestId('viewer.bcf.new');
      await dialog.waitFor();
      await dialog.evaluate(() =>
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('tab').nth(1).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('k');
      await page.getByTestId('viewer.viewpoints').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('in its error state', async () => {
      const context = await viewerContext(browser, lng);
      const page = await context.newPage();
      await serveModel(page, 'bad', new TextEncoder().encode('nonsense'));
      await page.goto(`${viewerUrl('bad')}?lng=${lng}`);
      expect(await settle(page)).toBe('error');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  },
);
