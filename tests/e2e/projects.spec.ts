import { writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, settled, visit } from './app';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn } from './session';

/** An IFC (STEP) model written by the test: a header, then `entities` points (about 45 bytes each). */
function writeIfc(dir: string, name: string, label: string, entities: number): string {
  const lines = [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');",
    `FILE_NAME('${name}','2026-01-01T00:00:00',('Ouvrage'),('Ouvrage'),'${label}','e2e','');`,
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
    "#1=IFCPROJECT('2O2Fr$t4X7Zf8NOew3FLOH',$,'Journey',$,$,$,$,$,$);",
  ];
  for (let i = 0; i < entities; i++) lines.push(`#${i + 2}=IFCCARTESIANPOINT((${i}.,0.,0.));`);
  lines.push('ENDSEC;', 'END-ISO-10303-21;', '');
  const path = join(dir, name);
  writeFileSync(path, lines.join('\n'));
  return path;
}

/** Slows uploads (Chromium network emulation) so their progress can be watched. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

describe('projects, files and sharing: the journey', () => {
  let browser: Browser;
  let pro: BrowserContext;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    pro = await newContext(browser);
    await pro.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(pro, 'pro@ouvrage.test');
    dir = mkdtempSync(join(tmpdir(), 'ouvrage-e2e-ifc-'));
  });
  afterAll(() => browser.close());

  it('creates a project and a folder, uploads two versions of an IFC with progress, shares a link opened without a session', async () => {
    const page = await pro.newPage();
    const errors = watchErrors(page);
    await visit(page, '/pro/projects');

    // A project…
    await page.getByTestId('projects.new').click();
    await page.getByTestId('project.name').fill('Résidence Les Oliviers');
    await page.getByTestId('project.create').click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/pro\/projects\/[0-9a-f-]{36}$/);
    await settled(page);
    await expect
      .poll(() => page.getByTestId('page.title').textContent())
      .toBe('Résidence Les Oliviers');

    // …a folder…
    await page.getByTestId('folder.new').click();
    await page.getByTestId('folder.name').fill('Maquettes');
    await page.getByTestId('folder.create').click();
    await page.getByRole('link', { name: 'Maquettes' }).first().click();
    await expect.poll(() => pathOf(page)).toMatch(/\/files\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByTestId('page.title').textContent()).toBe('Maquettes');

    // …an IFC of about 6 MB, its upload slowed so the progress shows.
    const v1 = writeIfc(dir, 'Bâtiment A.ifc', 'v1', 140_000);
    await throttleUploads(page, 3 * 1024 * 1024);
    await page.getByTestId('folder.import').click();
    await page.getByTestId('import.input').setInputFiles(v1);
    await page.getByTestId('import.start').click();
    const item = page.locator('[data-testid="upload.item"][data-name="Bâtiment A.ifc"]').first();
    await expect.poll(() => item.getAttribute('data-status')).toBe('uploading');
    await expect
      .poll(
        async () =>
          Number((await item.getByTestId('upload.status').textContent())?.match(/\d+/)?.[0] ?? 0),
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThan(0);
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 30_000 }).toBe('done');
    const row = page.locator('[data-testid="file.row"][data-name="Bâtiment A.ifc"]');
    await expect.poll(() => row.getByTestId('file.version').textContent()).toBe('V1');

    // A second version: same name, imported again (the default option makes it a new version).
    const v2 = writeIfc(dir, 'Bâtiment A.ifc', 'v2', 150_000);
    await page.getByTestId('folder.import').click();
    await page.getByTestId('import.input').setInputFiles(v2);
    await page.getByTestId('import.start').click();
    await expect
      .poll(() => row.getByTestId('file.version').textContent(), { timeout: 30_000 })
      .toBe('V2');

    // A public link with the download right, copied from the dialog.
    await row.getByTestId('file.menu').click();
    await page.getByTestId('menu.share-link').click();
    await page.getByTestId('share.permission').selectOption('download');
    await page.getByTestId('share.submit').click();
    const url = await page.getByTestId('share.url').inputValue();
    expect(url).toMatch(/\/files\/[0-9a-f-]{36}\/shares\/[\w-]{43}$/);
    await page.getByTestId('share.copy').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    expect(errors).toEqual([]);

    // Opened in a fresh browser context, without any session.
    const stranger = await newContext(browser);
    const shared = await stranger.newPage();
    await shared.goto(new URL(url).pathname);
    await settled(shared);
    await expect
      .poll(() => shared.getByTestId('shared.title').textContent())
      .toBe('Bâtiment A.ifc');
    const href = await shared.getByTestId('shared.download').getAttribute('href');
    const download = await stranger.request.get(href!);
    expect(download.status()).toBe(200);
    expect((await download.body()).toString('latin1')).toContain("'v2'");
    // Nobody is signed in there: the page needed no account.
    expect((await stranger.request.get('/api/account')).status()).toBe(401);
    await stranger.close();
  });
});
