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

/**
 * Leaves the tab on a blank page of the same site, without the listeners a test added, for the
 * next `takeTab`: the page it leaves stops (its requests, timers and frames). Not `about:blank`:
 * leaving the app's origin (and its Cross-Origin-Opener-Policy) and coming back starts a new
 * renderer process each time (about 0.4 s of CPU per visit); the server's robots.txt is plain
 * text of the same origin, which the same renderer shows.
 */
export async function putBack(page: Page): Promise<void> {
  await page.removeAllListeners();
  try {
    const { origin, protocol } = new URL(page.url());
    await page.goto(protocol.startsWith('http') ? `${origin}/robots.txt` : 'about:blank');
  } catch {
    await page.close().catch(() => undefined);
    return;
  }
  idle.get(page.context())?.push(page);
}
