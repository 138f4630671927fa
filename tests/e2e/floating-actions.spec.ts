import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, settled } from './app';
import { baseUrl, launchBrowser } from './browser';
import { signIn, xsrfHeader } from './session';

const PHONE = { width: 390, height: 844 };

/**
 * SPEC §2's floating action button and page on phones (issue 27): at the bottom end corner
 * (right in French, left in Arabic), it opens a full-screen page of the actions that make
 * things; each opens what the desktop button opens; Escape and "back" leave it; not on desktops.
 */
describe.each(['fr', 'ar'])('the floating-action page at 390 px in %s', (lng) => {
  let browser: Browser;
  let pro: BrowserContext;
  let fab: BrowserContext;
  const open = async (context: BrowserContext, path: string): Promise<Page> => {
    const page = await context.newPage();
    await page.goto(`${path}?lng=${lng}`);
    await settled(page);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lng);
    return page;
  };
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    const context = () =>
      browser.newContext({ baseURL: baseUrl(), locale: lng, viewport: PHONE, hasTouch: true });
    [pro, fab] = await Promise.all([context(), context()]);
    await Promise.all([signIn(pro, 'pro@ouvrage.test'), signIn(fab, 'fab@ouvrage.test')]);
  });
  afterAll(() => browser.close());

  it('sits at the bottom end corner and its "new project" opens the new-project dialog', async () => {
    const page = await open(pro, '/pro/projects');
    const button = page.getByTestId('fab.button');
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(PHONE.height - 60);
    if (lng === 'ar') expect(box.x).toBeLessThan(60);
    else expect(box.x + box.width).toBeGreaterThan(PHONE.width - 60);

    await button.click();
    const sheet = page.getByTestId('fab.page');
    await sheet.waitFor();
    const sheetBox = (await sheet.boundingBox())!;
    expect(sheetBox.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    await page.getByTestId('fab.action.new-project').click();
    await page.getByTestId('dialog.newProject').waitFor();
    await expect.poll(() => sheet.count()).toBe(0);
    expect(pathOf(page)).toBe('/pro/projects');
    await page.close();
  });

  it('closes with Escape and with the back button, focus back on the button', async () => {
    const page = await open(pro, '/pro/projects');
    const sheet = page.getByTestId('fab.page');
    await page.getByTestId('fab.button').click();
    await sheet.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => sheet.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid')))
      .toBe('fab.button');

    await page.getByTestId('fab.button').click();
    await sheet.waitFor();
    await page.goBack();
    await expect.poll(() => sheet.count()).toBe(0);
    expect(pathOf(page)).toBe('/pro/projects');
    await page.close();
  });

  it("offers a manufacturer's own actions, and goes to the page an action names", async () => {
    const page = await open(fab, '/fab/orders');
    await page.getByTestId('fab.button').click();
    await page.getByTestId('fab.page').waitFor();
    const ids = await page
      .getByTestId('fab.actions')
      .locator('[data-testid^="fab.action."]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(ids).toEqual([
      'fab.action.new-product',
      'fab.action.new-message',
      'fab.action.notifications',
      'fab.action.favorites',
    ]);
    await page.getByTestId('fab.action.favorites').click();
    await expect.poll(() => pathOf(page)).toBe('/fab/favorites');
    // The sheet's history entry was replaced: "back" returns to the page it was opened on.
    await page.goBack();
    await expect.poll(() => pathOf(page)).toBe('/fab/orders');
    await page.close();
  });

  it('is not shown on a desktop width', async () => {
    const page = await open(pro, '/pro/projects');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.getByTestId('fab.button').count()).toBe(0);
    await expect.poll(() => page.getByTestId('shell.sider').isVisible()).toBe(true);
    await page.close();
  });
});

/** SPEC §9's sider through the one responsive helper, and the project's own actions on a phone. */
describe('the side menu by width, and the actions inside a project', () => {
  let browser: Browser;
  let pro: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    pro = await browser.newContext({ baseURL: baseUrl(), locale: 'fr', viewport: PHONE });
    await signIn(pro, 'pro@ouvrage.test');
  });
  afterAll(() => browser.close());

  it('is a drawer on phones, collapsed (80 px) on tablets, 200 px on desktops', async () => {
    const page = await pro.newPage();
    await page.goto('/pro/projects');
    await settled(page);
    expect(await page.getByTestId('shell.sider').count()).toBe(0);
    await page.setViewportSize({ width: 1024, height: 800 });
    const sider = page.getByTestId('shell.sider');
    await expect.poll(() => sider.getAttribute('data-collapsed')).toBe('true');
    await expect.poll(async () => Math.round((await sider.boundingBox())!.width)).toBe(80);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => sider.getAttribute('data-collapsed')).toBe('false');
    await expect.poll(async () => Math.round((await sider.boundingBox())!.width)).toBe(200);
    await page.close();
  });

  it("offers a new folder and an import inside a project, opening the page's own dialogs", async () => {
    const res = await pro.request.post('/api/projects', {
      data: { name: 'Actions rapides' },
      headers: await xsrfHeader(pro),
    });
    const { id } = (await res.json()) as { id: string };
    const page = await pro.newPage();
    await page.goto(`/pro/projects/${id}`);
    await settled(page);
    await page.getByTestId('fab.button').click();
    await page.getByTestId('fab.action.new-folder').click();
    await page.getByTestId('dialog.newProjectFolder').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('dialog.newProjectFolder').count()).toBe(0);
    await page.getByTestId('fab.button').click();
    await page.getByTestId('fab.action.import-file').click();
    await page.getByTestId('dialog.importFile').waitFor();
    await page.close();
  });
});
