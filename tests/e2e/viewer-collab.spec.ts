import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIfc, roomWalls } from '../support/ifc-model-factory';
import { launchBrowser, watchErrors } from './browser';
import { xsrfHeader } from './session';
import { clickWorld, modelBounds, settle, uploadModel, viewerContext } from './viewer-page';

/**
 * Annotations, viewpoints, BCF topics and tasks in the browser, on a model uploaded through the
 * API and downloaded by the viewer like any project file.
 */
describe('the viewer with the project (annotations, viewpoints, BCF, tasks)', () => {
  let browser: Browser;
  let room: Uint8Array;
  beforeAll(async () => {
    browser = await launchBrowser();
    room = await buildIfc({ walls: roomWalls() });
  });
  afterAll(() => browser.close());

  async function open(): Promise<{
    context: BrowserContext;
    page: Page;
    url: string;
    errors: string[];
  }> {
    const context = await viewerContext(browser);
    const { url } = await uploadModel(context, 'salle.ifc', room);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(url);
    expect(await settle(page)).toBe('ready');
    return { context, page, url, errors };
  }

  /** A point on the north wall's outer face, towards the default camera. */
  async function wallPoint(page: Page): Promise<[number, number, number]> {
    const { min, max } = await modelBounds(page);
    return [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, max[2]];
  }

  it('adds an annotation on the model, keeps it after a reload, edits and deletes it', async () => {
    const { context, page, errors } = await open();
    await page.keyboard.press('a');
    await expect.poll(() => page.getByTestId('viewer.annotation.hint').isVisible()).toBe(true);
    await clickWorld(page, await wallPoint(page));
    const dialog = page.getByTestId('viewer.annotation.dialog');
    await dialog.getByRole('textbox').fill('Fissure à reprendre');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect
      .poll(() => page.getByTestId('viewer.annotation.text').textContent())
      .toBe('Fissure à reprendre');

    await page.reload();
    expect(await settle(page)).toBe('ready');
    const pin = page.getByRole('button', { name: 'Annotation 1' });
    await pin.click();
    await page
      .getByTestId('viewer.annotation.card')
      .getByRole('button', { name: 'Modifier' })
      .click();
    await page.getByTestId('viewer.annotation.dialog').getByRole('textbox').fill('Fissure reprise');
    await page
      .getByTestId('viewer.annotation.dialog')
      .getByRole('button', { name: 'Enregistrer' })
      .click();
    await expect
      .poll(() => page.getByTestId('viewer.annotation.text').textContent())
      .toBe('Fissure reprise');
    await page
      .getByTestId('viewer.annotation.card')
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await expect.poll(() => page.getByTestId('viewer.annotation').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('saves a viewpoint (camera, slice plane, hidden element) and restores it from the list and its link', async () => {
    const { context, page, url } = await open();
    await page.keyboard.press('y'); // a horizontal slice plane
    await page.keyboard.press('Escape');
    await page
      .getByTestId('viewer.tree.spatial')
      .getByRole('button', { name: /Déplier Rez-de-chaussée/ })
      .click();
    await page
      .getByTestId('viewer.tree.spatial')
      .getByRole('button', { name: /^Mur sud/ })
      .click();
    await page.keyboard.press('h');
    await page.keyboard.press('k');
    await page.getByRole('button', { name: 'Enregistrer la vue actuelle' }).click();
    const dialog = page.getByTestId('viewer.viewpoint.dialog');
    await dialog.getByRole('textbox').fill('Plan R0 sans mur sud');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const saved = page.getByTestId('viewer.viewpoint');
    await expect.poll(() => saved.count()).toBe(1);

    // Change everything, then restore from the list.
    await page.keyboard.press('Shift+H');
    await page.keyboard.press('c');
    await page
      .getByTestId('viewer.slice.item')
      .first()
      .getByRole('button', { name: /^Supprimer/ })
      .click();
    await expect.poll(() => page.getByTestId('viewer.slice.item').count()).toBe(0);
    await page.keyboard.press('Escape');
    await saved.getByRole('button', { name: /Revenir à la vue/ }).click();
    const south = () =>
      page
        .getByTestId('viewer.tree.spatial')
        .getByTestId('viewer.tree.node')
        .filter({ hasText: 'Mur sud' })
        .getAttribute('data-shown');
    await expect.poll(south).toBe('false');
    await page.keyboard.press('c');
    await expect.poll(() => page.getByTestId('viewer.slice.item').count()).toBe(1);

    // The deep link opens the viewer on that view.
    const linkPage = await context.newPage();
    const vps = (await (
      await context.request.get(`/api/file-versions/${await versionOf(page)}/viewpoints`)
    ).json()) as { id: string }[];
    await linkPage.goto(`${url}?viewpoint=${vps[0]!.id}`);
    expect(await settle(linkPage)).toBe('ready');
    await linkPage
      .getByTestId('viewer.tree.spatial')
      .getByRole('button', { name: /Déplier Rez-de-chaussée/ })
      .click();
    await expect
      .poll(() =>
        linkPage
          .getByTestId('viewer.tree.spatial')
          .getByTestId('viewer.tree.node')
          .filter({ hasText: 'Mur sud' })
          .getAttribute('data-shown'),
      )
      .toBe('false');
    await context.close();
  });

  it('raises a BCF topic with the new-BCF dialog, comments, and gets it back through a BCF 3.0 export and import', async () => {
    const { context, page } = await open();
    await page.keyboard.press('b');
    await page.getByRole('button', { name: 'Nouveau sujet' }).click();
    const dialog = page.getByTestId('viewer.bcf.new');
    await dialog.getByLabel('Titre').fill('Réservation manquante');
    await dialog.getByLabel('Type').selectOption('clash');
    await dialog.getByLabel('Priorité').selectOption('high');
    await dialog.getByLabel('Assigné à').fill('bet@example.com');
    await dialog.getByLabel('Échéance').fill('2026-12-01');
    await dialog.getByLabel('Étiquettes').fill('Structure, Lot 3');
    await dialog.getByLabel('Description').fill('Gaine à travers la poutre');
    await expect.poll(() => dialog.getByTestId('viewer.bcf.snapshot').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Créer le sujet' }).click();

    const detail = page.getByTestId('viewer.bcf.detail');
    await expect
      .poll(() => detail.getByTestId('viewer.bcf.detail.title').textContent())
      .toBe('Réservation manquante');
    await detail.getByRole('textbox', { name: 'Votre commentaire' }).fill('Vu en réunion');
    // From the keyboard: the "topic created" toast may cover the button's corner.
    await detail.getByRole('button', { name: 'Publier' }).press('Enter');
    await expect.poll(() => detail.getByTestId('viewer.bcf.comment').count()).toBe(1);

    // Export as BCF 3.0.
    await detail.getByRole('button', { name: 'Tous les sujets' }).click();
    const download = page.waitForEvent('download');
    await page.getByTestId('viewer.bcf.export').click();
    await page.getByRole('menuitem', { name: 'BCF 3.0' }).click();
    const file = await (await download).path();
    const archive = await readFile(file);

    // Delete the topic, then import the archive: the topic comes back as it was.
    await page.getByTestId('viewer.bcf.topic').first().getByRole('button').click();
    await detail.getByRole('button', { name: 'Supprimer' }).press('Enter');
    await expect.poll(() => page.getByTestId('viewer.bcf.topic').count()).toBe(0);
    await page.getByTestId('viewer.bcf.import-input').setInputFiles({
      name: 'sujets.bcf',
      mimeType: 'application/octet-stream',
      buffer: archive,
    });
    await expect.poll(() => page.getByTestId('viewer.bcf.topic').count()).toBe(1);
    // The import report says what came in, topic by topic.
    const report = page.getByTestId('viewer.bcf.import-report');
    await expect.poll(() => report.textContent()).toContain('Import BCF 3.0');
    expect(await report.textContent()).toContain('Importé');
    expect(await report.textContent()).toContain('Réservation manquante');
    await report.getByRole('button', { name: "Fermer le compte rendu d'import" }).click();
    await expect.poll(() => report.count()).toBe(0);
    await page.getByTestId('viewer.bcf.topic').first().getByRole('button').click();
    await expect
      .poll(() => detail.getByTestId('viewer.bcf.detail.title').textContent())
      .toBe('Réservation manquante');
    expect(await detail.textContent()).toContain('bet@example.com');
    expect(await detail.textContent()).toContain('Lot 3');
    await expect
      .poll(() => detail.getByTestId('viewer.bcf.comment').textContent())
      .toContain('Vu en réunion');
    await expect.poll(() => detail.getByTestId('viewer.bcf.snapshot').count()).toBe(1);
    await context.close();
  });

  it('opens the BCF panel on the topic a notification links to (?topic=)', async () => {
    const context = await viewerContext(browser);
    const { url, versionId } = await uploadModel(context, 'salle.ifc', room);
    const headers = await xsrfHeader(context);
    const raised = await context.request.post(`/api/file-versions/${versionId}/topics`, {
      headers,
      data: { title: 'Fourreau à prévoir', topic_type: 'issue', topic_status: 'open' },
    });
    expect(raised.ok()).toBe(true);
    const { id } = (await raised.json()) as { id: string };
    const page = await context.newPage();
    await page.goto(`${url}?version=1&topic=${id}`);
    expect(await settle(page)).toBe('ready');
    await expect
      .poll(() => page.getByTestId('viewer.bcf.detail.title').textContent())
      .toBe('Fourreau à prévoir');
    await context.close();
  });

  it('creates a task linked to the selected elements, edits it and shows its elements', async () => {
    const { context, page } = await open();
    await clickWorld(page, await wallPoint(page));
    await page.keyboard.press('b');
    await page.getByRole('tab', { name: 'Tâches' }).click();
    await page.getByRole('button', { name: 'Nouvelle tâche' }).click();
    const dialog = page.getByTestId('viewer.task.dialog');
    await expect
      .poll(() => dialog.getByTestId('viewer.task.elements').textContent())
      .toBe('1 élément lié');
    await dialog.getByLabel('Titre').fill('Reprendre l’enduit');
    await dialog.getByLabel('Responsable').fill('Entreprise Benali');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    const task = page.getByTestId('viewer.task');
    await expect.poll(() => task.count()).toBe(1);
    await task.getByRole('button', { name: /^Modifier/ }).click();
    await page.getByTestId('viewer.task.dialog').getByLabel('Statut').selectOption('done');
    await page
      .getByTestId('viewer.task.dialog')
      .getByRole('button', { name: 'Enregistrer' })
      .click();
    await expect.poll(() => task.textContent()).toContain('Terminée');
    await page.keyboard.press('Escape'); // clears the selection
    await task.getByRole('button', { name: /Montrer/ }).click();
    await page.keyboard.press('p');
    await expect
      .poll(() => page.getByTestId('viewer.properties.heading').textContent())
      .toMatch(/^Mur/);
    await context.close();
  });
});

/** The version the page shows, from the API (the viewer asks the same question). */
async function versionOf(page: Page): Promise<string> {
  const fileId = /viewer\/([^/]+)\//.exec(page.url())?.[1];
  const res = await page.context().request.get(`/api/files/${fileId}`);
  return ((await res.json()) as { version_id: string }).version_id;
}
