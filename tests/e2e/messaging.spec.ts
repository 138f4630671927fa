import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from '../support/files';
import { visit } from './app';
import { seriousViolations } from './axe';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn, xsrfHeader } from './session';

const bellCount = async (page: Page): Promise<number> => {
  const badge = page.getByTestId('shell.bell-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
};

/** Issue 21's journey: two people, two browsers, a message and its answer arrive live. */
describe('messages and notifications, live', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
  });
  afterAll(() => browser.close());

  it('pro@ writes to fab@; fab@ sees the bell rise without reloading and answers with an attachment; pro@ sees it appear', async () => {
    const proContext = await newContext(browser);
    const fabContext = await newContext(browser);
    await signIn(proContext, 'pro@ouvrage.test');
    await signIn(fabContext, 'fab@ouvrage.test');
    const pro = await proContext.newPage();
    const fab = await fabContext.newPage();
    const errors = [...watchErrors(pro), ...watchErrors(fab)];

    await visit(fab, '/fab/products');
    await fab.getByTestId('shell.bell').waitFor();
    // Everything read first (the demo data leaves fab@ unread notifications of its orders);
    // the bell follows on the notifications page.
    const readAll = await fabContext.request.post('/api/notifications/read-all', {
      headers: await xsrfHeader(fabContext),
    });
    expect(readAll.ok()).toBe(true);
    await visit(fab, '/fab/notifications');
    await expect.poll(() => bellCount(fab), { timeout: 10_000 }).toBe(0);
    await visit(fab, '/fab/products');
    await fab.getByTestId('shell.bell').waitFor();

    await visit(pro, '/pro/messages');
    await pro.getByTestId('messages.new').click();
    await pro.getByTestId('messages.contact-search').fill('fab@ouvrage');
    await pro.getByTestId('messages.contact').first().click();
    await pro.getByTestId('messages.thread').waitFor();
    const question = `Délai pour 300 m² ? ${Date.now()}`;
    await pro.getByTestId('messages.composer').fill(question);
    await pro.getByTestId('messages.send').click();
    await expect
      .poll(() => pro.getByTestId('messages.body').filter({ hasText: question }).count())
      .toBe(1);

    // fab@'s page was not reloaded: the bell rises from the event stream.
    await expect.poll(() => bellCount(fab), { timeout: 10_000 }).toBe(1);
    await fab.getByTestId('shell.bell').click();
    await fab.getByTestId('notifications.item').first().getByRole('button').first().click();
    await fab.getByTestId('messages.thread').waitFor();
    await expect
      .poll(() => fab.getByTestId('messages.body').filter({ hasText: question }).count())
      .toBe(1);
    await expect.poll(() => bellCount(fab), { timeout: 10_000 }).toBe(0);

    await fab.getByTestId('messages.file-input').setInputFiles({
      name: 'fiche-technique.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await fab.getByText('fiche-technique.png').waitFor();
    const answer = `Dix jours, livraison comprise. ${Date.now()}`;
    await fab.getByTestId('messages.composer').fill(answer);
    await fab.getByTestId('messages.composer').press('Enter');

    // pro@ sees the answer and its picture appear in the open thread.
    await expect
      .poll(() => pro.getByTestId('messages.body').filter({ hasText: answer }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await pro.getByRole('img', { name: 'fiche-technique.png' }).waitFor();
    // …and fab@ sees that it was read.
    await expect
      .poll(() => fab.getByTestId('messages.receipt').last().textContent(), { timeout: 10_000 })
      .toContain('Lu');

    expect(await seriousViolations(pro)).toEqual([]);
    await visit(fab, '/fab/notifications');
    expect(await seriousViolations(fab)).toEqual([]);
    expect(errors).toEqual([]);
    await proContext.close();
    await fabContext.close();
  }, 120_000);

  /** pro@ opens the contact dialog where `reach` leaves the page, writes, and lands in the conversation. */
  async function writesFrom(reach: (page: Page) => Promise<void>, text: string) {
    const context = await newContext(browser);
    await signIn(context, 'pro@ouvrage.test');
    const page = await context.newPage();
    const errors = watchErrors(page);
    await reach(page);
    await page.getByTestId('contact.user').click();
    const first = `${text} ${Date.now()}`;
    await page.getByTestId('contact.body').fill(first);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('contact.send').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/pro/messages');
    expect(new URL(page.url()).searchParams.get('c')).toBeTruthy();
    await expect
      .poll(() => page.getByTestId('messages.body').filter({ hasText: first }).count())
      .toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  }

  it(
    'pro@ writes to a manufacturer from its directory profile and lands in the conversation',
    () =>
      writesFrom(async (page) => {
        await visit(page, '/annuaire?q=Mansouri');
        await page.getByRole('link', { name: 'Mansouri Matériaux' }).click();
        await page.getByTestId('profile.card').waitFor();
      }, 'Bonjour, votre catalogue de briques ?'),
    60_000,
  );

  it(
    'pro@ contacts the manufacturer from a product page',
    () =>
      writesFrom(async (page) => {
        const library = (await (
          await page.context().request.get('/api/library/products?per_page=1')
        ).json()) as { items: { id: string }[] };
        await visit(page, `/library/product/${library.items[0]!.id}/details`);
        await page.getByTestId('product.manufacturer').getByTestId('contact.user').waitFor();
      }, 'Ce produit existe-t-il en 60 cm ?'),
    60_000,
  );

  it('sends a guest who wants to write to someone to the login page first', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/annuaire?q=Mansouri');
    await page.getByRole('link', { name: 'Mansouri Matériaux' }).click();
    await page.getByTestId('contact.user').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await context.close();
  }, 60_000);
});
