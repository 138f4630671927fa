import type { TFunction } from 'i18next';
import {
  intlLocale,
  languages,
  rtlLanguages,
  type Language,
} from '../../../../src/api/contract/languages';
import { html, icons, raw, type Html } from './html';

/** What every part of a server-rendered page needs: its language and how to link. */
export type PageContext = {
  t: TFunction;
  lng: Language;
  /** The Intl locale of the language (prices, figures). */
  locale: string;
  path: string;
  /** The query string as asked (without `?`), for the language links. */
  query: string;
  /** Whether the URL named the language (`?lng=`): links then keep it. */
  explicit: boolean;
};

export function pageContext(
  t: TFunction,
  lng: Language,
  path: string,
  query: string,
  explicit: boolean,
): PageContext {
  return { t, lng, locale: intlLocale[lng], path, query, explicit };
}

/** A link within the site, keeping the language the URL named (`?lng=`). */
export function href(ctx: PageContext, to: string): string {
  if (!ctx.explicit) return to;
  const [path, hash] = to.split('#');
  const sep = path!.includes('?') ? '&' : '?';
  return `${path}${sep}lng=${ctx.lng}${hash ? `#${hash}` : ''}`;
}

/** The same page in another language: the path and query as asked, `lng` replaced. */
function inLanguage(ctx: PageContext, l: Language): string {
  const q = new URLSearchParams(ctx.query);
  q.set('lng', l);
  return `${ctx.path}?${q.toString()}`;
}

const nav = [
  ['/professionnels', 'shell:nav.professionals'],
  ['/fabricants', 'shell:nav.manufacturers'],
  ['/library', 'shell:nav.library'],
  ['/annuaire', 'shell:nav.directory'],
  ['/plans', 'shell:nav.plans'],
  ['/faq', 'shell:nav.faq'],
  ['/contact', 'shell:nav.contact'],
] as const;

const footerLinks = [
  ['/plans', 'shell:nav.plans'],
  ['/faq', 'shell:nav.faq'],
  ['/contact', 'shell:nav.contact'],
  ['/library', 'shell:nav.library'],
  ['/annuaire', 'shell:nav.directory'],
  ['/terms', 'shell:titles.terms'],
  ['/privacy', 'shell:titles.privacy'],
] as const;

function navLinks(ctx: PageContext): Html {
  return html`${nav.map(
    ([to, label]) =>
      html`<a href="${href(ctx, to)}" ${raw(ctx.path === to ? ' aria-current="page"' : '')}
        >${ctx.t(label)}</a
      >`,
  )}`;
}

function logo(ctx: PageContext): Html {
  return html`<a
    class="logo"
    href="${href(ctx, '/')}"
    aria-label="${ctx.t('shell:nav.home')}"
    data-testid="shell.logo"
    >${icons.boxes}<span>${ctx.t('common:app_name')}</span></a
  >`;
}

function header(ctx: PageContext): Html {
  const { t, lng } = ctx;
  const code = lng.toUpperCase();
  return html`<header class="top">
    <div class="bar">
      <details class="pop menu">
        <summary aria-label="${t('shell:nav.open_menu')}">${icons.menu}</summary>
        <nav class="pop-body" aria-label="${t('shell:nav.main')}">${navLinks(ctx)}</nav>
      </details>
      ${logo(ctx)}
      <nav class="wide" aria-label="${t('shell:nav.main')}">${navLinks(ctx)}</nav>
      <span class="grow"></span>
      <details class="pop langs">
        <summary data-testid="shell.language">
          <span aria-hidden="true">${code}</span
          ><span class="sr"
            >${t('shell:language.choose', { code, current: t(`common:languages.${lng}`) })}</span
          >
        </summary>
        <ul class="pop-body end">
          ${languages.map(
            (l) =>
              html`<li>
                <a
                  href="${inLanguage(ctx, l)}"
                  lang="${l}"
                  hreflang="${l}"
                  dir="${rtlLanguages.includes(l) ? 'rtl' : 'ltr'}"
                  data-testid="shell.language.${l}"
                  ${raw(l === lng ? ' aria-current="true"' : '')}
                  >${t(`common:languages.${l}`)}</a
                >
              </li>`,
          )}
        </ul>
      </details>
      <a class="btn ghost from-sm" href="${href(ctx, '/register')}">${t('shell:nav.register')}</a>
      <a class="btn solid" href="${href(ctx, '/login')}" data-testid="shell.login"
        >${t('shell:nav.login')}</a
      >
    </div>
  </header>`;
}

function footer(ctx: PageContext): Html {
  const { t } = ctx;
  return html`<footer class="foot">
    <div class="foot-in">
      <div>
        ${logo(ctx)}
        <p class="muted small">${t('shell:footer.tagline')}</p>
      </div>
      <nav aria-label="${t('shell:footer.nav')}">
        ${footerLinks.map(([to, label]) => html`<a href="${href(ctx, to)}">${t(label)}</a>`)}
      </nav>
    </div>
    <p class="copy">${t('shell:footer.copyright', { year: new Date().getFullYear() })}</p>
  </footer>`;
}

/**
 * A whole server-rendered public page: the head (seo.ts's title, description, alternates, Open
 * Graph), the stylesheet and the small progressive script (both static files of the build), the
 * skip link, header, main content and footer.
 */
export function document(ctx: PageContext, head: string[], main: Html): string {
  const dir = rtlLanguages.includes(ctx.lng) ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${ctx.lng}" dir="${dir}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#003eb3" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    ${head.join('\n    ')}
    <link rel="stylesheet" href="/site.css" />
    <script type="module" src="/site.js"></script>
  </head>
  <body data-site="public">
${html`<a class="skip" href="#main">${ctx.t('shell:skip_to_content')}</a>`}
${header(ctx)}
<main id="main" tabindex="-1">${main}</main>
${footer(ctx)}
  </body>
</html>
`;
}
