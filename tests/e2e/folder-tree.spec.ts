import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf, settled } from './app';
import { launchBrowser, newContext } from './browser';
import { signIn, xsrfHeader } from './session';

type Box = { x: number; y: number; width: number; height: number };

/**
 * The folder tree beside a folder's files: nested folders, long names, 200 folders. Each item on
 * its own line, indented under its parent, inside its column (never over the breadcrumb or the
 * table), and each one clickable where it shows.
 */
describe('the folder tree', () => {
  let browser: Browser;
  let pro: BrowserContext;
  let project: string;
  const ids: { a: string; b: string; c: string } = { a: '', b: '', c: '' };
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    pro = await newContext(browser);
    await signIn(pro, 'pro@ouvrage.test');
    const headers = await xsrfHeader(pro);
    const post = async (url: string, data: unknown) => {
      const res = await pro.request.post(url, { headers, data });
      if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as { id: string };
    };
    project = (await post('/api/projects', { name: 'Arborescence' })).id;
    const folder = (name: string, parent_id?: string) =>
      post(`/api/projects/${project}/folders`, { name, parent_id });
    ids.a = (await folder('Architecture')).id;
    ids.b = (
      await folder('Plans et coupes du bâtiment principal, indice C, version définitive', ids.a)
    ).id;
    ids.c = (await folder('Niveau R+1', ids.b)).id;
    // Ten at a time: one by one, 197 requests took minutes on a busy machine.
    for (let i = 0; i < 197; i += 10)
      await Promise.all(
        Array.from({ length: Math.min(10, 197 - i) }, (_, k) =>
          folder(`Lot ${String(i + k).padStart(3, '0')}`),
        ),
      );
  });
  afterAll(() => browser.close());

  const boxOf = async (page: Page, testId: string): Promise<Box> =>
    (await page.getByTestId(testId).boundingBox())!;

  it('lists each folder on its own line, indented, inside its column, each one clickable', async () => {
    const page = await pro.newPage();
    await page.goto(`/pro/projects/${project}/files/${ids.c}`);
    await settled(page);
    const items = page.getByTestId('folder.tree.item');
    await expect.poll(() => items.count()).toBe(201); // the project's root and 200 folders
    const tree = await boxOf(page, 'folder.tree');
    const crumbs = await boxOf(page, 'folder.breadcrumbs');
    // The folder holds no file: its empty state stands where the table would.
    const files = await boxOf(page, 'folder.empty');
    // The tree's column ends before the breadcrumb and the table's place begin.
    expect(tree.x + tree.width).toBeLessThanOrEqual(Math.min(crumbs.x, files.x));
    // Root, Architecture, the long-named folder, Niveau R+1: one per line, each further in.
    const links = items.locator('> a');
    const chain = await Promise.all(
      ['Arborescence', 'Architecture', 'Plans et coupes', 'Niveau R+1'].map(async (name) => {
        const link = links.filter({ hasText: name }).first();
        const box = (await link.boundingBox())!;
        const text = (await link.locator('span').boundingBox())!;
        return { link, box, text };
      }),
    );
    for (let i = 1; i < chain.length; i += 1) {
      expect(chain[i]!.box.y).toBeGreaterThanOrEqual(
        chain[i - 1]!.box.y + chain[i - 1]!.box.height - 1,
      );
      expect(chain[i]!.text.x).toBeGreaterThan(chain[i - 1]!.text.x);
    }
    // Every link stays in the column, the long name cut rather than spilling out.
    for (const { box } of chain)
      expect(box.x + box.width).toBeLessThanOrEqual(tree.x + tree.width + 1);
    // Each item is what the pointer reaches where it shows, and opens its folder.
    for (const [i, id] of [
      [1, ids.a],
      [2, ids.b],
    ] as const) {
      const { box } = chain[i]!;
      const hit = await page.evaluate(
        ([x, y]) =>
          document
            .elementFromPoint(x!, y!)
            ?.closest('[data-testid="folder.tree.item"] > a')
            ?.getAttribute('href') ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe(`/pro/projects/${project}/files/${id}`);
    }
    await chain[2]!.link.click();
    await expect.poll(() => pathOf(page)).toBe(`/pro/projects/${project}/files/${ids.b}`);
    await expect
      .poll(() => page.getByTestId('page.title').textContent())
      .toMatch(/^Plans et coupes/);
    // 200 folders: the tree scrolls in its own box, and the last one can be reached and opened.
    const scroll = await page
      .getByTestId('folder.tree')
      .evaluate((el) => [el.scrollHeight, el.clientHeight]);
    expect(scroll[0]).toBeGreaterThan(scroll[1]!);
    const last = links.filter({ hasText: 'Lot 196' });
    await last.scrollIntoViewIfNeeded();
    await last.click();
    await expect.poll(() => page.getByTestId('page.title').textContent()).toBe('Lot 196');
    await page.close();
  });
});
