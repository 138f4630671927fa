import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, settled, visit } from './app';
import { seriousViolations } from './axe';
import { launchBrowser, newContext } from './browser';
import { signIn } from './session';

/** The administration of issue 22, as admin@ uses it: dashboard, plans, FAQ, contact, users, audit. */
describe('the administration area', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let guest: BrowserContext;
  const stamp = Date.now().toString(36);
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    [admin, guest] = await Promise.all([newContext(browser), newContext(browser)]);
    await signIn(admin, 'admin@ouvrage.test');
  });
  afterAll(() => browser.close());

  it('opens the dashboard, whose figures lead to their screens', async () => {
    const page = await admin.newPage();
    await visit(page, '/admin');
    await page.getByTestId('dashboard.contacts').waitFor();
    expect(
      Number(await page.getByTestId('dashboard.contacts').locator('p').first().textContent()),
    ).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('dashboard.contacts').click();
    await expect.poll(() => pathOf(page)).toBe('/admin/contact');
    await page.close();
  });

  it('edits a plan in its dialog', async () => {
    const page = await admin.newPage();
    await visit(page, '/admin/plans');
    const card = page.getByTestId('plans.item').filter({ hasText: 'fab-industry' });
    await card.getByTestId('plans.edit').click();
    const field = page.getByTestId('plan.description_en');
    await field.fill(`For an industrial group and its whole range (${stamp}).`);
    await page.getByTestId('dialog.adminPlan.confirm').click();
    await page.getByTestId('dialog.adminPlan').waitFor({ state: 'detached' });
    const plans = (await (await guest.request.get('/api/plans?audience=fab')).json()) as {
      code: string;
      description: { en: string };
    }[];
    expect(plans.find((p) => p.code === 'fab-industry')?.description.en).toContain(stamp);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('adds an FAQ entry that then shows on /faq', async () => {
    const page = await admin.newPage();
    await visit(page, '/admin/faqs');
    await page.getByTestId('faqs.new').click();
    await page.getByTestId('faq.question').fill(`Peut-on payer par chèque ? ${stamp}`);
    await page.getByTestId('faq.answer').fill('Oui, à l’ordre d’Ouvrage, envoyé avec la demande.');
    await page.getByTestId('dialog.adminFaq.confirm').click();
    await page.getByTestId('faqs.item').filter({ hasText: stamp }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();

    const visitor = await guest.newPage();
    await visit(visitor, '/faq');
    await visitor.getByTestId('faq.entry').filter({ hasText: stamp }).waitFor();
    await visitor.close();
  });

  it('answers a contact message by e-mail', async () => {
    const page = await admin.newPage();
    await visit(page, '/admin/contact');
    const item = page.getByTestId('contact.item').filter({ hasText: 'Importing our catalogue' });
    await item.getByTestId('contact.answer_open').click();
    await page.getByTestId('contact.answer').fill('Yes: the Industry plan imports a CSV file.');
    await page.getByTestId('dialog.adminContactAnswer.confirm').click();
    await page.getByTestId('dialog.adminContactAnswer').waitFor({ state: 'detached' });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('finds a user and opens their account', async () => {
    const page = await admin.newPage();
    await visit(page, '/admin/users');
    await page.getByText('Tous', { exact: true }).click();
    await page.getByLabel('Rechercher un nom ou une adresse').fill('pro2@');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page
      .getByTestId('admin.account.pro2@ouvrage.test')
      .getByTestId('admin.account.open')
      .click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/admin\/users\/[0-9a-f-]{36}$/);
    await settled(page);
    // The account's page, loaded: its sections are drawn with its data (pro2@ owns no project).
    await page.getByRole('heading', { name: 'Abonnements' }).waitFor();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('pro2@ouvrage.test');
    await page.getByRole('heading', { name: 'Projets' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('sees the audit entries of what was just done', async () => {
    const page = await admin.newPage();
    await visit(page, '/admin/audit');
    const rows = page.getByTestId('audit.row');
    await rows.first().waitFor();
    const text = await page.getByTestId('audit.table').textContent();
    expect(text).toContain('Question ajoutée');
    expect(text).toContain('Formule modifiée');
    expect(text).toContain('Message de contact répondu');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });
});
