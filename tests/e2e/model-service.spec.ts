import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { launchBrowser, watchErrors } from './browser';
import { xsrfHeader } from './session';
import { processed, settle, uploadModel, viewerContext } from './viewer-page';

const walls = roomWalls(5000, 4000);

/** Search across a project's models, the viewer opened on the matches, and a version compare. */
describe('the model service in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('finds the re-rated wall across the project, opens it selected, and compares the two versions', async () => {
    const context = await viewerContext(browser);
    const v1 = await buildIfc({
      stableIds: true,
      walls: walls.map((w) => (w.name === 'Mur nord' ? { ...w, fireRating: 'REI60' } : w)),
    });
    const v2 = await buildIfc({
      stableIds: true,
      walls: walls
        .filter((w) => w.name !== 'Mur est')
        .map((w) =>
          w.name === 'Mur sud'
            ? { ...w, start: [w.start[0], w.start[1] + 1000] as [number, number] }
            : w.name === 'Mur nord'
              ? { ...w, fireRating: 'REI120' }
              : w,
        ),
    });
    const model = await uploadModel(context, 'Maison.ifc', v1);
    const res = await context.request.post(`/api/files/${model.fileId}/versions`, {
      headers: await xsrfHeader(context),
      multipart: {
        file: { name: 'Maison.ifc', mimeType: 'application/octet-stream', buffer: Buffer.from(v2) },
      },
    });
    expect(res.status()).toBe(201);
    await processed(context, model.fileId, 1);
    await processed(context, model.fileId, 2);

    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/pro/projects/${model.projectId}`);
    const row = page.locator('[data-testid="file.row"][data-name="Maison.ifc"]');
    await expect
      .poll(() => row.getByTestId('file.processing').getAttribute('data-state'))
      .toBe('ready');

    await page.getByTestId('project.search-models').click();
    await page.getByTestId('search.add-condition').click();
    await page.getByTestId('search.condition.property').fill('Pset_WallCommon.FireRating');
    await page.getByTestId('search.condition.value').fill('rei120');
    await page.getByTestId('search.submit').click();
    const hit = page.locator('[data-testid="search.model"][data-name="Maison.ifc"]');
    await expect
      .poll(() => hit.getByTestId('search.model.count').textContent())
      .toBe('1 élément (version 2)');
    await expect
      .poll(() => page.getByTestId('search.elements').getByText('Mur nord').isVisible())
      .toBe(true);

    await hit.getByTestId('search.open').click();
    expect(await settle(page)).toBe('ready');
    await expect
      .poll(() => page.getByTestId('viewer.properties.heading').textContent())
      .toBe('Mur nord');

    await page.getByTestId('viewer.tool.compare').click();
    const summary = page.getByTestId('viewer.compare.summary');
    await expect.poll(() => summary.textContent()).toContain('Supprimés : 1');
    expect(await summary.textContent()).toContain('Géométrie modifiée : 1');
    expect(await summary.textContent()).toContain('Propriétés modifiées : 1');
    expect(await page.getByTestId('viewer.compare.item').count()).toBe(3);
    await expect
      .poll(() => page.getByTestId('viewer.compare.list').textContent())
      .toContain('FireRating: REI60 → REI120');
    expect(errors).toEqual([]);
    await context.close();
  });
});
