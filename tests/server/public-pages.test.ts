import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../server/db/schema/reference';
import { seedSite } from '../../server/modules/site/site.seed';
import { catalogueReferences, createProduct } from '../support/catalogue';
import { actingAs, buildUser } from '../support/factories';
import { TestClient } from '../support/http-client';
import { buildTestApp, type TestApp } from '../support/test-app';

const built =
  '<!doctype html>\n<html lang="fr" dir="ltr">\n  <head>\n    <meta name="description" content="x" />\n' +
  '    <title>Ouvrage</title>\n  </head>\n  <body>\n    <div id="root"></div>\n' +
  '    <script type="module" src="/assets/index-abc123.js"></script>\n  </body>\n</html>\n';

const pages = ['/', '/professionnels', '/fabricants', '/plans', '/library'];
const document = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the public pages served whole to a guest, without the app bundle (issue 22)', () => {
  let t: TestApp;
  let categoryId: number;
  let otherCategoryId: number;
  let brickId: string;
  beforeAll(async () => {
    const root = await mkdtemp(join(tmpdir(), 'public-pages-'));
    await writeFile(join(root, 'index.html'), built);
    t = await buildTestApp({ env: { STATIC_DIR: root } });
    await seedSite(t.database.db);
    const { category } = await catalogueReferences(t);
    categoryId = category.id;
    const [other] = await t.database.db
      .select()
      .from(categories)
      .where(and(isNull(categories.parentId), ne(categories.id, categoryId)))
      .limit(1);
    otherCategoryId = other!.id;
    const fab = await actingAs(t, await buildUser(t, { type: 'MANUFACTURER' }));
    brickId = (
      await createProduct(fab, {
        name_fr: 'Brique zéphyr alvéolaire',
        name_ar: 'طوب زفير',
        category_id: categoryId,
        price_cents: 95_000,
        status: 'published',
      })
    ).id;
    await createProduct(fab, {
      name_fr: 'Tuile zéphyr',
      category_id: otherCategoryId,
      status: 'published',
    });
    await createProduct(fab, { name_fr: '<script>alert(1)</script>', status: 'published' });
  });
  afterAll(() => t.close());

  const asGuest = (url: string, headers: Record<string, string> = {}) =>
    new TestClient(t.app, 'fr').get(url, { ...document, ...headers });

  it.each(pages)(
    'answers %s as a whole page: one h1, hreflang, the stylesheet, no app bundle',
    async (path) => {
      const res = await asGuest(path);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<html lang="fr" dir="ltr">');
      expect(res.body.match(/<h1[ >]/g)).toHaveLength(1);
      expect(res.body).toMatch(
        /<link rel="alternate" hreflang="ar" href="http:\/\/localhost:\d+\//,
      );
      expect(res.body).toContain('<link rel="stylesheet" href="/site.css" />');
      expect(res.body).not.toContain('/assets/index-');
      expect(res.body).not.toContain('<div id="root">');
      expect(res.body).not.toMatch(/<script>|style="/);
      expect(res.body).toContain('<main id="main"');
      expect(res.body).toContain('href="/login"');
    },
  );

  it('speaks Arabic right to left, and keeps the language in its links', async () => {
    const res = await asGuest('/fabricants?lng=ar');
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain('href="/register?type=MANUFACTURER&amp;lng=ar"');
    expect(res.body).toContain('href="/fabricants?lng=en"');
    // Accept-Language when the URL names none.
    expect((await asGuest('/plans', { 'accept-language': 'en-GB' })).body).toContain(
      '<html lang="en" dir="ltr">',
    );
  });

  it('shows the real plans with their prices in DZD, and registration for a guest', async () => {
    const res = await asGuest('/plans');
    expect(res.body).toContain('data-testid="plan.fab-catalogue"');
    expect(res.body).toContain('data-testid="plan.pro-studio"');
    const monthly = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'DZD',
      maximumFractionDigits: 0,
    }).format(2900);
    expect(res.body).toContain(monthly);
    expect(res.body).toContain('href="/register?type=MANUFACTURER"');
    expect((await asGuest('/plans?period=yearly')).body).toContain('par an');
  });

  it('shows the landing with the library’s products, three steps and the FAQ', async () => {
    const res = await asGuest('/');
    expect(res.body).toContain('data-testid="landing.title"');
    expect(res.body).toContain('data-testid="landing.steps"');
    expect(res.body.match(/class="step-no"/g)).toHaveLength(3);
    expect(res.body).toContain('data-testid="landing.plans"');
    expect(res.body).toContain('href="/faq#faq-');
  });

  it('searches the library on the server: query, facets with counts, cards and escaping', async () => {
    const all = await asGuest('/library?q=zephyr');
    expect(all.body).toContain('data-name="Brique zéphyr alvéolaire"');
    expect(all.body).toContain('data-name="Tuile zéphyr"');
    expect(all.body).toContain(`href="/library/product/${brickId}/details"`);
    expect(all.body).toContain('value="zephyr"');
    // The category facet counts the matches and links to the filtered search.
    expect(all.body).toContain(`href="/library?q=zephyr&amp;category_id=${categoryId}"`);
    expect(all.body).toMatch(/Gros œuvre \(1\)/);

    const one = await asGuest(`/library?q=zephyr&category_id=${categoryId}`);
    expect(one.body).toContain('data-name="Brique zéphyr alvéolaire"');
    expect(one.body).not.toContain('data-name="Tuile zéphyr"');
    expect(one.body).toContain('950,00');
    expect(one.body).toContain(`<input type="hidden" name="category_id" value="${categoryId}" />`);
    expect(one.body).toContain('aria-current="true" class="on"');

    const escaped = await asGuest('/library?q=alert');
    expect(escaped.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escaped.body).not.toContain('<script>alert(1)');
    // A value the search refuses is dropped, not an error.
    expect((await asGuest('/library?sort=nonsense&page=-3')).statusCode).toBe(200);
  });

  it('answers the app to a signed-in user, to other routes and to non-document requests', async () => {
    const pro = await actingAs(t, await buildUser(t));
    for (const path of pages) {
      const res = await pro.get(path, document);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('/assets/index-abc123.js');
    }
    expect((await asGuest('/faq')).body).toContain('/assets/index-abc123.js');
    expect((await new TestClient(t.app, 'fr').get('/plans')).body).toContain(
      '/assets/index-abc123.js',
    );
  });

  it('is sent compressed, with an ETag, under the same Content-Security-Policy', async () => {
    const res = await asGuest('/', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(res.headers.vary).toContain('cookie');
    const etag = String(res.headers.etag);
    expect((await asGuest('/', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('treats a stale session cookie as a guest', async () => {
    const client = new TestClient(t.app, 'fr');
    client.cookies.set('ouvrage_session', 'no-such-session');
    const res = await client.get('/plans', document);
    expect(res.body).not.toContain('/assets/index-');
    expect(res.body).toContain('data-testid="plan.fab-catalogue"');
  });
});
