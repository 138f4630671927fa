import { planAudiences, type BillingPeriod, type Plan } from '../../../../src/api/contract/site';
import { planCard } from './cards';
import { html, raw, type Html } from './html';
import { href, type PageContext } from './layout';

/** The period asked in the URL (`?period=yearly`), monthly otherwise. */
export const periodOf = (query: URLSearchParams): BillingPeriod =>
  query.get('period') === 'yearly' ? 'yearly' : 'monthly';

/**
 * /plans for a guest (the SPA's PlansPage): the plans of each audience side by side with the
 * period's price, and registration as the action (a manufacturer's plan preselects the type).
 */
export function plansMain(ctx: PageContext, plans: Plan[], period: BillingPeriod): Html {
  const { t } = ctx;
  const action = (plan: Plan) => {
    const free = plan.price_monthly === 0 && plan.price_yearly === 0;
    const to = plan.audience === 'fab' ? '/register?type=MANUFACTURER' : '/register';
    return html`<a class="btn ${plan.highlighted ? 'solid' : 'outline'}" href="${href(ctx, to)}"
      >${t(free ? 'site:plans.start_free' : 'site:plans.register')}</a
    >`;
  };
  const periodLink = (p: BillingPeriod) =>
    html`<a
      class="btn sm ${p === period ? 'solid' : 'outline'}"
      href="${href(ctx, p === 'monthly' ? '/plans' : '/plans?period=yearly')}"
      data-testid="plans.period.${p}"
      ${raw(p === period ? ' aria-current="true"' : '')}
      >${t(`site:plans.${p}`)}</a
    >`;
  return html`<div class="page-head">
      <div>
        <h1>${t('public:plans.title')}</h1>
        <p class="muted">${t('site:plans.subtitle')}</p>
      </div>
      <div class="seg" role="group" aria-label="${t('site:plans.period')}">
        ${periodLink('monthly')}${periodLink('yearly')}
      </div>
    </div>
    ${
      plans.length
        ? html`<div class="grid two">
            ${planAudiences.map(
              (audience) =>
                html`<section aria-labelledby="plans-${audience}" class="stack">
                  <h2 id="plans-${audience}">${t(`site:plans.for_${audience}`)}</h2>
                  <div class="grid auto">
                    ${plans.filter((p) => p.audience === audience).map((p) => planCard(ctx, p, period, action(p)))}
                  </div>
                </section>`,
            )}
          </div>`
        : html`<p>${t('public:plans.empty_body')}</p>`
    }
    <p class="muted small note">${t('site:plans.payment')}</p>`;
}
