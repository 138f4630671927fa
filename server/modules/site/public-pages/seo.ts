import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  languageSchema,
  languages,
  type Language,
  rtlLanguages,
} from '../../../../src/api/contract/languages';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema/catalogue';
import { faqs, plans } from '../../../db/schema/site';
import { pickLanguage, serverI18n } from '../../../lib/i18n';
import { inLanguage } from '../../catalogue/products.dto';

/** The public pages crawlers may read (robots.txt keeps them out of the rest). */
const publicPages: Record<string, { title: string; description: string }> = {
  '/': { title: 'shell:titles.home', description: 'common:landing.subtitle' },
  '/professionnels': {
    title: 'shell:titles.professionals',
    description: 'common:landing.subtitle',
  },
  '/fabricants': {
    title: 'shell:titles.manufacturers',
    description: 'public:manufacturers.subtitle',
  },
  '/plans': { title: 'shell:titles.plans', description: 'server:seo.plans' },
  '/faq': { title: 'shell:titles.faq', description: 'server:seo.faq' },
  '/contact': { title: 'shell:titles.contact', description: 'server:seo.contact' },
  '/library': { title: 'shell:titles.library', description: 'server:seo.library' },
  '/annuaire': { title: 'shell:titles.directory', description: 'server:seo.directory' },
};

export const seoPaths = Object.keys(publicPages);

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const productPath = /^\/library\/product\/([0-9a-f-]{36})\/details$/;

type Page = { title: string; description: string; body: string };

/**
 * What a crawler reads of a public page before (or without) running the app: its title and
 * description, and its content as plain HTML (the hero, the plans, the FAQ, the newest products,
 * one product), in the page's language.
 */
async function pageOf(db: Db, path: string, lng: Language): Promise<Page | null> {
  const t = serverI18n().getFixedT(lng);
  const keys = publicPages[path];
  const named = (row: { nameFr: string | null; nameEn: string | null; nameAr: string | null }) =>
    inLanguage(lng, { fr: row.nameFr, en: row.nameEn, ar: row.nameAr }) ?? '';
  const meta = pageMeta(path, lng);
  if (keys && meta) {
    const { title, description } = meta;
    const parts = [`<h1>${esc(t(keys.title))}</h1>`, `<p>${esc(description)}</p>`];
    if (path === '/' || path === '/professionnels')
      parts.push(`<h2>${esc(t('common:landing.title'))}</h2>`);
    if (path === '/plans') {
      const rows = await db.select().from(plans).where(isNull(plans.retiredAt));
      for (const p of rows)
        parts.push(`<h2>${esc(p.name[lng])}</h2><p>${esc(p.description[lng])}</p>`);
    }
    if (path === '/faq') {
      const rows = await db.select().from(faqs).where(eq(faqs.language, lng));
      for (const f of rows) parts.push(`<h2>${esc(f.question)}</h2><p>${esc(f.answer)}</p>`);
    }
    if (path === '/' || path === '/library' || path === '/fabricants') {
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.status, 'published'))
        .orderBy(desc(products.updatedAt))
        .limit(24);
      parts.push(
        `<ul>${rows
          .map((p) => `<li><a href="/library/product/${p.id}/details">${esc(named(p))}</a></li>`)
          .join('')}</ul>`,
      );
    }
    return { title, description, body: parts.join('') };
  }
  const product = productPath.exec(path)?.[1];
  if (product) {
    const [p] = await db
      .select()
      .from(products)
      .where(and(eq(products.id, product), eq(products.status, 'published')));
    if (!p) return null;
    const name = named(p);
    const description =
      inLanguage(lng, { fr: p.descriptionFr, en: p.descriptionEn, ar: p.descriptionAr }) ?? name;
    return {
      title: `${name} · ${t('common:app_name')}`,
      description,
      body: `<h1>${esc(name)}</h1><p>${esc(p.reference)}</p><p>${esc(description)}</p>`,
    };
  }
  return null;
}

