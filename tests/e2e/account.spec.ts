import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedAccount } from './accounts';
import { settled, signInThroughForm, visit, waitForPath } from './app';
import { launchBrowser, newContext, watchErrors } from './browser';
import { linkFromMail } from './mail';
import { signIn, xsrfHeader } from './session';

/** Picks the first real option of a native select. */
async function chooseFirst(page: Page, testId: string): Promise<void> {
  const select = page.getByTestId(testId);
  await expect.poll(() => select.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value!);
}

describe('the account lifecycle in a browser (issue 4)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
  });
  afterAll(() => browser.close());

  it('registers a professional, verifies the e-mail, onboards, is approved by an admin, and sees the area open by itself', async () => {
    const email = `journey-${Date.now()}@ouvrage.test`;
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    // A fake clock that flows normally, so the 180 s poll can be jumped over.
    await page.clock.install();

    await visit(page, '/register');
    await page.getByTestId('register.type.DESIGN_OFFICE').click();
    await page.getByTestId('register.first_name').fill('Yasmine');
    await page.getByTestId('register.last_name').fill('Benali');
    await page.getByTestId('register.email').fill(email);
    await page.getByTestId('register.password').fill('Journey-pass-2026');
    await page.getByTestId('register.password_confirmation').fill('Journey-pass-2026');
    await page.getByTestId('register.terms').click();
    await page.getByTestId('register.submit').click();
    await waitForPath(page, '/confirm-email');
    await expect.poll(() => page.getByTestId('email-confirmation').textContent()).toContain(email);

    const link = await linkFromMail(email, '/verify-email/');
    await page.goto(link);
    await expect
      .poll(() => page.getByTestId('signed-link.success').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByTestId('verify-email.continue').click();
    await waitForPath(page, '/onboarding');

    await expect
      .poll(() => page.getByTestId('onboarding').getAttribute('data-step'))
      .toBe('activity');
    await chooseFirst(page, 'onboarding.job_id');
    await chooseFirst(page, 'onboarding.activity_sector_id');
    await page.getByTestId('onboarding.company').fill('BET Benali');
    await page.getByTestId('onboarding.next').click();
    await expect
      .poll(() => page.getByTestId('onboarding').getAttribute('data-step'))
      .toBe('contact');
    await page.getByTestId('onboarding.country').selectOption('DZ');
    await page.getByTestId('onboarding.wilaya_id').selectOption({ label: '16 · Alger' });
    await page.getByTestId('onboarding.phone').fill('+213 555 12 34 56');
    await page.getByTestId('onboarding.next').click();
    await waitForPath(page, '/onboarding/success');
    await page.getByTestId('onboarding.success.continue').click();
    await waitForPath(page, '/verification');
    await expect
      .poll(() => page.getByTestId('verification').getAttribute('data-state'))
      .toBe('underReview');

    const admin = await newContext(browser);
    await signIn(admin, 'admin@ouvrage.test');
    const adminPage = await admin.newPage();
    await visit(adminPage, '/admin/users');
    const card = adminPage.getByTestId(`admin.account.${email}`);
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await card.textContent()).toContain('BET Benali');
    await card.getByTestId('admin.approve').click();
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(0);
    await admin.close();

    // Nothing to click: the next check, 180 s later, finds the account approved.
    await page.clock.fastForward('03:00');
    await waitForPath(page, '/pro/projects');
    await expect.poll(() => page.getByTestId('area.pro').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the rejection reason on the verification screen', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/register');
    const email = `rejected-${Date.now()}@ouvrage.test`;
    await page.getByTestId('register.type.PRODUCTION_COMPANY').click();
    await page.getByTestId('register.first_name').fill('Karim');
    await page.getByTestId('register.last_name').fill('Saidi');
    await page.getByTestId('register.email').fill(email);
    await page.getByTestId('register.password').fill('Rejected-pass-2026');
    await page.getByTestId('register.password_confirmation').fill('Rejected-pass-2026');
    await page.getByTestId('register.terms').click();
    await page.getByTestId('register.submit').click();
    await waitForPath(page, '/confirm-email');
    await page.goto(await linkFromMail(email, '/verify-email/'));
    await page.getByTestId('verify-email.continue').click();
    await waitForPath(page, '/onboarding');
    await chooseFirst(page, 'onboarding.job_id');
    await chooseFirst(page, 'onboarding.activity_sector_id');
    await page.getByTestId('onboarding.company').fill('Saidi BTP');
    await page.getByTestId('onboarding.next').click();
    await page.getByTestId('onboarding.country').selectOption('FR');
    await page.getByTestId('onboarding.phone').fill('+33 1 23 45 67 89');
    await page.getByTestId('onboarding.next').click();
    await waitForPath(page, '/onboarding/success');

    const admin = await newContext(browser);
    await signIn(admin, 'admin@ouvrage.test');
    const adminPage = await admin.newPage();
    await visit(adminPage, '/admin/users');
    const card = adminPage.getByTestId(`admin.account.${email}`);
    await card.getByTestId('admin.reject').click();
    await adminPage
      .getByTestId('dialog.rejectAccount.reason')
      .fill('Le registre de commerce manque.');
    await adminPage.getByTestId('dialog.rejectAccount.confirm').click();
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(0);
    await admin.close();

    await visit(page, '/verification');
    await expect
      .poll(() => page.getByTestId('verification').getAttribute('data-state'))
      .toBe('rejected');
    expect(await page.getByTestId('verification.reason').textContent()).toContain(
      'Le registre de commerce manque.',
    );
    await context.close();
  });

  it('saves the profile, and opens the not-authenticated dialog when the session has ended', async () => {
    const context = await newContext(browser);
    await signIn(context, 'pro2@ouvrage.test');
    const page = await context.newPage();
    await visit(page, '/pro/parameters/profile');
    await page.getByTestId('settings.phone').fill('+213 555 00 11 22');
    await page.getByTestId('settings.profile.save').click();
    await expect.poll(() => page.getByTestId('toast.success').count()).toBeGreaterThan(0);
    expect((await (await context.request.get('/api/account')).json()).phone).toBe(
      '+213 555 00 11 22',
    );

    // The session ends elsewhere (here: its cookie is gone); the next call answers 401.
    await context.clearCookies();
    await page.getByTestId('settings.profile.save').click();
    const dialog = page.getByTestId('dialog.notAuthenticated');
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByTestId('dialog.notAuthenticated.login').click();
    await waitForPath(page, '/login');
    await settled(page);
    await expect.poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it('resets a forgotten password from the mailed link, then signs in with the new one', async () => {
    // A fresh account: the demo ones keep their password for the other browser tests.
    const email = `forgetful-${Date.now()}@ouvrage.test`;
    const signup = await newContext(browser);
    await signup.request.get('/sanctum/csrf-cookie');
    const created = await signup.request.post('/api/register', {
      data: {
        first_name: 'Nadia',
        last_name: 'Ouali',
        email,
        password: 'Old-pass-2026!',
        password_confirmation: 'Old-pass-2026!',
        type: 'PROJECT_OWNER',
        terms: true,
      },
      headers: await xsrfHeader(signup),
    });
    expect(created.status()).toBe(201);
    await signup.close();

    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/login');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await waitForPath(page, '/forgot-password');
    await page.getByTestId('forgot.email').fill(email);
    await page.getByTestId('forgot.submit').click();
    await expect.poll(() => page.getByTestId('forgot.sent').isVisible()).toBe(true);
    await page.goto(await linkFromMail(email, '/password-reset/'));
    await settled(page);
    expect(await page.getByTestId('reset.email').inputValue()).toBe(email);
    await page.getByTestId('reset.password').fill('New-pass-2026!');
    await page.getByTestId('reset.password_confirmation').fill('Other-pass-2026!');
    await page.getByTestId('reset.submit').click();
    // Checked in the browser first, with the server's own words.
    await expect
      .poll(() => page.getByText('La confirmation ne correspond pas au mot de passe.').isVisible())
      .toBe(true);
    await page.getByTestId('reset.password_confirmation').fill('New-pass-2026!');
    await page.getByTestId('reset.submit').click();
    await expect.poll(() => page.getByTestId('reset.done').isVisible()).toBe(true);
    await visit(page, '/login');
    await signInThroughForm(page, email, 'New-pass-2026!');
    // Signed in (the reset link proved the address), onboarding comes next.
    await waitForPath(page, '/onboarding');
    await context.close();
  });

  it('changes the e-mail address through the link sent to the new one', async () => {
    const { context } = await approvedAccount(browser);
    const page = await context.newPage();
    await visit(page, '/pro/parameters/general');
    const fresh = `moved-${Date.now()}@ouvrage.test`;
    await page.getByTestId('settings.email.change').click();
    await page.getByTestId('settings.email.new').fill(fresh);
    await page.getByLabel('Mot de passe actuel').first().fill('Fresh-pass-2026!');
    await page.getByTestId('settings.email.submit').click();
    await expect
      .poll(() => page.getByTestId('settings.email.pending').textContent(), { timeout: 10_000 })
      .toContain(fresh);
    await page.goto(await linkFromMail(fresh, '/verify-change-email/'));
    await expect
      .poll(() => page.getByTestId('signed-link.success').textContent(), { timeout: 10_000 })
      .toContain(fresh);
    await page.getByRole('link', { name: 'Continuer' }).click();
    await waitForPath(page, '/pro/parameters/general');
    expect(await page.getByTestId('settings.email').textContent()).toContain(fresh);
    await context.close();
  });

  it('shows no social sign-in button when no provider is configured', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await visit(page, '/login');
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('auth.providers').count()).toBe(0);
    await context.close();
  });
});
