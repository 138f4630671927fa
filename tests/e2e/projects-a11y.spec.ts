import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from './app';
import { putBack, takeTab } from './tabs';
import { launchBrowser, newContext } from './browser';
import { signIn, xsrfHeader } from './session';
import { seriousViolations } from './axe';

const IFC = [
  'ISO-10303-21;',
  'HEADER;',
  "FILE_SCHEMA(('IFC4'));",
  'ENDSEC;',
  'DATA;',
  "#1=IFCPROJECT('2O2Fr$t4X7Zf8NOew3FLOH',$,'A11y',$,$,$,$,$,$);",
  'ENDSEC;',
  'END-ISO-10303-21;',
].join('\n');

/** A project with a folder, an IFC and a PDF, a public link, and a share with the second demo professional. */
async function seed(pro: BrowserContext) {
  const headers = await xsrfHeader(pro);
  const json = async (method: 'post' | 'get', url: string, data?: unknown) => {
    const res = await pro.request[method](url, { headers, data });
    if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const project = await json('post', '/api/projects', {
    name: 'Accessibilité',
    description: 'Projet de test',
  });
  const folder = await json('post', `/api/projects/${project.id}/folders`, { name: 'Plans' });
  const up = await pro.request.post(`/api/folders/${folder.id}/files`, {
    headers,
    multipart: {
      file: {
        name: 'Maquette.ifc',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from(IFC),
      },
    },
  });
  const file = (await up.json()).file;
  await pro.request.post(`/api/folders/${folder.id}/files`, {
    headers,
    multipart: {
      file: {
        name: 'Notice.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      },
    },
  });
  const link = await json('post', `/api/files/${file.id}/shares`, {
    kind: 'link',
    permission: 'download',
  });
  await json('post', `/api/folders/${folder.id}/shares`, {
    kind: 'user',
    email: 'pro2@ouvrage.test',
  });
  return { project, folder, file, link };
}

describe.each(['fr', 'ar'])(
  'projects pages in %s (axe: no serious or critical violation)',
  (lng) => {
    let browser: Browser;
    let pro: BrowserContext;
    let pro2: BrowserContext;
    let guest: BrowserContext;
    let world: Awaited<ReturnType<typeof seed>>;
    beforeAll(async () => {
      browser = await launchBrowser({ webgl: false });
      pro = await newContext(browser);
      pro2 = await newContext(browser);
      guest = await newContext(browser);
      await signIn(pro, 'pro@ouvrage.test');
      await signIn(pro2, 'pro2@ouvrage.test');
      world = await seed(pro);
    });
    afterAll(() => browser.close());

    const check = async (
      context: BrowserContext,
      path: string,
      before?: (page: Page) => Promise<void>,
    ) => {
      const page = await takeTab(context);
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`);
      await settled(page);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lng);
      await page.waitForLoadState('networkidle');
      await before?.(page);
      // Dialogs and menus animate in and out: judge colours once every animation has ended.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (a) =>
              a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
          ),
      );
      const found = await seriousViolations(page);
      await putBack(page);
      return found;
    };

    it('projects list, project, folder and settings', async () => {
      for (const path of [
        '/pro/projects',
        `/pro/projects/${world.project.id}`,
        `/pro/projects/${world.project.id}/files/${world.folder.id}`,
        `/pro/parameters/project/${world.project.id}`,
        `/pro/shared-by-me/${world.file.id}`,
      ])
        expect(await check(pro, path), path).toEqual([]);
    });

    it('dialogs: new project, import, share link', async () => {
      expect(
        await check(pro, '/pro/projects', (p) => p.getByTestId('projects.new').click()),
      ).toEqual([]);
      const folder = `/pro/projects/${world.project.id}/files/${world.folder.id}`;
      expect(await check(pro, folder, (p) => p.getByTestId('folder.import').click())).toEqual([]);
      expect(
        await check(pro, folder, async (p) => {
          await p.getByTestId('file.menu').first().click();
          await p.getByTestId('menu.share-link').click();
          await p.getByTestId('share.submit').waitFor();
          // The menu fades out as the dialog opens: judge the page once it is gone.
          await p.getByTestId('menu.delete').first().waitFor({ state: 'hidden' });
        }),
      ).toEqual([]);
    });

    it('shared with me, and the public share page', async () => {
      expect(await check(pro2, `/pro/shared-with-me/${world.folder.id}`)).toEqual([]);
      expect(await check(guest, new URL(world.link.url).pathname)).toEqual([]);
    });
  },
);
