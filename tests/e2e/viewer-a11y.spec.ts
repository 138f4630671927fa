import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { baseUrl, launchBrowser } from './browser';
import { xsrfHeader } from './session';
import { serveModel, settle, uploadModel, viewerContext, viewerUrl } from './viewer-page';
import { seriousViolations } from './axe';

/**
 * A model loaded and up to five axe analyses per test: 30–50 s when the heaviest browser files
 * run side by side on two cores (the every-route and axe files), so more than the project's 90 s.
 */
const VIEWER_AXE_TIMEOUT = 150_000;

describe.each(['fr', 'ar'])(
  'the IFC viewer in %s passes axe (no serious or critical violation)',
  (lng) => {
    let browser: Browser;
    let room: Uint8Array;
    beforeAll(async () => {
      browser = await launchBrowser();
      room = await buildIfc({ walls: roomWalls() });
    }, VIEWER_AXE_TIMEOUT);
    afterAll(() => browser.close());

    it(
      'with its tree, properties, a tool panel and the shortcut help',
      async () => {
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
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      },
      VIEWER_AXE_TIMEOUT,
    );

    it(
      'with the BCF panel, the new-BCF dialog, the tasks and the viewpoints',
      async () => {
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
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        const tasks = page.getByTestId('viewer.bcf').getByRole('tab').nth(1);
        await tasks.click();
        await expect.poll(() => tasks.getAttribute('aria-selected')).toBe('true');
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press('k');
        await page.getByTestId('viewer.viewpoints').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      },
      VIEWER_AXE_TIMEOUT,
    );

    it(
      'on a model shared by link (read-only viewer, no sign-in)',
      async () => {
        const owner = await viewerContext(browser, lng);
        const { fileId } = await uploadModel(owner, 'lien.ifc', room);
        const res = await owner.request.post(`/api/files/${fileId}/shares`, {
          data: { kind: 'link', permission: 'download' },
          headers: await xsrfHeader(owner),
        });
        const { token } = (await res.json()) as { token: string };
        await owner.close();
        const visitor = await browser.newContext({
          baseURL: baseUrl(),
          viewport: { width: 1280, height: 800 },
        });
        const page = await visitor.newPage();
        await page.goto(`/files/${fileId}/shares/${token}?lng=${lng}`);
        expect(await settle(page)).toBe('ready');
        expect(await seriousViolations(page)).toEqual([]);
        await visitor.close();
      },
      VIEWER_AXE_TIMEOUT,
    );

    it(
      'in its error state',
      async () => {
        const context = await viewerContext(browser, lng);
        const page = await context.newPage();
        await serveModel(page, 'bad', new TextEncoder().encode('nonsense'));
        await page.goto(`${viewerUrl('bad')}?lng=${lng}`);
        expect(await settle(page)).toBe('error');
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      },
      VIEWER_AXE_TIMEOUT,
    );
  },
);
