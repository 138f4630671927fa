import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedAccount, registerAccount, submitOnboarding, verifyEmail } from './accounts';
import { visit, waitForPath } from './app';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn, xsrfHeader } from './session';

/** Issue 26: the server's refusals lead the browser where its own guards would. */
describe('who may call what, seen from the browser (issue 26)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
  });
  afterAll(() => browser.close());

  it('shows the deactivated screen on the next action of a professional deactivated meanwhile', async () => {
    const { context } = await approvedAccount(browser);
    const headers = await xsrfHeader(context);
    const project = (await (
      await context.request.post('/api/projects', { data: { name: 'Chantier Est' }, headers })
    ).json()) as { id: string };
    const me = (await (await context.request.get('/api/account')).json()) as { id: string };
    const page = await context.newPage();
    const errors = watchErrors(page);
    await visit(page, `/pro/projects/${project.id}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Chantier Est' }).isVisible())
      .toBe(true);

    const admin = await newContext(browser);
    await signIn(admin, 'admin@ouvrage.test');
    const decision = await admin.request.post(`/api/admin/users/${me.id}/deactivate`, {
      data: { reason: 'Compte partagé entre plusieurs personnes' },
      headers: await xsrfHeader(admin),
    });
    expect(decision.status()).toBe(200);
    await admin.close();

    // The next action, without a reload: back to the projects list, unless the event stream's
    // news of the decision has already led the page to its screen (then there is no menu to
    // click: waiting for it would only run out the click's timeout).
    const sider = page.getByTestId('sider.projects');
    await sider.or(page.getByTestId('verification')).first().waitFor();
    if (await sider.isVisible())
      await sider.click({ timeout: 5_000 }).catch(() => undefined /* the news came meanwhile */);
    await waitForPath(page, '/verification');
    const screen = page.getByTestId('verification');
    await expect.poll(() => screen.getAttribute('data-state')).toBe('deactivated');
    await expect
      .poll(() => page.getByTestId('verification.reason').textContent())
      .toContain('Compte partagé entre plusieurs personnes');
    expect(await page.getByTestId('verification.support').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a registered account awaiting approval from a /pro address to the verification screen, and the API refuses it too', async () => {
    const { context, email } = await registerAccount(browser);
    await verifyEmail(context, email);
    await submitOnboarding(context);
    const page = await context.newPage();
    await visit(page, '/pro/projects');
    await waitForPath(page, '/verification');
    await expect
      .poll(() => page.getByTestId('verification').getAttribute('data-state'))
      .toBe('underReview');
    const refused = await context.request.get('/api/projects');
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { reason: string }).reason).toBe('approval_pending');
    await context.close();
  });
});
