import {
  libraryQuerySchema,
  librarySorts,
  type LibraryFilters,
  type LibraryPage,
} from '../../../../src/api/contract/products';
import { productCard } from './cards';
import { html, icons, raw, type Html } from './html';
import { type PageContext } from './layout';

/** The facets shown, and the URL parameter each sets (the SPA library's, so links are shared). */
const facetParams = {
  category: 'category_id',
  sub_category: 'sub_category_id',
  brand: 'brand_id',
  manufacturer: 'manufacturer_id',
  wilaya: 'wilaya_id',
  has_bim: 'has_bim',
  format: 'format',
} as const;
type FacetKey = keyof typeof facetParams;
/** Parameters that take one value (a second click replaces or removes it). */
const single = new Set<string>(['manufacturer_id', 'has_bim', 'format']);
const SHOWN = 12;

/**
 * The search the URL asks for, read as `GET api/library/products` reads it; a value the
 * schema refuses is dropped rather than failing the page.
 */
export function libraryFilters(query: URLSearchParams): LibraryFilters {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key);
    raw[key] = all.length > 1 ? all : all[0]!;
  }
  const whole = libraryQuerySchema.safeParse(raw);
  if (whole.success) return whole.data;
  const kept: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(raw))
    if (libraryQuerySchema.safeParse({ ...kept, [key]: value }).success) kept[key] = value;
  return libraryQuerySchema.parse(kept);
}

/** The search's parameters without the page and the language (what the links carry on). */
function searchParams(query: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of query)
    if (
      k !== 'page' &&
      k !== 'lng' &&
      (k === 'q' || k === 'sort' || single.has(k) || k.endsWith('_id'))
    )
      out.append(k, v);
  return out;
}

const at = (params: URLSearchParams, lng: string | null) => {
  const q = new URLSearchParams(params);
  if (lng) q.set('lng', lng);
  const s = q.toString();
  return s ? `/library?${s}` : '/library';
};

/**
 * /library for a guest: the search as a GET form (the SPA library's URL parameters), facets with
 * their counts as links that toggle a filter, result cards, and links to the other pages.
 */
export function libraryMain(
  ctx: PageContext,
  query: URLSearchParams,
  f: LibraryFilters,
  data: LibraryPage,
): Html {
  const { t } = ctx;
  const lng = ctx.explicit ? ctx.lng : null;
  const base = searchParams(query);
  const toggled = (param: string, value: string) => {
    const q = new URLSearchParams(base);
    const on = q.getAll(param).includes(value);
    if (single.has(param) || on) q.delete(param);
    if (on) for (const v of base.getAll(param)) if (v !== value) q.append(param, v);
    if (!on) q.append(param, value);
    return { url: at(q, lng), on };
  };
  const facet = (k: FacetKey) => {
    const values = data.facets[k];
    if (!values.length) return null;
    const title = k === 'manufacturer' ? t('shell:nav.manufacturers') : t(`catalogue:facets.${k}`);
    return html`<section class="facet">
      <h2 class="h-sm">${title}</h2>
      <ul>
        ${values.slice(0, SHOWN).map((v) => {
          const value = String(v.id);
          const label = k === 'has_bim' ? t(`catalogue:has_bim.${value}`) : v.name;
          const { url, on } = toggled(facetParams[k], value);
          return html`<li>
            <a
              href="${url}"
              data-testid="library.facet"
              ${raw(on ? ' aria-current="true" class="on"' : '')}
              >${on ? icons.check : null}<span>${label} (${v.count})</span></a
            >
          </li>`;
        })}
      </ul>
    </section>`;
  };
  const hidden = [...base].filter(([k]) => k !== 'q' && k !== 'sort');
  const filtered = hidden.length > 0;
  const pages = Math.max(1, Math.ceil(data.total / data.per_page));
  const pageLink = (n: number) => {
    const q = new URLSearchParams(base);
    if (n > 1) q.set('page', String(n));
    return at(q, lng);
  };
  const number = new Intl.NumberFormat(ctx.locale);
  return html`<div class="page-head">
      <div>
        <h1>${t('catalogue:library_title')}</h1>
        <p class="muted">${t('catalogue:library_subtitle')}</p>
      </div>
    </div>
    <form class="search" role="search" method="get" action="/library" data-library-form>
      <input
        type="search"
        name="q"
        value="${f.q ?? ''}"
        placeholder="${t('catalogue:search_placeholder')}"
        aria-label="${t('catalogue:search_label')}"
        list="library-suggestions"
        autocomplete="off"
        data-testid="library.search"
      />
      <datalist id="library-suggestions" data-testid="library.suggestions"></datalist>
      <select name="sort" aria-label="${t('catalogue:sort_label')}" data-testid="library.sort">
        ${librarySorts.map(
          (s) =>
            html`<option value="${s}" ${raw(s === f.sort ? ' selected' : '')}>
              ${t(`catalogue:sort.${s}`)}
            </option>`,
        )}
      </select>
      ${hidden.map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}" />`)}${lng ? html`<input type="hidden" name="lng" value="${lng}" />` : null}
      <button type="submit" class="btn solid">${t('common:actions.search')}</button>
    </form>
    <div class="library">
      <aside aria-label="${t('catalogue:filters')}" class="facets">
        ${filtered ? html`<p><a href="${at(new URLSearchParams(f.q ? { q: f.q } : {}), lng)}">${t('site:public_pages.clear_filters')}</a></p>` : null}${(Object.keys(facetParams) as FacetKey[]).map(facet)}
      </aside>
      <div class="results">
        <p aria-live="polite" data-testid="library.total">
          ${t('catalogue:results', { count: data.total })}
        </p>
        <div class="grid cards">${data.items.map((p, i) => productCard(ctx, p, i < 2))}</div>
        ${
          pages > 1
            ? html`<nav class="pager" aria-label="${t('site:public_pages.pagination')}">
                ${data.page > 1 ? html`<a class="btn outline" rel="prev" href="${pageLink(data.page - 1)}">${t('site:public_pages.previous_page')}</a>` : null}<span>${t('site:public_pages.page_of', { page: number.format(data.page), pages: number.format(pages) })}</span>${data.page < pages ? html`<a class="btn outline" rel="next" href="${pageLink(data.page + 1)}">${t('site:public_pages.next_page')}</a>` : null}
              </nav>`
            : null
        }
      </div>
    </div>`;
}
