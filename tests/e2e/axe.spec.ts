import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser } from './browser';

const faulty = `<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main>
  <h1>Essai</h1>
  <button><svg width="10" height="10"></svg></button>
  <p style="color:#bbb;background:#fff">Texte trop pâle</p>
</main></body></html>`;
const clean = `<!doctype html><html lang="fr"><head><title>Essai</title></head><body><main>
  <h1>Essai</h1><button>Envoyer</button><p style="color:#222;background:#fff">Lisible</p>
</main></body></html>`;

/**
 * The check every accessibility test relies on: it must report what axe calls serious or
 * critical, on a page without frames (analysed in place) and on one with a frame (through
 * @axe-core/playwright, which reaches inside it), and nothing on a clean page.
 */
describe('the axe check', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    page = await (await browser.newContext()).newPage();
  });
  afterAll(() => browser.close());

  const ids = (found: string[]) => found.map((line) => line.split(' ')[0]).sort();

  it('reports a nameless button and unreadable text on a page without frames', async () => {
    await page.setContent(clean);
    expect(await seriousViolations(page)).toEqual([]);
    // The same window analysed again, in a new state, with the axe it already has.
    await page.setContent(faulty);
    expect(ids(await seriousViolations(page))).toEqual(['button-name', 'color-contrast']);
  });

  it('reports them inside a frame too', async () => {
    await page.setContent(
      `<!doctype html><html lang="fr"><head><title>Cadre</title></head><body><main><h1>Cadre</h1>
      <iframe title="Aperçu" srcdoc="${faulty.replaceAll('"', '&quot;')}"></iframe></main></body></html>`,
    );
    await page.frames()[1]!.waitForLoadState();
    expect(ids(await seriousViolations(page))).toEqual(['button-name', 'color-contrast']);
  });
});
