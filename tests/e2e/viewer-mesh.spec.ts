import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchErrors } from './browser';
import {
  activeTool,
  cameraSettled,
  clickWorld,
  elementCount,
  modelBounds,
  serveModel,
  settle,
  viewerUrl,
  viewerContext,
} from './viewer-page';

/** Two named boxes in OBJ: a 2 m cube at the origin and a 1 m cube beside it. */
function twoBoxes(): string {
  const box = (name: string, x0: number, size: number, base: number) => {
    const v: string[] = [];
    for (const z of [0, size])
      for (const y of [0, size]) for (const x of [0, size]) v.push(`v ${x0 + x} ${y} ${z}`);
    const f = [
      [1, 3, 4, 2],
      [5, 6, 8, 7],
      [1, 2, 6, 5],
      [3, 7, 8, 4],
      [1, 5, 7, 3],
      [2, 4, 8, 6],
    ].map((q) => `f ${q.map((i) => i + base).join(' ')}`);
    return [`o ${name}`, ...v, ...f].join('\n');
  };
  return `${box('Grand cube', 0, 2, 0)}\n${box('Petit cube', 3, 1, 8)}\n`;
}

describe('the glTF/OBJ viewer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('opens an OBJ with one element per object, selects, measures an edge and slices', async () => {
    const context = await viewerContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await serveModel(page, 'o1', new TextEncoder().encode(twoBoxes()));
    await page.goto(viewerUrl('o1', 'obj'));
    expect(await settle(page)).toBe('ready');
    expect(await elementCount(page)).toBe(2);

    // Selection from the tree: the properties name the object.
    const tree = page.getByTestId('viewer.tree.spatial');
    await tree.getByRole('button', { name: /^Grand cube/ }).click();
    await expect
      .poll(() => page.getByTestId('viewer.properties.heading').textContent())
      .toBe('Grand cube');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByTestId('viewer.properties.heading').textContent())
      .toBe('Propriétés');

    // Measure the big cube's front-top edge: 2 m (glTF and OBJ are read in metres).
    await page.keyboard.press('2');
    await cameraSettled(page);
    await page.keyboard.press('m');
    const { max } = await modelBounds(page);
    await clickWorld(page, [0.02, 1.98, max[2]]);
    await clickWorld(page, [1.98, 1.98, max[2]]);
    const item = page.getByTestId('viewer.measure.item');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getAttribute('data-length-m')).toBe('2.000');
    await page.keyboard.press('Escape');
    await expect.poll(() => activeTool(page)).toBe('select');

    await page.keyboard.press('y');
    expect(await activeTool(page)).toBe('slice');
    await expect.poll(() => page.getByTestId('viewer.slice.item').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => activeTool(page)).toBe('select');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a readable error for a file that is no model', async () => {
    const context = await viewerContext(browser, 'ar');
    const page = await context.newPage();
    await serveModel(page, 'o2', new TextEncoder().encode('not a mesh at all'));
    await page.goto(viewerUrl('o2', 'obj'));
    expect(await settle(page)).toBe('error');
    expect(await page.getByTestId('viewer.error').getAttribute('data-code')).toBe('corrupt');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.getByTestId('viewer.error-message').textContent()).toContain(
      'تعذّرت قراءة الملف',
    );
    await context.close();
  });
});
