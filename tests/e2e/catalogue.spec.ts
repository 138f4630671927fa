import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boxIfc, coverPicture } from '../../server/modules/catalogue/demo-objects';
import { PDF } from '../support/files';
import { pathOf, settled } from './app';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn } from './session';
import { elementCount, settle } from './viewer-page';

/**
 * Issue 19's journey: a manufacturer creates a product with an image, an IFC object and a
 * datasheet, and publishes it; a guest finds it searching without accents, opens it and sees it
 * in 3D; a professional downloads its datasheet (counted) and stars it; it is on /pro/favorites.
 */
describe('catalogue journey', () => {
  let browser: Browser;
  let fab: BrowserContext;
  let guest: BrowserContext;
  let pro: BrowserContext;
  const run = Date.now().toString(36);
  const name = `Linteau préfabriqué Zéphyr ${run}`;
  let productId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    [fab, guest, pro] = await Promise.all([
      newContext(browser),
      newContext(browser),
      newContext(browser),
    ]);
    await Promise.all([signIn(fab, 'fab@ouvrage.test'), signIn(pro, 'pro@ouvrage.test')]);
  });
  afterAll(() => browser.close());

  it('lets the manufacturer create a product with its files, then publish it', async () => {
    const page = await fab.newPage();
    const errors = watchErrors(page);
    await page.goto('/fab/products/new');
    await settled(page);
    // Nothing is sent while the form is incomplete: the fields say what is missing.
    await page.getByTestId('product.save').click();
    await page.getByTestId('product.error.name_fr').waitFor();
    await page.getByTestId('product.error.reference').waitFor();
    await page.getByTestId('product.name_fr').fill(name);
    await page.getByTestId('product.reference').fill(`LZ-${run}`);
    await page.getByTestId('product.price').fill('4200');
    await page.getByTestId('product.save').click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/fab\/products\/[^/]+\/edit$/);
    productId = pathOf(page).split('/')[3]!;

    const files = [
      { name: 'linteau.jpg', mimeType: 'image/jpeg', buffer: await coverPicture('LZ', 30, 1) },
      {
        name: 'linteau.ifc',
        mimeType: 'application/x-step',
        buffer: boxIfc('Linteau', 7, [1.2, 0.2, 0.25]),
      },
      { name: 'fiche-technique.pdf', mimeType: 'application/pdf', buffer: PDF },
    ];
    // One at a time.
    for (const [i, f] of files.entries()) {
      await page.getByTestId('product.files').setInputFiles([f]);
      await expect
        .poll(() => page.getByTestId('product.file').count(), { timeout: 60_000 })
        .toBe(i + 1);
    }
    await expect.poll(() => page.getByTestId('product.file').count()).toBe(3);

    // Published from the list, with the bulk action.
    await page.goto('/fab/products');
    await settled(page);
    const row = page.locator(`[data-testid="products.row"][data-name="${name}"]`);
    await row.waitFor();
    await row.getByRole('checkbox').check({ force: true });
    await page.getByTestId('products.publish').click();
    await expect.poll(() => row.textContent()).toContain('Publié');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("lets the manufacturer add and edit a product in the list's quick dialog", async () => {
    const page = await fab.newPage();
    const errors = watchErrors(page);
    await page.goto('/fab/products');
    await settled(page);
    await page.getByTestId('products.quick-new').click();
    const dialog = page.getByTestId('dialog.productForm');
    await dialog.waitFor();
    // The contract's schema, in the browser: nothing sent while a name and a reference are missing.
    await dialog.getByTestId('quick.save').click();
    await expect
      .poll(() => dialog.getByTestId('quick.field.reference').textContent())
      .toContain('obligatoire');
    expect(await dialog.getByTestId('quick.field.name_fr').textContent()).toContain('obligatoire');
    // The server's 422 on its field: the first product's reference is taken.
    const quick = `Appui de fenêtre ${run}`;
    await dialog.getByTestId('quick.name_fr').fill(quick);
    await dialog.getByTestId('quick.reference').fill(`LZ-${run}`);
    await dialog.getByTestId('quick.save').click();
    await expect
      .poll(() => dialog.getByTestId('quick.field.reference').textContent())
      .toContain('existe déjà');
    await dialog.getByTestId('quick.reference').fill(`AF-${run}`);
    await dialog.getByTestId('quick.price').fill('1800');
    await dialog.getByTestId('quick.save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('toast.success').first().waitFor();
    const row = page.locator(`[data-testid="products.row"][data-name="${quick}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Brouillon');

    // Edited from its row: the form holds the product, the list shows the change once saved.
    await row.getByTestId('products.quick-edit').click();
    await dialog.waitFor();
    expect(await dialog.getByTestId('quick.reference').inputValue()).toBe(`AF-${run}`);
    expect(await dialog.getByTestId('quick.price').inputValue()).toBe('1800');
    await dialog.getByTestId('quick.name_fr').fill(`${quick} béton`);
    await dialog.getByTestId('quick.status').selectOption('published');
    await dialog.getByTestId('quick.save').click();
    await dialog.waitFor({ state: 'detached' });
    const edited = page.locator(`[data-testid="products.row"][data-name="${quick} béton"]`);
    await edited.waitFor();
    expect(await edited.textContent()).toContain('Publié');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lets a guest find it without accents, open it and see its object in 3D', async () => {
    const page = await guest.newPage();
    await page.goto('/library');
    await settled(page);
    // A guest's /library is the server's page: the search is a form, in the URL once sent.
    await page.getByTestId('library.search').fill(`linteau prefabrique zephyr ${run}`);
    await page.getByTestId('library.search').press('Enter');
    await expect
      .poll(() => new URL(page.url()).searchParams.get('q'))
      .toBe(`linteau prefabrique zephyr ${run}`);
    const card = page.locator(`[data-testid="product.card"][data-name="${name}"]`);
    await card.waitFor();
    expect(await card.getByTestId('product.bim').count()).toBe(1);
    await card.getByRole('link', { name }).click();
    await expect.poll(() => pathOf(page)).toBe(`/library/product/${productId}/details`);
    await page.getByTestId('product.view3d').click();
    expect(await settle(page)).toBe('ready');
    expect(await elementCount(page)).toBeGreaterThan(0);
    // A guest is asked to sign in to download.
    expect(await page.getByTestId('product.download').count()).toBe(0);
    // The back button returns to the search.
    await page.goBack();
    await expect
      .poll(() => page.getByTestId('library.search').inputValue())
      .toBe(`linteau prefabrique zephyr ${run}`);
    await page.close();
  });

  it('lets a professional download the datasheet and star the product', async () => {
    const page = await pro.newPage();
    await page.goto(`/library/product/${productId}/details`);
    await settled(page);
    await page.locator('[data-testid="product.download"][data-name="fiche-technique.pdf"]').click();
    const dialog = page.getByTestId('dialog.downloadProductFile');
    await dialog.waitFor();
    expect(await dialog.getByTestId('download.name').textContent()).toBe('fiche-technique.pdf');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByTestId('download.confirm').click(),
    ]);
    expect(download.suggestedFilename()).toBe('fiche-technique.pdf');
    await download.path();
    const star = page.getByTestId('product.details').getByTestId('favorite.star').first();
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');

    await page.goto('/pro/favorites');
    await settled(page);
    await page.locator(`[data-testid="favorites.product"][data-name="${name}"]`).waitFor();
    await page.close();

    // The manufacturer sees the download and the star counted.
    const res = await fab.request.get(`/api/products/${productId}`);
    const counts = ((await res.json()) as { counts: Record<string, number> }).counts;
    expect(counts).toMatchObject({ downloads: 1, favorites: 1 });
  });
});
