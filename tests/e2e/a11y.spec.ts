import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it, type ExpectStatic } from 'vitest';
import { registerAccount, submitOnboarding, verifyEmail } from './accounts';
import { settled } from './app';
import { putBack, takeTab } from './tabs';
import { launchBrowser, newContext } from './browser';
import { signIn } from './session';
import { seriousViolations } from './axe';

/** Every public and auth-style route of SPEC §2 (signed-in ones with the demo professional). */
const guestRoutes = [
  '/',
  '/professionnels',
  '/fabricants',
  '/contact',
  '/faq',
  '/plans',
  '/annuaire',
  '/annuaire/user/u1/details',
  '/library',
  '/library/product/p1/details',
  '/library/product/p1/order',
  '/login',
  '/register',
  '/forgot-password',
  '/password-reset/abc?email=pro%40ouvrage.test',
  '/confirm-email',
  '/auth/google',
  '/files/f1/shares/t1',
  '/no/such/page',
];
const signedInRoutes = [
  '/profile',
  '/onboarding/success',
  '/pro/parameters/profile',
  '/pro/parameters/general',
  '/pro/basket',
];
/** Auth-style screens of the steps before an area, each seen by an account at that step. */
const stepRoutes = {
  unverified: ['/verify-email-notice', '/confirm-email'],
  onboarding: ['/onboarding'],
  waiting: ['/verification'],
  admin: [
    '/admin/users',
    '/admin/reports',
    '/admin',
    '/admin/audit',
    '/admin/plans',
    '/admin/faqs',
    '/admin/contact',
  ],
} as const;

describe.each(['fr', 'ar'])(
  'accessibility in %s (axe: no serious or critical violation)',
  (lng) => {
    let browser: Browser;
    let guest: BrowserContext;
    let pro: BrowserContext;
    const at = {} as Record<keyof typeof stepRoutes, BrowserContext>;
    beforeAll(async () => {
      browser = await launchBrowser({ webgl: false });
      guest = await newContext(browser);
      pro = await newContext(browser);
      await signIn(pro, 'pro@ouvrage.test');
      at.unverified = (await registerAccount(browser)).context;
      const onboarding = await registerAccount(browser);
      await verifyEmail(onboarding.context, onboarding.email);
      at.onboarding = onboarding.context;
      const waiting = await registerAccount(browser);
      await verifyEmail(waiting.context, waiting.email);
      await submitOnboarding(waiting.context);
      at.waiting = waiting.context;
      at.admin = await newContext(browser);
      await signIn(at.admin, 'admin@ouvrage.test');
    });
    afterAll(() => browser.close());

    // Routes are checked a few at a time (each in its own tab): axe's analysis is CPU-bound, the
    // page loads are mostly waiting.
    const check = async (context: BrowserContext, path: string, expect: ExpectStatic) => {
      const page = await takeTab(context);
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      await settled(page);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lng);
      await page.waitForLoadState('networkidle');
      const found = await seriousViolations(page);
      await putBack(page);
      return found;
    };

    it.concurrent.for(guestRoutes)('%s', async (path, { expect }) => {
      expect(await check(guest, path, expect)).toEqual([]);
    });

    it.concurrent.for(signedInRoutes)('%s (signed in)', async (path, { expect }) => {
      expect(await check(pro, path, expect)).toEqual([]);
    });

    const steps = Object.entries(stepRoutes).flatMap(([step, list]) =>
      list.map((path) => [path, step as keyof typeof stepRoutes] as const),
    );
    it.concurrent.for(steps)('%s (%s account)', async ([path, step], { expect }) => {
      expect(await check(at[step], path, expect)).toEqual([]);
    });
  },
);
