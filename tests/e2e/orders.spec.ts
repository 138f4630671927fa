import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersPage } from '../../src/api/contract/orders';
import type { LibraryPage } from '../../src/api/contract/products';
import { visit } from './app';
import { seriousViolations } from './axe';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn } from './session';

/** Issue 20's journey: pro@ orders a demo product, fab@ accepts it, pro@ sees it accepted. */
describe('orders', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
  });
  afterAll(() => browser.close());

  it('pro@ orders a demo product from the library; fab@ accepts it with a date; pro@ sees it accepted', async () => {
    const proContext = await newContext(browser, 'en-US');
    const fabContext = await newContext(browser, 'en-US');
    await signIn(proContext, 'pro@ouvrage.test');
    await signIn(fabContext, 'fab@ouvrage.test');
    const pro = await proContext.newPage();
    const fab = await fabContext.newPage();
    const errors = [...watchErrors(pro), ...watchErrors(fab)];

    const library = (await (
      await proContext.request.get('/api/library/products?per_page=60')
    ).json()) as LibraryPage;
    const product = library.items.find((p) => p.price_cents != null && !p.on_quote)!;
    expect(product).toBeDefined();

    await visit(pro, `/library/product/${product.id}/order`);
    await pro.getByTestId('order-form.quantity').fill('12');
    await pro.getByLabel('Commune').fill('Bab Ezzouar');
    await pro.getByLabel('Delivery address').fill('Lot 7, zone industrielle');
    await pro.getByTestId('order-form.submit').click();
    await pro.getByTestId('dialog.productOrderSent').waitFor();
    await pro.getByTestId('order-form.open-order').click();
    await pro.getByTestId('order.history').waitFor();
    const title = (await pro.getByTestId('page.title').textContent())!;
    const number = title.replace(/^Order /, '').trim();
    expect(number).toMatch(/^[A-Z]{3}-\d{4}-\d{5}$/);
    expect(await pro.getByTestId('order.state').getAttribute('data-state')).toBe('sent');
    // The professional may cancel a sent order, not accept it.
    expect(await pro.getByTestId('order.action.CANCEL').count()).toBe(1);
    expect(await pro.getByTestId('order.action.ACCEPT').count()).toBe(0);

    await visit(fab, '/fab/orders');
    await fab.getByTestId('orders.tab.sent').click();
    const row = fab.locator(`[data-testid="orders.row"][data-number="${number}"]`);
    await row.getByRole('link', { name: number }).click();
    await fab.getByTestId('order.action.ACCEPT').click();
    await fab.getByTestId('dialog.orderAccept').waitFor();
    await fab.getByTestId('order.accept.lead-time').fill('9');
    await fab.getByTestId('order.accept.delivery-date').fill('2026-12-21');
    await fab.getByTestId('order.accept.confirm').click();
    await expect
      .poll(() => fab.getByTestId('order.state').getAttribute('data-state'))
      .toBe('accepted');
    expect(await fab.getByTestId('order.action.SHIP').count()).toBe(1);

    await pro.reload();
    await expect
      .poll(() => pro.getByTestId('order.state').getAttribute('data-state'))
      .toBe('accepted');
    expect(await pro.getByTestId('order.delivery-date').textContent()).toMatch(/2026/);
    expect(await pro.getByTestId('order.action.CANCEL').count()).toBe(0);
    await visit(pro, '/pro/orders');
    await pro.getByTestId('orders.tab.accepted').click();
    await pro.locator(`[data-testid="orders.row"][data-number="${number}"]`).waitFor();
    expect(errors).toEqual([]);
  });

  it("pro@ writes on an order's page; fab@ sees it live on its own order page, the edit too, and reports it", async () => {
    const proContext = await newContext(browser, 'en-US');
    const fabContext = await newContext(browser, 'en-US');
    await signIn(proContext, 'pro@ouvrage.test');
    await signIn(fabContext, 'fab@ouvrage.test');
    const pro = await proContext.newPage();
    const fab = await fabContext.newPage();
    const errors = [...watchErrors(pro), ...watchErrors(fab)];
    const accepted = (await (
      await proContext.request.get('/api/orders?state=accepted')
    ).json()) as OrdersPage;
    const order = accepted.data[0]!;

    await visit(fab, `/fab/orders/${order.id}/order`);
    const fabThread = fab.getByTestId('order.conversation');
    await fabThread.getByTestId('messages.composer').waitFor();
    await visit(pro, `/pro/orders/${order.id}/order`);
    const proThread = pro.getByTestId('order.conversation');
    const text = `Can the truck come on Tuesday? ${Date.now()}`;
    await proThread.getByTestId('messages.composer').fill(text);
    await proThread.getByTestId('messages.send').click();
    await expect
      .poll(() => fabThread.getByTestId('messages.body').filter({ hasText: text }).count(), {
        timeout: 10_000,
      })
      .toBe(1);

    // The edit happens in the bubble, from the keyboard: Escape leaves it, Enter keeps it.
    const mine = proThread.getByTestId('messages.message').filter({ hasText: text });
    await mine.getByTestId('messages.edit').click();
    await proThread.getByTestId('messages.edit-input').press('Escape');
    await expect.poll(() => proThread.getByTestId('messages.editor').count()).toBe(0);
    await mine.getByTestId('messages.edit').click();
    await proThread.getByTestId('messages.edit-input').fill(`${text} (Wednesday works too)`);
    await proThread.getByTestId('messages.edit-input').press('Enter');
    await expect
      .poll(
        () =>
          fabThread.getByTestId('messages.body').filter({ hasText: 'Wednesday works too' }).count(),
        { timeout: 10_000 },
      )
      .toBe(1);

    // fab@ reports it through the app's dialog, with a reason.
    await fabThread
      .getByTestId('messages.message')
      .filter({ hasText: 'Wednesday works too' })
      .getByTestId('messages.report')
      .click();
    await fab.getByTestId('dialog.reportMessage').waitFor();
    expect(await seriousViolations(fab)).toEqual([]);
    await fab.getByTestId('messages.report.reason').fill('Test of the report dialog');
    await fab.getByTestId('messages.report.confirm').click();
    await expect.poll(() => fab.getByTestId('dialog.reportMessage').count()).toBe(0);

    // The conversation is listed under the order's number, with a way back to the order.
    await visit(pro, '/pro/messages');
    await pro
      .getByTestId('messages.conversation')
      .filter({ hasText: `Order ${order.number}` })
      .click();
    await pro.getByTestId('messages.open-order').click();
    await expect.poll(() => new URL(pro.url()).pathname).toBe(`/pro/orders/${order.id}/order`);
    expect(await seriousViolations(pro)).toEqual([]);
    // On a 390 px phone the page, its conversation and the editor open in a bubble fit.
    await pro.setViewportSize({ width: 390, height: 844 });
    const phoneThread = pro.getByTestId('order.conversation');
    await phoneThread
      .getByTestId('messages.message')
      .filter({ hasText: 'Wednesday works too' })
      .getByTestId('messages.edit')
      .click();
    await phoneThread.getByTestId('messages.edit-input').waitFor();
    expect(await pro.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await proContext.close();
    await fabContext.close();
  }, 120_000);
});
