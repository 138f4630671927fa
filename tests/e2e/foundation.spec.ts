import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newContext } from './browser';

describe('the platform in a browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('renders the landing page with React and reports the platform healthy', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect
      .poll(() => page.getByTestId('landing.title').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('landing.health').getAttribute('data-status'), {
        timeout: 15_000,
      })
      .toBe('ok');
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
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
});
