import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { settled } from './app';
import { putBack, takeTab } from './tabs';
import { baseUrl, launchBrowser } from './browser';
import { signIn } from './session';
import { seriousViolations } from './axe';
import {
  concretePath,
  extraRouteCases,
  type Ids,
  routeCases,
  routeVisitors,
  type Who,
} from './route-fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Elements that stick out of the screen sideways (the cause of a page that scrolls sideways). */
function overflowing(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    const view = document.documentElement.clientWidth;
    const clipped = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o !== 'visible') return true;
      }
      return false;
    };
    const culprits: string[] = [];
    if (width > view) {
      for (const el of document.body.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || (r.right <= view + 0.5 && r.left >= -0.5) || clipped(el)) continue;
        const id = el.getAttribute('data-testid');
        culprits.push(
          `${el.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} (${Math.round(r.left)}–${Math.round(r.right)} px)`,
        );
        if (culprits.length >= 6) break;
      }
    }
    return { width, culprits };
  });
}

/**
 * Every route of the app, on a 390 px phone in French and in Arabic, seen by who may see it:
 * the page never scrolls sideways (tables and toolbars scroll in their own box), and the
 * Content-Security-Policy the server sends is never violated (the browser reports each
 * violation to the page and to the console). Then the same page, widened to 1280 px, has no
 * serious or critical axe violation (the viewers' pages have their own axe file, in all their
 * panels: viewer-a11y.spec.ts). Widening the page it has, rather than loading it again at
 * desktop size, halves the page loads of the two checks.
 */
describe.each(['fr', 'ar'])('every route on a 390 px phone, then at 1280 px, in %s', (lng) => {
  let browser: Browser;
  let gl: Browser;
  let ids: Ids;
  let as: Record<Who, BrowserContext>;
  let viewerAs: BrowserContext;
  const phone = (b: Browser) =>
    b.newContext({ baseURL: baseUrl(), locale: lng, viewport: PHONE, hasTouch: true });
  beforeAll(async () => {
    // Pages without a 3D scene are composited by Chromium's light software compositor; only the
    // viewers' routes need WebGL (SwiftShader), which makes every frame of a page far dearer.
    [browser, gl] = await Promise.all([launchBrowser({ webgl: false }), launchBrowser()]);
    ({ ids, as } = await routeVisitors(browser, phone));
    viewerAs = await phone(gl);
    await signIn(viewerAs, 'pro@ouvrage.test');
  });
  afterAll(() => Promise.all([browser.close(), gl.close()]));

  // Three tabs at a time (vitest.config.ts): loading pages is mostly waiting.
  it.concurrent.for([...routeCases, ...extraRouteCases])(
    '$pattern ($who)',
    async ({ pattern, who }, { expect }) => {
      const path = concretePath(pattern, ids);
      const viewer = /\/viewer\/.*\/(ifc|obj)$/.test(path);
      const page = await takeTab(viewer ? viewerAs : as[who]);
      const violations: string[] = [];
      const refusals: string[] = [];
      page.on('console', (m) => {
        if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
        // A guest's page asks nothing it knows will be refused (the account of nobody: 401).
        if (m.type() === 'error' && /status of 401/.test(m.text()))
          refusals.push(`${m.text()} ${m.location().url}`);
      });
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      await settled(page);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lng);
      if (viewer)
        await page
          .locator(
            '[data-testid=viewer][data-status=ready], [data-testid=viewer][data-status=error]',
          )
          .waitFor({ timeout: 60_000 });
      else await page.waitForLoadState('networkidle');
      const { width, culprits } = await overflowing(page);
      let axe: string[] = [];
      if (!viewer) {
        await page.setViewportSize(DESKTOP);
        // The layout's own breakpoints (the side menu instead of the drawer) render again.
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
        );
        await page.waitForLoadState('networkidle');
        axe = await seriousViolations(page);
        await page.setViewportSize(PHONE);
      }
      await putBack(page);
      expect(violations).toEqual([]);
      expect(refusals).toEqual([]);
      expect(width > PHONE.width ? `${width} px wide: ${culprits.join(', ')}` : 'fits').toBe(
        'fits',
      );
      expect(axe).toEqual([]);
    },
  );
});
