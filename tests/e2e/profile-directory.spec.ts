import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, settled } from './app';
import { seriousViolations } from './axe';
import { launchBrowser, newContext } from './browser';
import { signIn } from './session';

/**
 * /profile in the variant of the user's type (issue 27), the directory that shows the same card
 * (issue 19), and the settings that decide what it says.
 */
describe('public profiles and the directory', () => {
  let browser: Browser;
  let pro: BrowserContext;
  let fab: BrowserContext;
  let guest: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    [pro, fab, guest] = await Promise.all([
      newContext(browser),
      newContext(browser),
      newContext(browser),
    ]);
    await Promise.all([signIn(pro, 'pro@ouvrage.test'), signIn(fab, 'fab@ouvrage.test')]);
  });
  afterAll(() => browser.close());

  it('shows pro@ the professional variant and fab@ the manufacturer variant on /profile', async () => {
    const page = await pro.newPage();
    await page.goto('/profile');
    await settled(page);
    const card = page.getByTestId('profile.card');
    await card.waitFor();
    expect(await card.getAttribute('data-variant')).toBe('professional');
    expect(await card.textContent()).toContain('BET Atlas');
    expect(await card.textContent()).not.toContain('@ouvrage.test');
    expect(await page.getByTestId('profile.listed').textContent()).toContain(
      "figure dans l'annuaire",
    );
    await page.getByTestId('profile.edit').click();
    await expect.poll(() => pathOf(page)).toBe('/pro/parameters/profile');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();

    const fabPage = await fab.newPage();
    await fabPage.goto('/profile');
    await settled(fabPage);
    const fabCard = fabPage.getByTestId('profile.card');
    await fabCard.waitFor();
    expect(await fabCard.getAttribute('data-variant')).toBe('manufacturer');
    expect(await fabCard.textContent()).toContain('Mansouri Matériaux');
    await fabPage.getByTestId('profile.brands').waitFor();
    // Their published products, as a buyer sees them (the demo catalogue's).
    const products = fabPage.getByTestId('directory.products');
    await expect
      .poll(() => products.getByRole('link').count(), { timeout: 15_000 })
      .toBeGreaterThan(3);
    await fabPage.getByTestId('profile.edit').click();
    await expect.poll(() => pathOf(fabPage)).toBe('/fab/parameters/profile');
    await fabPage.close();
  });

  it('lets a guest search the directory and open a profile, the search held in the URL', async () => {
    const page = await guest.newPage();
    await page.goto('/annuaire');
    await settled(page);
    await page.getByTestId('directory.grid').waitFor();
    await page.getByTestId('directory.search').fill('Mansouri');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Mansouri');
    await expect.poll(() => page.getByTestId('profile.card').count()).toBe(1);
    // Stars are for signed-in accounts: a guest's cards have none.
    expect(await page.getByTestId('favorite.star').count()).toBe(0);
    await page.getByRole('link', { name: 'Mansouri Matériaux' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/annuaire\/user\/[^/]+\/details$/);
    const card = page.getByTestId('profile.card');
    await card.waitFor();
    expect(await card.getAttribute('data-variant')).toBe('manufacturer');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goBack();
    await expect.poll(() => page.getByTestId('directory.search').inputValue()).toBe('Mansouri');
    await page.close();
  });

  it("lets a professional star a manufacturer from the directory's card, kept in its group of /pro/favorites", async () => {
    const page = await pro.newPage();
    await page.goto('/annuaire?q=Mansouri');
    await settled(page);
    await expect.poll(() => page.getByTestId('profile.card').count()).toBe(1);
    const star = page.getByTestId('profile.card').getByTestId('favorite.star');
    if ((await star.getAttribute('aria-pressed')) === 'true') {
      await star.click(); // a previous run's star
      await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    }
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    // The star took the click, not the card's link.
    expect(pathOf(page)).toBe('/annuaire');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/pro/favorites');
    await settled(page);
    await expect
      .poll(() => page.getByTestId('favorites.manufacturers').textContent())
      .toContain('Mansouri Matériaux');
    expect(await page.getByTestId('favorites.professionals').textContent()).not.toContain(
      'Mansouri',
    );
    await page.close();
  });

  it('takes a professional out of the directory from the settings', async () => {
    const page = await pro.newPage();
    await page.goto('/pro/parameters/profile');
    await settled(page);
    await page.getByTestId('settings.presentation').fill('Études de structure et BIM.');
    await page.getByTestId('settings.listed').click();
    await page.getByTestId('settings.public.save').click();
    await page.getByText('Profil public enregistré').waitFor();
    await page.goto('/annuaire?q=Benali');
    await settled(page);
    await page.getByTestId('page.empty').waitFor();
    await page.goto('/profile');
    await settled(page);
    await expect
      .poll(() => page.getByTestId('profile.presentation').textContent())
      .toBe('Études de structure et BIM.');
    expect(await page.getByTestId('profile.listed').textContent()).toContain('ne figure pas');
    await page.close();
  });
});
