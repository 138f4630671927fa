import type { ProductCard } from '../../../../src/api/contract/products';
import type { BillingPeriod, Plan } from '../../../../src/api/contract/site';
import { dinarsText, planLimitText, shownLimits } from '../../../../src/api/contract/plan-text';
import { html, icons, raw, type Html } from './html';
import { href, type PageContext } from './layout';

/** « 950,00 DZD / pièce », or « Sur devis » (the SPA's PriceText). */
function price(ctx: PageContext, p: ProductCard): string {
  if (p.on_quote || p.price_cents == null) return ctx.t('catalogue:on_quote');
  const amount = new Intl.NumberFormat(ctx.locale, {
    style: 'currency',
    currency: p.currency,
  }).format(p.price_cents / 100);
  return ctx.t('catalogue:price_per', {
    price: amount,
    unit: ctx.t(`catalogue:units.${p.unit}`),
  });
}

/**
 * A product as a card (the SPA's ProductCard): cover thumbnail (sized, lazy unless near the
 * top), name linking to its page, brand and maker, BIM badge, price.
 */
export function productCard(ctx: PageContext, p: ProductCard, eager = false): Html {
  const cover = p.cover_url
    ? html`<img
        src="${p.cover_url}"
        alt=""
        width="480"
        height="216"
        decoding="async"
        ${raw(eager ? '' : ' loading="lazy"')}
      />`
    : icons.package;
  const maker = [p.brand?.name, p.manufacturer.company].filter(Boolean).join(' · ');
  return html`<article class="card product" data-testid="product.card" data-name="${p.name}">
    <div class="cover">${cover}</div>
    <div class="card-body">
      <a class="name" href="${href(ctx, `/library/product/${p.id}/details`)}">${p.name}</a>
      ${maker ? html`<p class="muted small">${maker}</p>` : null}
      <p class="tags">
        ${p.has_bim ? html`<span class="badge" data-testid="product.bim">${icons.box} ${ctx.t('catalogue:bim')}</span>` : null}<span
          class="small"
          >${price(ctx, p)}</span
        >
      </p>
    </div>
  </article>`;
}

/** A price in dinars in the page's language (0 is « free »). */
export const dinars = (ctx: PageContext, amount: number): string =>
  dinarsText(ctx.t, ctx.locale, amount);

/** One plan: name, price for the period, what it includes, its limits, and an action. */
export function planCard(ctx: PageContext, plan: Plan, period: BillingPeriod, action?: Html): Html {
  const { t, lng } = ctx;
  const amount = period === 'yearly' ? plan.price_yearly : plan.price_monthly;
  const items = [
    ...plan.features.map((f) => f[lng]),
    ...shownLimits[plan.audience].map((k) => planLimitText(t, plan.limits, k)),
  ];
  return html`<article
    class="card plan${plan.highlighted ? ' hi' : ''}"
    data-testid="plan.${plan.code}"
  >
    <h3>
      ${plan.name[lng]}${plan.highlighted ? html` <span class="badge">${t('site:plans.popular')}</span>` : null}
    </h3>
    <p class="muted">${plan.description[lng]}</p>
    <div>
      <p class="price" data-testid="plan.price">${dinars(ctx, amount)}</p>
      ${amount > 0 ? html`<p class="muted small">${t(`site:plans.per_${period}`)}</p>` : null}
    </div>
    <ul class="checks">
      ${items.map((i) => html`<li>${icons.check}<span>${i}</span></li>`)}
    </ul>
    ${action ?? null}
  </article>`;
}
