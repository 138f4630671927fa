import type { BrowserContext, Page } from 'playwright-core';

const idle = new WeakMap<BrowserContext, Page[]>();

/**
 * A tab of the context: one left by `putBack` when there is one, else a new one. Opening a tab
 * starts a renderer process, which cost Chromium's browser process about as much CPU as loading
 * the page itself (measured: 24 visits took 49 s in one reused tab, 101 s in 24 new ones). A
 * reused tab still loads each page in full (`page.goto`): nothing of the previous page is kept
 * but what the context keeps anyway (cookies, storage, the HTTP cache).
 */
export async function takeTab(context: BrowserContext): Promise<Page> {
  const pool = idle.get(context) ?? [];
  idle.set(context, pool);
  for (let page = pool.pop(); page; page = pool.pop()) if (!page.isClosed()) return page;
  return context.newPage();
}

/** Leaves the tab blank, without the listeners a test added, for the next `takeTab`. */
export async function putBack(page: Page): Promise<void> {
  await page.removeAllListeners();
  try {
    await page.goto('about:blank');
  } catch {
    await page.close().catch(() => undefined);
    return;
  }
  idle.get(page.context())?.push(page);
}
