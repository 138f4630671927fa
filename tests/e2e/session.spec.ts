import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './browser';
import { signIn } from './session';

describe('demo accounts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
  });
  afterAll(() => browser.close());

  it('the demo professional can sign in on a fresh embedded database', async () => {
    const context = await newContext(browser);
    await signIn(context, 'pro@ouvrage.test');
    const account = await context.request.get('/api/account');
    expect(account.status()).toBe(200);
    expect(await account.json()).toMatchObject({
      email: 'pro@ouvrage.test',
      type: 'DESIGN_OFFICE',
      status: 'A',
    });
    await context.close();
  });
});
