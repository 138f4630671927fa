import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settled } from './app';
import { launchBrowser } from './browser';
import { uploadModel, viewerContext } from './viewer-page';

/** A one-page PDF saying « Notice ». */
const PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >> endobj',
  '4 0 obj << /Length 44 >> stream',
  'BT /F1 24 Tf 40 100 Td (Notice) Tj ET',
  'endstream endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The first bytes of a legacy Word document (a compound file). */
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(512),
]);

/** The viewer's generic …/file route: previews what a browser shows, offers the rest as a download. */
describe('the file route', () => {
  let browser: Browser;
  let context: BrowserContext;
  const csp: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser({ webgl: false });
    context = await viewerContext(browser);
  });
  afterAll(() => browser.close());

  const open = async (name: string, bytes: Buffer) => {
    const { url } = await uploadModel(context, name, bytes);
    const page = await context.newPage();
    page.on('console', (m) => {
      if (/Content.Security.Policy|X-Frame-Options/i.test(m.text())) csp.push(m.text());
    });
    await page.goto(url.replace(/\/obj$/, '/file'));
    await settled(page);
    return page;
  };

  it('shows a PDF in a sandboxed frame this origin may frame', async () => {
    const page = await open('Notice.pdf', Buffer.from(PDF));
    const frame = page.getByTestId('viewer.file.pdf');
    await frame.waitFor();
    expect(await frame.getAttribute('sandbox')).toBe('');
    const src = (await frame.getAttribute('src')) ?? '';
    const res = await context.request.get(src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers()['x-frame-options']).toBe('SAMEORIGIN');
    // Sent as stored, never compressed on the way: its length drives the viewers' progress.
    expect(res.headers()['content-encoding']).toBeUndefined();
    expect(res.headers()['content-length']).toBe(String(PDF.length));
    expect(await page.title()).toMatch(/^Fichier · /);
    await page.close();
    expect(csp).toEqual([]);
  });

  it('shows an image', async () => {
    const page = await open('Photo.png', PNG);
    const img = page.getByTestId('viewer.file.image');
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);
    await page.close();
    expect(csp).toEqual([]);
  });

  it('says it cannot show another file, and offers its download', async () => {
    const page = await open('Rapport.doc', DOC);
    await page.getByTestId('viewer.file.none').waitFor();
    const link = page.getByTestId('viewer.file.download');
    expect(await link.getAttribute('href')).toMatch(/\/download\?disposition=attachment$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Rapport.doc');
    await page.close();
  });
});
