import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext } from './browser';

describe('the platform in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('renders the landing page with the real library, and the manufacturers’ one leads to their registration', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByTestId('landing.title').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    // Products from the demo library, with their BIM badge; the figures; three steps.
    await page.getByTestId('landing.products').waitFor();
    expect(await page.getByTestId('landing.products').getByTestId('product.card').count()).toBe(4);
    expect(await page.getByTestId('landing.figures').textContent()).toMatch(
      /produits au catalogue/,
    );
    expect(await page.getByTestId('landing.steps').locator('h3').count()).toBe(3);
    await page.getByTestId('landing.plans').waitFor();
    // The manufacturers' landing registers a manufacturer.
    await page.goto('/fabricants');
    await page.getByTestId('manufacturers.title').waitFor();
    await page.getByRole('link', { name: 'Créer un compte fabricant' }).first().click();
    await expect
      .poll(() =>
        page.locator('[data-testid="register.type"] input[value="MANUFACTURER"]').isChecked(),
      )
      .toBe(true);
    expect((await fetch(`${baseUrl()}/api/health`)).status).toBe(200);
    await context.close();
  });

  it('serves index.html for a client route on reload (history fallback)', async () => {
    const res = await fetch(`${baseUrl()}/pro/projects`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<div id="root">');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await fetch(`${baseUrl()}/api/nothing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toHaveProperty('message');
  });

  it('answers a missing built asset with 404, not with index.html', async () => {
    const res = await fetch(`${baseUrl()}/assets/gone-after-a-deploy.js`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).not.toContain('text/html');
  });

  it('reloads once to the new build when a lazy page chunk has gone', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    let refused = 0;
    // The first request for the not-found page's chunk fails as it would after a deploy.
    await page.route('**/assets/not-found.page-*.js', (route) => {
      if (refused++ === 0) return route.fulfill({ status: 404, body: 'gone' });
      return route.continue();
    });
    await page.goto('/no/such/page');
    await expect
      .poll(() => page.getByTestId('page.not-found').isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(refused).toBe(2);
    await context.close();
  });
});
