import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './session';

/**
 * Waits until React has rendered (the app renders only once i18n is ready) and the lazy page and
 * the session have settled (no full-screen spinner left). A guest's public page, served whole by
 * the server (`body[data-site]`, server/modules/site/public-pages/), is ready once loaded.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded');
  await page
    .locator('#root > *, body[data-site]')
    .first()
    .waitFor({ state: 'attached', timeout: 30_000 });
  // Not expect.poll: tests that run concurrently (the axe checks) call this too.
  await page.waitForFunction(() => !document.querySelector('[data-testid="page.loading"]'), null, {
    timeout: 15_000,
    polling: 100,
  });
}

export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

/** The login page object: fills the form as a person does. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.getByTestId('login.email').fill(email);
  await page.getByTestId('login.password').fill(password);
  await page.getByTestId('login.submit').click();
}

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

export async function waitForPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => pathOf(page), { timeout: 15_000 }).toBe(path);
}
