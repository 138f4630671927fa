import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF } from '../support/files';
import { registerAccount, verifyEmail } from './accounts';
import { settled } from './app';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn, xsrfHeader } from './session';

/**
 * Issue 22's journey: a guest reads /fabricants and /plans, registers as a manufacturer (mail
 * verified, approved), publishes up to the free plan's 10 products, requests the Catalogue plan
 * with a proof of payment; admin@ confirms it on /admin/subscriptions; the manufacturer sees it
 * confirmed in parameters/subscriptions and publishes more than the free plan allowed.
 */
describe('subscription journey', () => {
  let browser: Browser;
  let fab: BrowserContext;
  let admin: BrowserContext;
  let email = '';

  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    admin = await newContext(browser);
    await signIn(admin, 'admin@ouvrage.test');
  });
  afterAll(() => browser.close());

  const publish = async (n: number) =>
    fab.request.post('/api/products', {
      data: {
        name_fr: `Bloc ${n} ${email}`,
        reference: `B-${n}-${Date.now()}`,
        status: 'published',
      },
      headers: await xsrfHeader(fab),
    });

  it('a guest reads /fabricants and the plans, then registers as a manufacturer and is approved', async () => {
    const guest = await newContext(browser);
    const page = await guest.newPage();
    await page.goto('/fabricants');
    await settled(page);
    await page.locator('h1').first().waitFor();
    await page.goto('/plans');
    await settled(page);
    await page.getByTestId('plan.fab-catalogue').waitFor();
    await guest.close();

    const account = await registerAccount(browser, 'MANUFACTURER');
    fab = account.context;
    email = account.email;
    await verifyEmail(fab, email);
    const first = async (path: string) =>
      ((await (await fab.request.get(path)).json()) as { id: number }[])[0]!.id;
    const boarding = await fab.request.post('/api/profile/boarding', {
      data: {
        brand_ids: [await first('/api/brands')],
        category_ids: [await first('/api/categories')],
        company: 'Briqueterie Hamdi',
        country: 'DZ',
        wilaya_id: 16,
        phone: '0550 12 34 56',
        website: 'https://briqueterie-hamdi.example',
      },
      headers: await xsrfHeader(fab),
    });
    expect(boarding.status(), await boarding.text()).toBe(200);
    const id = ((await (await fab.request.get('/api/account')).json()) as { id: string }).id;
    const approved = await admin.request.post(`/api/admin/users/${id}/approve`, {
      headers: await xsrfHeader(admin),
    });
    expect(approved.status()).toBe(200);
  });

  it('the free plan stops publishing at 10 products, and says so', async () => {
    for (let n = 1; n <= 10; n += 1) expect((await publish(n)).status()).toBe(201);
    const eleventh = await publish(11);
    expect(eleventh.status()).toBe(403);
    const page = await fab.newPage();
    await page.goto('/fab/products');
    await settled(page);
    await page.getByTestId('limit-hint.products').waitFor();
    await page.close();
  });

  it('requests the Catalogue plan from /plans with a proof of payment', async () => {
    const page = await fab.newPage();
    const errors = watchErrors(page);
    await page.goto('/plans');
    await settled(page);
    await page.getByTestId('plan.fab-catalogue.choose').click();
    await page.getByTestId('subscription.proof').setInputFiles({
      name: 'virement.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByTestId('subscription.send').click();
    await page.getByTestId('subscription.received').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('admin@ confirms it on /admin/subscriptions, after seeing the proof', async () => {
    const page = await admin.newPage();
    await page.goto('/admin/subscriptions');
    await settled(page);
    const card = page.getByTestId(`admin.subscription.${email}`);
    await card.waitFor();
    expect(await card.getByRole('link').getAttribute('href')).toMatch(
      /^\/api\/admin\/subscriptions\/[^/]+\/proof$/,
    );
    await card.getByTestId('subscription.confirm').click();
    await card.waitFor({ state: 'detached' });
    await page.close();
  });

  it('the manufacturer sees it confirmed, with its invoice, and publishes more than the free plan allowed', async () => {
    const page = await fab.newPage();
    await page.goto('/fab/parameters/subscriptions');
    await settled(page);
    await expect
      .poll(() => page.getByTestId('subscriptions.current').innerText())
      .toContain('Catalogue');
    await page.getByTestId('subscriptions.invoice').waitFor();
    await page.getByTestId('usage.products').waitFor();
    const invoice = await fab.request.get(
      (await page.getByTestId('subscriptions.invoice').getAttribute('href'))!,
    );
    expect(invoice.status()).toBe(200);
    expect(invoice.headers()['content-type']).toBe('application/pdf');
    for (const n of [11, 12]) expect((await publish(n)).status()).toBe(201);
    await page.close();
  });
});
