import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedAccount } from './accounts';
import { visit } from './app';
import { seriousViolations } from './axe';
import { launchBrowser } from './browser';

describe('personal access tokens in parameters/general (issue 24)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
  });
  afterAll(() => browser.close());

  it('creates a token, shows its secret once, and revokes it after confirmation', async () => {
    const { context } = await approvedAccount(browser);
    const page = await context.newPage();
    await visit(page, '/pro/parameters/general');
    await page.getByTestId('settings.tokens.new').click();
    await page.getByTestId('settings.tokens.name').fill('Solibri');
    await page.getByTestId('settings.tokens.scope').selectOption('bcf:write');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('settings.tokens.submit').click();
    const secret = page.getByTestId('settings.tokens.secret');
    await expect.poll(() => secret.textContent(), { timeout: 10_000 }).toMatch(/^ouv_pat_/);
    const token = (await secret.textContent())!;
    // The token reaches the BCF-API.
    const res = await page.request.get('/bcf/3.0/current-user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    await page.getByTestId('settings.tokens.done').click();
    const rows = page.getByTestId('settings.tokens.row');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Solibri');
    expect(await page.getByTestId('settings.tokens').textContent()).not.toContain('ouv_pat_');

    await page.getByTestId('settings.tokens.revoke').click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => rows.count()).toBe(1);
    await page.getByTestId('settings.tokens.revoke').click();
    await page.getByTestId('settings.tokens.revoke-confirm').click();
    await expect.poll(() => rows.count()).toBe(0);
    const after = await page.request.get('/bcf/3.0/current-user', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);
    await context.close();
  });
});
