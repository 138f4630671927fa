import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visit } from './app';
import { launchBrowser, newContext, watchErrors } from './browser';
import { signIn, xsrfHeader } from './session';

const pdf = (label: string) => Buffer.from(`%PDF-1.4\n% ${label}\n%%EOF\n`);

/** A project with folders A and B, and « Plan.pdf » (two versions) in A. */
async function seed(pro: BrowserContext) {
  const headers = await xsrfHeader(pro);
  const post = async (url: string, data: unknown) =>
    (await pro.request.post(url, { headers, data })).json();
  const project = await post('/api/projects', { name: 'Opérations' });
  const a = await post(`/api/projects/${project.id}/folders`, { name: 'A' });
  const b = await post(`/api/projects/${project.id}/folders`, { name: 'B' });
  const upload = (label: string) =>
    pro.request.post(`/api/folders/${a.id}/files`, {
      headers,
      multipart: { file: { name: 'Plan.pdf', mimeType: 'application/pdf', buffer: pdf(label) } },
    });
  const file = (await (await upload('v1')).json()).file;
  await upload('v2');
  return { project, a, b, file };
}

const row = (page: Page, name: string) =>
  page.locator(`[data-testid="file.row"][data-name="${name}"]`);
async function menu(page: Page, name: string, action: string) {
  await row(page, name).getByTestId('file.menu').click();
  await page.getByTestId(`menu.${action}`).click();
}

describe('projects: renaming, versions, moving, deleting, collaborators and shares', () => {
  let browser: Browser;
  let pro: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    pro = await newContext(browser, 'en-US');
    await signIn(pro, 'pro@ouvrage.test');
  });
  afterAll(() => browser.close());

  it('works on a file from its menu, the list changing at once', async () => {
    const w = await seed(pro);
    const page = await pro.newPage();
    const errors = watchErrors(page);
    await visit(page, `/pro/projects/${w.project.id}/files/${w.a.id}?lng=en`);

    await menu(page, 'Plan.pdf', 'rename');
    await page.getByTestId('rename.name').fill('Plan RDC.pdf');
    await page.getByTestId('rename.submit').click();
    await row(page, 'Plan RDC.pdf').waitFor();

    await menu(page, 'Plan RDC.pdf', 'versions');
    await expect.poll(() => page.locator('[data-testid^="versions.row."]').count()).toBe(2);
    await page.getByRole('button', { name: 'Delete version 1' }).click();
    await page.getByTestId('delete.confirm').click();
    await expect.poll(() => page.locator('[data-testid^="versions.row."]').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => row(page, 'Plan RDC.pdf').getByTestId('file.version').textContent())
      .toBe('V2');

    await menu(page, 'Plan RDC.pdf', 'move');
    await page.getByTestId('move.target').selectOption(w.b.id);
    await page.getByTestId('move.submit').click();
    await expect.poll(() => row(page, 'Plan RDC.pdf').count()).toBe(0);

    await visit(page, `/pro/projects/${w.project.id}/files/${w.b.id}?lng=en`);
    await menu(page, 'Plan RDC.pdf', 'delete');
    await page.getByTestId('delete.confirm').click();
    await page.getByTestId('folder.empty').waitFor();
    const left = await pro.request.get(`/api/files/${w.file.id}`);
    expect(left.status()).toBe(404);
    expect(errors).toEqual([]);
  });

  it('invites a collaborator from the settings and revokes a share from its management dialog', async () => {
    const w = await seed(pro);
    const headers = await xsrfHeader(pro);
    await pro.request.post(`/api/folders/${w.a.id}/shares`, { headers, data: { kind: 'link' } });
    const page = await pro.newPage();
    await visit(page, `/pro/parameters/project/${w.project.id}?lng=en`);
    await page.getByTestId('collaborators.invite').click();
    await page.getByTestId('invite.email').fill('pro2@ouvrage.test');
    await page.getByTestId('invite.submit').click();
    await expect
      .poll(() => page.getByTestId('collaborators.table').textContent())
      .toContain('pro2@ouvrage.test');

    await visit(page, `/pro/projects/${w.project.id}?lng=en`);
    await page.getByRole('button', { name: 'Actions for “A”' }).click();
    await page.getByTestId('menu.shares').click();
    await page.getByTestId('shares.revoke').click();
    await page.getByTestId('shares.empty').waitFor();
    const shares = await pro.request.get(`/api/folders/${w.a.id}/shares`);
    expect(await shares.json()).toEqual([]);
  });
});
