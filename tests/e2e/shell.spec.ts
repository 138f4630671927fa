import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, settled, signInThroughForm, visit, waitForPath } from './app';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn } from './session';

/** Issue 3's browser tests: routes, guards, sign-in, languages, crash fallback. */
describe('the application shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
  });
  afterAll(() => browser.close());

  it('shows the not-found page for an unknown path', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/no/such/page');
    await expect.poll(() => page.getByTestId('page.not-found').isVisible()).toBe(true);
    await context.close();
  });

  it('sends a guest from /pro/projects to /login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/pro/projects');
    await waitForPath(page, '/login');
    await expect.poll(() => page.getByTestId('login.form').isVisible()).toBe(true);
    await context.close();
  });

  it('signs pro@ouvrage.test in through the form and lands on /pro/projects', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await visit(page, '/pro/projects');
    await waitForPath(page, '/login');
    await signInThroughForm(page, 'pro@ouvrage.test');
    await waitForPath(page, '/pro/projects');
    await expect.poll(() => page.getByTestId('page.title').textContent()).toBe('Projets');
    expect(await page.getByTestId('area.pro').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the manufacturer fab@ouvrage.test from /pro/projects to /fab/products', async () => {
    const context = await newContext(browser);
    await signIn(context, 'fab@ouvrage.test');
    const page = await context.newPage();
    await visit(page, '/pro/projects');
    await waitForPath(page, '/fab/products');
    await expect.poll(() => page.getByTestId('area.fab').isVisible()).toBe(true);
    await context.close();
  });

  it('sends a professional from /fab to /pro/projects, and a signed-in user away from /login', async () => {
    const context = await newContext(browser);
    await signIn(context, 'pro@ouvrage.test');
    const page = await context.newPage();
    await visit(page, '/fab/products/new');
    await waitForPath(page, '/pro/projects');
    await visit(page, '/login');
    await waitForPath(page, '/pro/projects');
    await context.close();
  });

  it('speaks Arabic right to left with ?lng=ar and remembers it on the next visit', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/?lng=ar');
    const html = page.locator('html');
    await expect.poll(() => html.getAttribute('dir')).toBe('rtl');
    expect(await html.getAttribute('lang')).toBe('ar');
    expect(await page.getByTestId('landing.title').textContent()).toMatch(/[\u0600-\u06FF]/);
    await visit(page, '/login');
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('تسجيل الدخول');
    await context.close();
  });

  it('shows a wrong password as a field error in the current language', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    for (const [lng, text] of [
      ['fr', 'Ces identifiants ne correspondent à aucun compte.'],
      ['en', 'These credentials do not match our records.'],
    ]) {
      await visit(page, `/login?lng=${lng}`);
      await signInThroughForm(page, 'pro@ouvrage.test', 'not-the-password');
      const field = page.getByRole('group').filter({ has: page.getByTestId('login.email') });
      await expect.poll(() => field.textContent(), { timeout: 10_000 }).toContain(text);
      expect(pathOf(page)).toBe('/login');
    }
    await context.close();
  });

  it('shows "Something went wrong" when the application crashes', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The not-found page's code is replaced by one that throws while rendering.
    await page.route('**/assets/not-found.page-*.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export default function Crash() { throw new Error("forced crash"); }',
      }),
    );
    await page.goto('/forced/crash');
    await expect
      .poll(() => page.getByTestId('app.crash').textContent(), { timeout: 15_000 })
      .toBe('Something went wrong');
    await context.close();
  });

  it('lays out the professional area with a 200 px sider that collapses to 80 px', async () => {
    const context = await newContext(browser);
    await signIn(context, 'pro@ouvrage.test');
    const page = await context.newPage();
    await visit(page, '/pro/projects');
    const sider = page.getByTestId('shell.sider');
    const width = async () => (await sider.boundingBox())?.width;
    await expect.poll(width).toBe(200);
    await page.getByTestId('shell.sider.toggle').click();
    await expect.poll(width).toBe(80);
    await visit(page, '/pro/orders');
    await expect.poll(width).toBe(80);
    await page.getByTestId('shell.sider.toggle').click();
    await expect.poll(width).toBe(200);
    await context.close();
  });

  it('opens the viewer routes full-bleed, without the sider', async () => {
    const context = await newContext(browser);
    await signIn(context, 'pro@ouvrage.test');
    const page = await context.newPage();
    await visit(page, '/pro/projects/p1/viewer/f1/ifc');
    await expect.poll(() => page.getByTestId('viewer.page').isVisible()).toBe(true);
    expect(await page.getByTestId('shell.sider').count()).toBe(0);
    await page.getByTestId('viewer.back').click();
    await waitForPath(page, '/pro/projects/p1');
    await context.close();
  });

  it('signs out through the user menu and its dialog, which traps focus and closes with Escape', async () => {
    const context = await newContext(browser);
    await signIn(context, 'pro@ouvrage.test');
    const page = await context.newPage();
    await visit(page, '/pro/projects');
    await page.getByTestId('shell.user-menu').click();
    await page.getByTestId('shell.logout').click();
    const dialog = page.getByTestId('dialog.logout');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const focusInside = () => dialog.evaluate((d) => d.contains(document.activeElement));
    // Opening moves focus into the dialog (once its opening animation has started).
    await expect.poll(focusInside).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByTestId('shell.user-menu').click();
    await page.getByTestId('shell.logout').click();
    await page.getByTestId('dialog.logout.confirm').click();
    await waitForPath(page, '/login');
    expect((await context.request.get('/api/account')).status()).toBe(401);
    await context.close();
  });

  it('keeps every area page reachable behind its guard', async () => {
    const context = await newContext(browser);
    await signIn(context, 'pro@ouvrage.test');
    const page = await context.newPage();
    // The order page shows an unknown order as not found: visit one of pro@'s demo orders.
    const orders = (await (await context.request.get('/api/orders')).json()) as {
      data: { id: string }[];
    };
    const orderId = orders.data[0]?.id;
    expect(orderId).toBeTruthy();
    for (const path of [
      '/pro/projects/p1/files/f1',
      '/pro/shared-with-me',
      '/pro/shared-by-me/x',
      '/pro/notifications',
      `/pro/orders/${orderId}/order`,
      '/pro/favorites',
      '/pro/messages',
      '/pro/parameters/general',
      '/pro/parameters/subscriptions',
      '/pro/parameters/project/p1',
    ]) {
      await visit(page, path);
      expect(pathOf(page)).toBe(path);
      await expect.poll(() => page.getByTestId('page.title').isVisible()).toBe(true);
    }
    await visit(page, '/user/space');
    await waitForPath(page, '/pro/projects');
    await settled(page);
    await context.close();
  });
});
