import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { seriousViolations } from './axe';
import { launchBrowser, watchErrors } from './browser';
import { serveModel, settle, viewerContext } from './viewer-page';

const productId = '00000000-0000-4000-8000-0000000000b1';
/** A catalogue product sold by the m², as the suggestions endpoint returns it. */
const card = {
  id: productId,
  name: 'Enduit de façade',
  description: null,
  name_fr: 'Enduit de façade',
  name_en: null,
  name_ar: null,
  reference: 'EF-1',
  category: null,
  sub_category: null,
  brand: null,
  unit: 'm2',
  price_cents: 120_000,
  currency: 'DZD',
  on_quote: false,
  lead_time_days: null,
  tags: [],
  status: 'published',
  manufacturer: {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: 'Fab',
    company: 'Fab SARL',
    wilaya: null,
    avatar_url: null,
  },
  cover_url: null,
  has_bim: false,
  counts: { views: 0, downloads: 0, favorites: 0 },
  published_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The take-off routes of project p1, answered by the test (the server side has its own tests). */
async function serveTakeoff(page: Page, saved: unknown[]) {
  await page.route('**/api/projects/p1/takeoff/suggestions*', (route) =>
    route.fulfill({ json: { data: [{ product: card, reason: 'category', score: 1 }] } }),
  );
  await page.route('**/api/projects/p1/takeoff/matches', (route) => {
    if (route.request().method() === 'PUT') saved.push(route.request().postDataJSON());
    return route.fulfill({ json: { data: [] } });
  });
}

describe('the take-off panel', () => {
  let browser: Browser;
  let room: Uint8Array;
  beforeAll(async () => {
    browser = await launchBrowser();
    room = await buildIfc({ walls: roomWalls(5000, 4000) });
  });
  afterAll(async () => {
    await browser.close();
  });

  it('measures a storey walls (Qto length, computed area), orders them by the m² with their GlobalIds', async () => {
    const context = await viewerContext(browser, 'fr-FR');
    const page = await context.newPage();
    const errors = watchErrors(page);
    const saved: unknown[] = [];
    await serveModel(page, 'm1', room);
    // Version 1 asked by name (the basket line keeps it): its own download URL.
    await page.route('**/api/files/m1/versions/1/download*', (route) =>
      route.fulfill({ status: 200, body: Buffer.from(room) }),
    );
    await serveTakeoff(page, saved);
    await page.goto('/pro/projects/p1/viewer/m1/ifc?version=1');
    expect(await settle(page)).toBe('ready');

    // The storey, from the tree: one click selects its four walls.
    const tree = page.getByTestId('viewer.tree.spatial');
    await expect.poll(() => tree.getByText('Rez-de-chaussée').isVisible()).toBe(true);
    await tree.getByRole('button', { name: /^Rez-de-chaussée/ }).click();
    await page.getByTestId('viewer.tool.takeoff').click();
    const panel = page.getByTestId('viewer.takeoff');
    const group = panel.getByTestId('viewer.takeoff.group');
    await expect.poll(() => group.count(), { timeout: 30_000 }).toBe(1);
    const text = (await group.textContent()) ?? '';
    expect(text).toContain('4 éléments');
    // Length from the walls' Qto_WallBaseQuantities: 5 + 5 + 3.6 + 3.6 m; one side of each
    // wall (length × 3 m) computed from the geometry: 51.6 m², labelled.
    expect(text).toMatch(/17,2\s*m/);
    expect(text).toMatch(/51,6\d*\s*m²/);
    expect(text).toContain('calculé');

    await group.getByLabel('Produit du catalogue').selectOption(productId);
    await group.getByLabel('Chutes (%)').fill('10');
    // 51.6 × 1.1 = 56.76 m², rounded up to the hundredth.
    await expect
      .poll(() => group.getByTestId('viewer.takeoff.quantity').textContent())
      .toMatch(/À commander : 56,7[67] m²/);
    await panel.getByTestId('viewer.takeoff.add').click();
    await expect
      .poll(() => panel.getByRole('status').last().textContent())
      .toContain('1 ligne ajoutée');
    expect(saved).toEqual([
      { matches: [{ group_key: 'IfcWall|', product_id: productId, waste_percent: 10 }] },
    ]);

    const basket = await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('ouvrage.basket.'))!;
      return JSON.parse(localStorage.getItem(key)!) as {
        quantity: number;
        source: { global_ids: string[]; version: number; quantity_kind: string; computed: boolean };
      }[];
    });
    const line = basket.find((i) => i.source)!;
    expect(line.source.global_ids).toHaveLength(4);
    expect(line.source).toMatchObject({ version: 1, quantity_kind: 'area', computed: true });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
  it('selects the walls by a property from the model tree filter, and measures them', async () => {
    // Two walls rated REI 60, two REI 30 (Pset_WallCommon.FireRating); lengths 5, 5, 3.6, 3.6 m.
    const rated = await buildIfc({
      walls: roomWalls(5000, 4000).map((w) => ({
        ...w,
        fireRating: w.along === 'y' ? 'REI 30' : 'REI 60',
      })),
    });
    const context = await viewerContext(browser, 'fr-FR');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await serveModel(page, 'm2', rated);
    await serveTakeoff(page, []);
    await page.goto('/pro/projects/p1/viewer/m2/ifc');
    expect(await settle(page)).toBe('ready');

    await page.getByTestId('viewer.tree.filter-tab').click();
    const filter = page.getByTestId('viewer.tree.filter');
    const property = filter.getByTestId('viewer.tree.filter.property');
    await property.waitFor({ timeout: 30_000 });
    await property.selectOption({ label: 'Pset_WallCommon › FireRating' });
    const operator = filter.getByTestId('viewer.tree.filter.operator');
    // Words have no < or >.
    expect(await operator.locator('option').allTextContents()).toEqual([
      '=',
      '≠',
      'contient',
      'existe',
    ]);
    const count = filter.getByTestId('viewer.tree.filter.count');
    await filter.getByTestId('viewer.tree.filter.value').fill('rei 60');
    await expect.poll(() => count.textContent()).toBe('2 éléments correspondent');
    await operator.selectOption({ label: '≠' });
    await expect.poll(() => count.textContent()).toBe('2 éléments correspondent');
    await operator.selectOption({ label: 'contient' });
    await filter.getByTestId('viewer.tree.filter.value').fill('REI');
    await expect.poll(() => count.textContent()).toBe('4 éléments correspondent');
    expect(await seriousViolations(page)).toEqual([]);

    // Numbers: the walls longer than 4 m (quantities in metres, a decimal comma).
    await property.selectOption({ label: 'Qto_WallBaseQuantities › Length' });
    await operator.selectOption({ label: '>' });
    await filter.getByTestId('viewer.tree.filter.value').fill('4,5');
    await expect.poll(() => count.textContent()).toBe('2 éléments correspondent');
    await filter.getByTestId('viewer.tree.filter.select').click();
    await page.getByTestId('viewer.tool.takeoff').click();
    const group = page.getByTestId('viewer.takeoff').getByTestId('viewer.takeoff.group');
    await expect.poll(() => group.count(), { timeout: 30_000 }).toBe(1);
    // The two 5 m walls: 10 m from their quantity sets.
    await expect
      .poll(() => group.textContent())
      .toMatch(/2 éléments[\s\S]*Longueur\s*10\s*m(?![²³])/);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
