import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, watchErrors } from './browser';
import { elementCount, serveModelFile, settle, viewerContext, viewerUrl } from './viewer-page';

/** Third-party models of ../shared/data, read in place (never copied into the repository). */
const data = resolve('..', 'shared', 'data');
/** Every file these tests open: when one is missing they are skipped, saying which. */
const needed = [
  'ifc/duplex.ifc',
  'ifc/Office_A_20110811.ifc',
  'ifc/AC20-FZK-Haus.ifc',
  'ifc/edge/IFC20_LONGFORM-unsupported.ifc',
  'ifc/compressed/SmallModelIfc2x3.ifczip',
  'ifc/edge/wall-extruded-solid-IFC4X3.ifc',
  'ifc/edge/SixSpaces.ifcxml',
  'mesh/CesiumMilkTruck.glb',
];
const missing = needed.filter((f) => !existsSync(resolve(data, f)));
const present = missing.length === 0;
const reason = present
  ? ''
  : ` — skipped: ${data} lacks ${missing.join(', ')} (the third-party models of shared/data, beside the repository)`;

// "web-ifc meshes" of MANIFEST.md: the elements with geometry web-ifc streams.
const models: [string, number][] = [
  ['ifc/duplex.ifc', 215],
  ['ifc/Office_A_20110811.ifc', 803],
  ['ifc/AC20-FZK-Haus.ifc', 83],
];

describe.skipIf(!present)(`real models of ../shared/data${reason}`, () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function load(file: string, kind: 'ifc' | 'obj' = 'ifc', locale = 'fr-FR') {
    const context = await viewerContext(browser, locale);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await serveModelFile(page, 'real', resolve(data, file));
    await page.goto(viewerUrl('real', kind));
    const status = await settle(page, 120_000);
    return { context, page, status, errors };
  }

  for (const [file, meshes] of models) {
    it(`${file} loads with ${meshes} elements (MANIFEST's web-ifc meshes)`, async () => {
      const { context, page, status, errors } = await load(file);
      expect(status).toBe('ready');
      expect(await elementCount(page)).toBe(meshes);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('AC20-FZK-Haus in Arabic: a Latin name keeps its own direction in the tree, and the ExpressID is shown as written', async () => {
    const context = await viewerContext(browser, 'ar');
    const page = await context.newPage();
    await serveModelFile(page, 'real', resolve(data, 'ifc/AC20-FZK-Haus.ifc'));
    await page.goto(`${viewerUrl('real')}?lng=ar`);
    expect(await settle(page, 120_000)).toBe('ready');
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('viewer.tree.search').fill('Wand-Int-ERDG-4');
    const row = page.getByTestId('viewer.tree.element').first();
    const label = row.locator('[dir=auto]');
    await expect.poll(() => label.textContent()).toMatch(/^Wand-Int-ERDG-4\s*IfcWall/);
    // Truncated at the end of the Latin name, not at its start.
    expect(await label.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    await label.click();
    const attributes = page.getByTestId('viewer.properties.attributes');
    // An identifier keeps its digits together (15042, not "15 042").
    await expect.poll(() => attributes.getByText('15042', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('IFC20_LONGFORM-unsupported.ifc shows the unsupported-schema error with its name', async () => {
    const { context, page, status } = await load(
      'ifc/edge/IFC20_LONGFORM-unsupported.ifc',
      'ifc',
      'en-US',
    );
    expect(status).toBe('error');
    expect(await page.getByTestId('viewer.error').getAttribute('data-code')).toBe(
      'unsupported-schema',
    );
    const message = await page.getByTestId('viewer.error-message').textContent();
    expect(message).toContain('IFC20_LONGFORM');
    expect(message).toContain('IFC2X3, IFC4 and IFC4X3');
    await context.close();
  });

  it('an .ifczip is unzipped and shown', async () => {
    const { context, page, status } = await load('ifc/compressed/SmallModelIfc2x3.ifczip');
    expect(status).toBe('ready');
    expect(await elementCount(page)).toBeGreaterThan(0);
    await context.close();
  });

  it('an IFC4X3 model loads', async () => {
    const { context, page, status } = await load('ifc/edge/wall-extruded-solid-IFC4X3.ifc');
    expect(status).toBe('ready');
    expect(await elementCount(page)).toBe(1);
    await context.close();
  });

  it('ifcXML is refused with a readable message', async () => {
    const { context, page, status } = await load('ifc/edge/SixSpaces.ifcxml');
    expect(status).toBe('error');
    expect(await page.getByTestId('viewer.error').getAttribute('data-code')).toBe(
      'unsupported-format',
    );
    await context.close();
  });

  it('a GLB with several meshes opens in the mesh viewer', async () => {
    const { context, page, status, errors } = await load('mesh/CesiumMilkTruck.glb', 'obj');
    expect(status).toBe('ready');
    expect(await elementCount(page)).toBeGreaterThan(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
