import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLORED, HIDDEN, HOVERED, SELECTED } from '@/viewer/scene/element-states';
import { launchBrowser, watchErrors } from './browser';
import type { ShadingCase, ShadingKind, ShadingResult } from './shading-scene';

/**
 * The IFC model's vertex-coloured material (scene/vertex-colour.ts: element state, light and sRGB
 * encoding per vertex) against the per-pixel path it replaced (Lambert with the scene's lights,
 * states applied per pixel, sRGB per pixel), on flat squares in SwiftShader: the same bytes, up
 * to rounding, for every state, both faces, merged and instanced geometry.
 */
const cases: ShadingCase[] = [
  { flags: 0, yaw: 0.3, pitch: -0.4, colour: [0.8, 0.5, 0.2] },
  { flags: 0, yaw: -0.9, pitch: 0.6, colour: [0.1, 0.6, 0.3] },
  { flags: SELECTED, yaw: 0.5, pitch: 0.2, colour: [0.8, 0.5, 0.2] },
  { flags: HOVERED, yaw: -0.2, pitch: -0.7, colour: [0.8, 0.5, 0.2] },
  { flags: COLORED, rgb: [0.9, 0.1, 0.1], yaw: 0.1, pitch: 0.3, colour: [0.8, 0.5, 0.2] },
  { flags: HIDDEN, yaw: 0, pitch: 0, colour: [0.2, 0.2, 0.9] },
  // Back faces towards the camera: double-sided, lit from the other side.
  { flags: 0, yaw: Math.PI - 0.4, pitch: 0.5, colour: [0.5, 0.5, 0.9] },
  {
    flags: SELECTED | COLORED,
    rgb: [0.2, 0.8, 0.2],
    yaw: Math.PI + 0.6,
    pitch: -0.3,
    colour: [0.3, 0.3, 0.3],
  },
  // Near black: sRGB's linear segment.
  { flags: 0, yaw: 0.2, pitch: 0.1, colour: [0.004, 0.01, 0.02] },
];

let bundle = '';

async function shade(page: Page, kind: ShadingKind): Promise<ShadingResult> {
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle });
  return page.evaluate(([c, k]) => window.shade(c, k), [cases, kind] as const);
}

function expectSameColours(r: ShadingResult) {
  r.ours.forEach((px, i) => {
    const ref = r.reference[i]!;
    for (let c = 0; c < 3; c++)
      expect(Math.abs(px[c]! - ref[c]!), `case ${i}`).toBeLessThanOrEqual(1);
  });
  // Not two blank pictures: drawn squares differ from the background, a hidden one does not.
  expect(r.ours[0]).not.toEqual(r.background);
  expect(r.ours[5]).toEqual(r.background);
  expect(r.ours[2]).not.toEqual(r.ours[0]);
}

describe('the IFC model material, coloured per vertex', () => {
  let browser: Browser;
  beforeAll(async () => {
    const built = await build({
      entryPoints: [fileURLToPath(new URL('./shading-scene.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'iife',
      alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) },
      logLevel: 'silent',
    });
    bundle = built.outputFiles[0]!.text;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('gives merged geometry the per-pixel colours in every element state, both faces', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    expectSameColours(await shade(page, 'merged'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives merged geometry of elements in no state the same colours through the plain program', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const r = await shade(page, 'plain');
    // The plain program reads no state: it draws only elements in none (merged-lod.ts).
    const plain = cases.flatMap((c, i) => (c.flags === 0 && !c.rgb ? [i] : []));
    expect(plain).toEqual([0, 1, 6, 8]);
    for (const i of plain)
      for (let c = 0; c < 3; c++)
        expect(Math.abs(r.ours[i]![c]! - r.reference[i]![c]!), `case ${i}`).toBeLessThanOrEqual(1);
    expect(r.ours[0]).not.toEqual(r.background);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives instances the per-pixel colours in every element state, both faces', async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    expectSameColours(await shade(page, 'instanced'));
    expect(errors).toEqual([]);
    await page.close();
  });
});
