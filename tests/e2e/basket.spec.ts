import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryPage } from '../../src/api/contract/products';
import { pathOf, visit } from './app';
import { seriousViolations } from './axe';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn } from './session';

/**
 * Issue 20's basket: pro@ gathers demo products from their pages, changes a quantity, and sends
 * the basket (one order per manufacturer: fab@ is the demo's one); the order has the basket's
 * lines and downloads as a PDF named after its number.
 */
describe('basket', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
  });
  afterAll(() => browser.close());

  it('gathers products, sends them as one order per manufacturer, and the order downloads as a PDF', async () => {
    const context = await newContext(browser, 'en-US');
    await signIn(context, 'pro@ouvrage.test');
    const page = await context.newPage();
    const errors = watchErrors(page);
    const library = (await (
      await context.request.get('/api/library/products?per_page=60&sort=name')
    ).json()) as LibraryPage;
    const [a, b] = library.items.filter((p) => p.price_cents != null && !p.on_quote);
    expect(a && b).toBeTruthy();

    // The same product twice adds to its quantity.
    for (const p of [a!, b!, a!]) {
      await visit(page, `/library/product/${p.id}/details`);
      await page.getByTestId('product.add-to-basket').click();
      await page.getByTestId('product.basket-link').waitFor();
    }
    await page.getByTestId('product.basket-link').click();
    await expect.poll(() => pathOf(page)).toBe('/pro/basket');
    const group = page.getByTestId('basket.group');
    await expect.poll(() => group.count()).toBe(1);
    expect(await group.getAttribute('data-manufacturer')).toBe('Mansouri Matériaux');
    const lineA = page.locator(`[data-testid="basket.line"][data-product="${a!.id}"]`);
    expect(await lineA.getByTestId('basket.quantity').inputValue()).toBe('2');
    await page
      .locator(`[data-testid="basket.line"][data-product="${b!.id}"]`)
      .getByTestId('basket.quantity')
      .fill('5');
    const expected = new Intl.NumberFormat('en', { style: 'currency', currency: 'DZD' }).format(
      (2 * a!.price_cents! + 5 * b!.price_cents!) / 100,
    );
    await expect
      .poll(() => page.getByTestId('basket.group.total').textContent())
      .toContain(expected);

    // A reload keeps the basket (kept in this browser for this account).
    await page.reload();
    await page.getByTestId('basket.group').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Commune').fill('Bab Ezzouar');
    await page.getByLabel('Delivery address').fill('Lot 7, zone industrielle');
    await page.getByTestId('basket.send').click();
    await expect.poll(() => pathOf(page)).toBe('/pro/orders');

    // The newest order holds the basket's two lines; the basket is empty again.
    const list = await (await context.request.get('/api/orders?sort=recent&per_page=1')).json();
    const order = list.data[0] as { id: string; number: string; line_count: number };
    expect(order.line_count).toBe(2);
    await visit(page, `/pro/orders/${order.id}/order`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('order.pdf').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${order.number}.pdf`);
    await visit(page, '/pro/basket');
    await page.getByTestId('basket.empty').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
