import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderIndex, seoLanguage } from '../../server/modules/site/public-pages/seo';
import { seedSite } from '../../server/modules/site/site.seed';
import { createProduct } from '../support/catalogue';
import { actingAs, buildUser } from '../support/factories';
import { buildTestApp, type TestApp } from '../support/test-app';

const built =
  '<!doctype html>\n<html lang="fr" dir="ltr">\n  <head>\n    <meta name="description" content="x" />\n' +
  '    <title>Ouvrage</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

describe('what crawlers read: public pages with their language, alternates and content; the sitemap (issue 22)', () => {
  let t: TestApp;
  let root: string;
  let productId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await seedSite(t.database.db);
    root = await mkdtemp(join(tmpdir(), 'seo-'));
    await writeFile(join(root, 'index.html'), built);
    const fab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }));
    productId = (
      await createProduct(fab, {
        name_fr: 'Porte coupe-feu <EI30>',
        name_ar: 'باب مقاوم للحريق',
        description_fr: 'Bloc-porte EI30 & huisserie métallique',
        status: 'published',
      })
    ).id;
  });
  afterAll(() => t.close());

  const page = (url: string, accept?: string) =>
    renderIndex(t.database.db, root, url, accept, 'https://ouvrage.example');

  it('gives a public page its title, description, alternates and content, in its language', async () => {
    const html = await page('/faq?lng=ar');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>الأسئلة الشائعة · أوفراج</title>');
    for (const l of ['fr', 'en', 'ar'])
      expect(html).toContain(`hreflang="${l}" href="https://ouvrage.example/faq?lng=${l}"`);
    expect(html).toContain('<link rel="canonical" href="https://ouvrage.example/faq?lng=ar" />');
    expect(html).toMatch(/<noscript><h1>الأسئلة الشائعة<\/h1>.*<h2>/s);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    // The browser's language when the URL names none.
    expect(await page('/plans', 'en-GB,en;q=0.9')).toContain('<html lang="en" dir="ltr">');
    expect(seoLanguage('', 'de-DE')).toBe('fr');
  });

  it('lists the newest products on the library page and reads one product, escaped', async () => {
    expect(await page('/library')).toContain(`<a href="/library/product/${productId}/details">`);
    const one = await page(`/library/product/${productId}/details`);
    expect(one).toContain('<title>Porte coupe-feu &lt;EI30&gt; · Ouvrage</title>');
    expect(one).toContain('Bloc-porte EI30 &amp; huisserie métallique');
    expect(await page(`/library/product/${productId}/details?lng=ar`)).toContain(
      'باب مقاوم للحريق',
    );
  });

  it('leaves signed-in pages and unknown products as built', async () => {
    expect(await page('/pro/projects')).toBe(built);
    expect(await page('/library/product/00000000-0000-4000-8000-000000000000/details')).toBe(built);
  });

  it('serves a sitemap of the public pages and the published products', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://localhost');
    expect(res.body).toContain(`/library/product/${productId}/details</loc>`);
    expect(res.body).toContain('hreflang="ar"');
    expect(res.body.match(/<url>/g)!.length).toBeGreaterThanOrEqual(9);
  });
});