/** The page's language: `?lng=`, else the browser's first known one, else French. */
export function seoLanguage(query: string, acceptLanguage: string | undefined): Language {
  const asked = languageSchema.safeParse(new URLSearchParams(query).get('lng'));
  return asked.success ? asked.data : pickLanguage(acceptLanguage);
}

/**
 * A public page's head for its language: title, description, canonical and hreflang alternates
 * (one URL per language, `?lng=`), Open Graph tags. The SPA's index.html and the
 * server-rendered pages (./render.ts) carry the same.
 */
export function seoHead(
  page: { title: string; description: string },
  path: string,
  lng: Language,
  appUrl: string,
): string[] {
  const href = (l: Language) => `${appUrl}${path}?lng=${l}`;
  return [
    `<title>${esc(page.title)}</title>`,
    `<meta name="description" content="${esc(page.description)}" />`,
    `<link rel="canonical" href="${esc(href(lng))}" />`,
    ...languages.map((l) => `<link rel="alternate" hreflang="${l}" href="${esc(href(l))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${esc(`${appUrl}${path}`)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Ouvrage" />`,
    `<meta property="og:title" content="${esc(page.title)}" />`,
    `<meta property="og:description" content="${esc(page.description)}" />`,
    `<meta property="og:url" content="${esc(href(lng))}" />`,
    `<meta property="og:locale" content="${{ fr: 'fr_DZ', en: 'en_GB', ar: 'ar_DZ' }[lng]}" />`,
  ];
}

/** A public page's title and description in a language (null for any other path). */
export function pageMeta(
  path: string,
  lng: Language,
): { title: string; description: string } | null {
  const keys = publicPages[path];
  if (!keys) return null;
  const t = serverI18n().getFixedT(lng);
  return { title: `${t(keys.title)} · ${t('common:app_name')}`, description: t(keys.description) };
}

let template: { root: string; html: string } | undefined;

/**
 * index.html for a client route: for a public page, its language and direction, title,
 * description, Open Graph tags, canonical and hreflang alternates (one URL per language,
 * `?lng=`), and its content in a <noscript> for crawlers that do not run scripts. Any other
 * route gets index.html as built.
 */
export async function renderIndex(
  db: Db,
  root: string,
  url: string,
  acceptLanguage: string | undefined,
  appUrl: string,
): Promise<string> {
  if (template?.root !== root)
    template = { root, html: await readFile(join(root, 'index.html'), 'utf8') };
  const [path = '/', query = ''] = url.split('?');
  const lng = seoLanguage(query, acceptLanguage);
  const page = await pageOf(db, path, lng).catch(() => null);
  if (!page) return template.html;
  const head = seoHead(page, path, lng, appUrl).join('\n    ');
  const dir = rtlLanguages.includes(lng) ? 'rtl' : 'ltr';
  return template.html
    .replace(/<html[^>]*>/, `<html lang="${lng}" dir="${dir}">`)
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, head)
    .replace(/<div id="root"><\/div>/, `<div id="root"></div><noscript>${page.body}</noscript>`);
}

/** sitemap.xml: the public pages in each language, and every published product's page. */
export async function sitemap(db: Db, appUrl: string): Promise<string> {
  const rows = await db
    .select({ id: products.id, updatedAt: products.updatedAt })
    .from(products)
    .where(eq(products.status, 'published'))
    .orderBy(desc(products.updatedAt))
    .limit(40_000);
  const entry = (path: string, lastmod?: Date) =>
    `<url><loc>${esc(`${appUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${languages
      .map(
        (l) =>
          `<xhtml:link rel="alternate" hreflang="${l}" href="${esc(`${appUrl}${path}?lng=${l}`)}"/>`,
      )
      .join('')}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...seoPaths.map((p) => entry(p)),
    ...rows.map((r) => entry(`/library/product/${r.id}/details`, r.updatedAt)),
    '</urlset>',
  ].join('\n');
}
