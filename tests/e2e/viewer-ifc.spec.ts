import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
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

describe('the IFC viewer', () => {
  let browser: Browser;
  let room: Uint8Array;
  let wall: Uint8Array;
  beforeAll(async () => {
    browser = await launchBrowser();
    room = await buildIfc({ walls: roomWalls(5000, 4000) });
    wall = await buildIfc({
      walls: [{ name: 'Mur test', start: [0, 0], length: 5000, thickness: 200, height: 3000 }],
    });
  });
  afterAll(async () => {
    await browser.close();
  });

  async function open(
    bytes: Uint8Array,
    locale = 'fr-FR',
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await viewerContext(browser, locale);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await serveModel(page, 'm1', bytes);
    await page.goto(viewerUrl('m1'));
    return { context, page, errors };
  }

  it('loads a project-made IFC with one element per wall, its tree and its properties in metres', async () => {
    const { context, page, errors } = await open(room);
    expect(await settle(page)).toBe('ready');
    expect(await elementCount(page)).toBe(4);
    // The model draws with the seven shader programs the renderer's warm-up compiled before the
    // file came (merged, plain and instanced, one-sided and double-sided, and the specks' points:
    // a program whose key differed, by a renderer setting, would be compiled in the model's first
    // frame, and counted here).
    expect(await page.evaluate(() => window.ouvrageViewer?.stats().programs)).toBe(7);

    const tree = page.getByTestId('viewer.tree.spatial');
    await expect.poll(() => tree.getByText('Rez-de-chaussée').isVisible()).toBe(true);
    await tree.getByRole('button', { name: /Déplier Rez-de-chaussée/ }).click();
    await tree.getByRole('button', { name: /^Mur sud/ }).click();

    const props = page.getByTestId('viewer.properties');
    await expect
      .poll(() => props.getByTestId('viewer.properties.heading').textContent())
      .toBe('Mur sud');
    await props.getByTestId('viewer.properties.tab.quantities').click();
    // 5000 mm in the model, shown in metres.
    await expect.poll(() => props.getByText('5 m', { exact: true }).isVisible()).toBe(true);
    await props.getByTestId('viewer.properties.tab.propertySets').click();
    await expect.poll(() => props.getByText('Oui', { exact: true }).isVisible()).toBe(true);
    await props.getByTestId('viewer.properties.tab.spatial').click();
    await expect
      .poll(() => props.getByTestId('viewer.properties.spatial').textContent())
      .toContain('Bâtiment');

    // Search by name, then by GlobalId.
    await page.getByTestId('viewer.tree.search').fill('nord');
    await expect.poll(() => page.getByTestId('viewer.tree.element').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides, isolates and shows again from the keyboard, and the tree follows', async () => {
    const { context, page } = await open(room);
    expect(await settle(page)).toBe('ready');
    await page.getByRole('tab', { name: 'Classes' }).click();
    const wallClass = page.getByTestId('viewer.tree.class').first();
    await wallClass.getByRole('button', { name: /^IfcWall/ }).click();
    await page.keyboard.press('h');
    await expect.poll(() => wallClass.getAttribute('data-shown')).toBe('false');
    await page.keyboard.press('Shift+H');
    await expect.poll(() => wallClass.getAttribute('data-shown')).toBe('true');
    await wallClass.getByRole('button', { name: /Déplier IfcWall/ }).click();
    const first = page.getByTestId('viewer.tree.element').first();
    await first.getByRole('button', { name: /^Mur/ }).click();
    await page.keyboard.press('i');
    await expect
      .poll(() => page.getByTestId('viewer.tree.element').nth(1).getAttribute('data-shown'))
      .toBe('false');
    expect(await first.getAttribute('data-shown')).toBe('true');
    await context.close();
  });

  it('measures a known wall: 5 m between its two end corners, snapped to the vertices', async () => {
    const { context, page, errors } = await open(wall);
    expect(await settle(page)).toBe('ready');
    expect(await elementCount(page)).toBe(1);
    await page.keyboard.press('1'); // top view
    await cameraSettled(page);
    await page.keyboard.press('m');
    expect(await activeTool(page)).toBe('measure');

    const { min, max } = await modelBounds(page);
    // Top view: the wall's top face, its length along X. Click 3 cm inside each end corner:
    // snapping takes the corner itself.
    const near = 0.03;
    await clickWorld(page, [min[0] + near, max[1], min[2] + near]);
    await expect
      .poll(() => page.getByTestId('viewer.measure.hint').textContent())
      .toContain('second');
    await clickWorld(page, [max[0] - near, max[1], min[2] + near]);
    const item = page.getByTestId('viewer.measure.item');
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.getAttribute('data-length-m')).toBe('5.000');
    expect(await item.textContent()).toContain('5,000 m');
    await expect.poll(() => page.getByTestId('viewer.measure-label').textContent()).toBe('5,000 m');

    // Escape drops a started measure, then leaves the tool; the measure stays.
    await clickWorld(page, [min[0] + 1.25, max[1], (min[2] + max[2]) / 2]);
    await expect
      .poll(() => page.getByTestId('viewer.measure.hint').textContent())
      .toContain('second');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByTestId('viewer.measure.hint').textContent())
      .toContain('premier');
    await page.keyboard.press('Escape');
    await expect.poll(() => activeTool(page)).toBe('select');
    await page.keyboard.press('m');
    await page.getByRole('button', { name: 'Supprimer la mesure 1' }).click();
    await expect.poll(() => item.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('slices along an axis and on a face; Escape cancels picking, then leaves the tool', async () => {
    const { context, page } = await open(room);
    expect(await settle(page)).toBe('ready');
    await page.keyboard.press('c');
    expect(await activeTool(page)).toBe('slice');
    await page.getByTestId('viewer.slice.add-y').click();
    const planes = page.getByTestId('viewer.slice.item');
    await expect.poll(() => planes.count()).toBe(1);
    const offset = Number(await planes.first().getAttribute('data-offset'));
    await page.getByRole('button', { name: /^Inverser/ }).click();
    await expect
      .poll(async () => Number(await planes.first().getAttribute('data-offset')))
      .toBeCloseTo(-offset);

    // A plane on a face: pick (Escape cancels), pick again, click the model: a second plane.
    await page.getByTestId('viewer.slice.add-face').click();
    await expect.poll(() => page.getByTestId('viewer.slice.hint').textContent()).toContain('face');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByTestId('viewer.slice.hint').textContent())
      .not.toContain('Échap');
    await page.keyboard.press('Shift+C');
    await expect.poll(() => page.getByTestId('viewer.slice.hint').textContent()).toContain('Échap');
    const { min, max } = await modelBounds(page);
    await clickWorld(page, [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, max[2]]);
    await expect.poll(() => planes.count()).toBe(2);
    await expect.poll(() => planes.nth(1).textContent()).toContain('(face)');
    await page.keyboard.press('x');
    await expect.poll(() => planes.count()).toBe(3);
    await page.getByRole('button', { name: 'Supprimer tous les plans' }).click();
    await expect.poll(() => planes.count()).toBe(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => activeTool(page)).toBe('select');
    await context.close();
  });

  it('clears the selection with Escape and opens and closes the shortcut help', async () => {
    const { context, page } = await open(room);
    expect(await settle(page)).toBe('ready');
    const { min, max } = await modelBounds(page);
    // The north wall's outer face, turned towards the default camera.
    await clickWorld(page, [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, max[2]]);
    const heading = page.getByTestId('viewer.properties.heading');
    await expect.poll(() => heading.textContent()).toMatch(/^Mur/);
    await page.keyboard.press('Escape');
    await expect.poll(() => heading.textContent()).toBe('Propriétés');
    await page.keyboard.press('?');
    await expect.poll(() => page.getByTestId('viewer.help').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('viewer.help').isVisible()).toBe(false);
    await context.close();
  });

  it('shows a readable error for a corrupt file and for an unsupported schema, never a blank canvas', async () => {
    const corrupt = await open(
      new TextEncoder().encode('ISO-10303-21;\nHEADER;\nthis is not a model'),
    );
    expect(await settle(corrupt.page)).toBe('error');
    const error = corrupt.page.getByTestId('viewer.error');
    expect(await error.getAttribute('data-code')).toBe('corrupt');
    expect(await error.getByTestId('viewer.error-message').textContent()).toContain('illisible');
    await corrupt.context.close();

    const header =
      "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION((''),'2;1');\nFILE_SCHEMA(('IFC20_LONGFORM'));\nENDSEC;\nDATA;\nENDSEC;\nEND-ISO-10303-21;\n";
    const old = await open(new TextEncoder().encode(header), 'en-US');
    expect(await settle(old.page)).toBe('error');
    expect(await old.page.getByTestId('viewer.error').getAttribute('data-code')).toBe(
      'unsupported-schema',
    );
    expect(await old.page.getByTestId('viewer.error-message').textContent()).toContain(
      'IFC20_LONGFORM',
    );
    await old.context.close();
  });

  it("shows the download's progress as the bytes come, then the model, with no overlay left", async () => {
    // A street of 120 walls, sent by a slow server: eight pieces, 150 ms apart.
    const street = await buildIfc({
      walls: Array.from({ length: 120 }, (_, i) => ({
        name: `Mur ${i + 1}`,
        start: [(i % 12) * 6000, Math.floor(i / 12) * 6000] as [number, number],
        length: 5000,
        thickness: 200,
        height: 3000,
      })),
    });
    const slow = await slowServer(street, 8, 150);
    const context = await viewerContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Every state of the overlay, as the page shows it.
    await page.addInitScript(() => {
      const seen: OverlayState[] = [];
      (window as unknown as OverlayLog).progressSeen = seen;
      new MutationObserver(() => {
        const el = document.querySelector('[data-testid="viewer.progress"]');
        if (!el) return;
        const state = {
          phase: el.getAttribute('data-phase') ?? '',
          value: el.querySelector('[aria-valuenow]')?.getAttribute('aria-valuenow') ?? null,
          text: el.textContent ?? '',
        };
        const last = seen.at(-1);
        if (!last || JSON.stringify(last) !== JSON.stringify(state)) seen.push(state);
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
    await page.route('**/api/files/slow/download*', (route) => route.continue({ url: slow.url }));
    await page.goto(viewerUrl('slow'));
    expect(await settle(page)).toBe('ready');
    expect(await elementCount(page)).toBe(120);
    expect(await page.getByTestId('viewer.progress').count()).toBe(0);

    const seen = await page.evaluate(() => (window as unknown as OverlayLog).progressSeen);
    // The download is shown part done, in bytes, on the bar's first 40 %.
    const partial = seen.filter(
      (s) => s.phase === 'downloading' && Number(s.value) > 0 && Number(s.value) < 40,
    );
    expect(partial.length).toBeGreaterThan(0);
    expect(partial[0]!.text).toMatch(/Téléchargement du fichier….*Mo sur .* Mo/);
    // The bar only moves forward, and the phases come in order.
    const order = ['downloading', 'parsing', 'streaming'];
    for (let i = 1; i < seen.length; i++) {
      expect(order.indexOf(seen[i]!.phase)).toBeGreaterThanOrEqual(
        order.indexOf(seen[i - 1]!.phase),
      );
      expect(Number(seen[i]!.value)).toBeGreaterThanOrEqual(Number(seen[i - 1]!.value));
    }
    expect(errors).toEqual([]);
    await context.close();
    await new Promise((r) => slow.server.close(r));
  });

  it('terminates the worker when the page is left', async () => {
    const { context, page } = await open(room);
    const worker = page.waitForEvent('worker');
    expect(await settle(page)).toBe('ready');
    const w = await worker;
    const closed = new Promise<boolean>((resolve) => w.on('close', () => resolve(true)));
    await page.goto('/');
    expect(
      await Promise.race([closed, new Promise((r) => setTimeout(() => r(false), 10_000))]),
    ).toBe(true);
    await context.close();
  });
});

/** One state of the progress overlay, as a test's observer in the page logs it. */
type OverlayState = { phase: string; value: string | null; text: string };
type OverlayLog = { progressSeen: OverlayState[] };

/** Serves `body` in `pieces`, `gapMs` apart, with its length announced (a slow network). */
async function slowServer(
  body: Uint8Array,
  pieces: number,
  gapMs: number,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    res.writeHead(200, {
      'content-type': 'application/octet-stream',
      'content-length': String(body.length),
    });
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const next = () => {
      res.write(body.subarray(sent, sent + size));
      sent += size;
      if (sent >= body.length) res.end();
      else setTimeout(next, gapMs);
    };
    next();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/model` };
}
