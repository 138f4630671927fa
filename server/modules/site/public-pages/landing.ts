import type { Faq, Plan, PlanAudience } from '../../../../src/api/contract/site';
import type { LibraryPage } from '../../../../src/api/contract/products';
import { planCard, productCard } from './cards';
import { html, type Html } from './html';
import { href, type PageContext } from './layout';

/** The figures show once the library is worth showing, each once it is more than a handful. */
const FIGURES_FROM = 10;
const FIGURE_FROM = 3;
const steps = ['one', 'two', 'three'] as const;

export type LandingData = {
  /** The newest products with a BIM object (four). */
  showcase: LibraryPage;
  /** The whole library's total and facets (one item). */
  all: LibraryPage;
  plans: Plan[];
  faqs: Faq[];
};

/** Each audience's words: the SPA's LandingPage and ManufacturersLandingPage. */
function copyOf(ctx: PageContext, audience: PlanAudience) {
  const { t } = ctx;
  if (audience === 'pro')
    return {
      testId: 'landing.title',
      title: t('common:landing.title'),
      subtitle: t('common:landing.subtitle'),
      primary: { to: '/register', label: t('common:landing.cta_start') },
      secondary: { to: '/fabricants', label: t('common:landing.cta_manufacturers') },
      features: (['projects', 'viewer', 'catalogue'] as const).map((f) => ({
        title: t(`common:landing.features.${f}.title`),
        body: t(`common:landing.features.${f}.body`),
      })),
    };
  return {
    testId: 'manufacturers.title',
    title: t('public:manufacturers.title'),
    subtitle: t('public:manufacturers.subtitle'),
    primary: { to: '/register?type=MANUFACTURER', label: t('public:manufacturers.cta') },
    secondary: { to: '/library', label: t('public:manufacturers.cta_library') },
    features: (['catalogue', 'bim', 'orders'] as const).map((f) => ({
      title: t(`public:manufacturers.features.${f}.title`),
      body: t(`public:manufacturers.features.${f}.body`),
    })),
  };
}

function sectionHead(ctx: PageContext, id: string, title: string, to: string, link: string) {
  return html`<div class="section-head">
    <h2 id="${id}">${title}</h2>
    <a href="${href(ctx, to)}">${link}</a>
  </div>`;
}

/**
 * A landing page for one audience (/ and /professionnels, /fabricants), as the SPA's
 * AudienceLanding shows it: hero, the library's figures, its newest BIM products, three steps,
 * features, the audience's plans, three FAQ entries, the call to register.
 */
export function landingMain(ctx: PageContext, audience: PlanAudience, data: LandingData): Html {
  const { t } = ctx;
  const copy = copyOf(ctx, audience);
  const number = new Intl.NumberFormat(ctx.locale);
  const figures =
    data.all.total >= FIGURES_FROM
      ? [
          { key: 'products', value: data.all.total },
          { key: 'manufacturers', value: data.all.facets.manufacturer.length },
          { key: 'bim', value: data.showcase.total },
        ].filter((f) => f.value >= FIGURE_FROM)
      : [];
  const mine = data.plans.filter((p) => p.audience === audience).slice(0, 3);
  const questions = data.faqs.slice(0, 3);
  return html`<div class="stack-xl">
    <section class="hero">
      <h1 data-testid="${copy.testId}">${copy.title}</h1>
      <p class="lead">${copy.subtitle}</p>
      <p class="actions">
        <a class="btn solid lg" href="${href(ctx, copy.primary.to)}">${copy.primary.label}</a
        ><a class="btn outline lg" href="${href(ctx, copy.secondary.to)}"
          >${copy.secondary.label}</a
        >
      </p>
    </section>
    ${
      figures.length
        ? html`<ul class="grid figures" data-testid="landing.figures">
            ${figures.map(
              (f) =>
                html`<li class="card">
                  <span class="figure">${number.format(f.value)}</span>
                  <span class="muted"
                    >${t(`site:landing.figures.${f.key}`, { count: f.value })}</span
                  >
                </li>`,
            )}
          </ul>`
        : null
    }
    ${
      data.showcase.items.length
        ? html`<section aria-labelledby="landing-products" class="stack">
            ${sectionHead(ctx, 'landing-products', t(`site:landing.${audience}.products_title`), '/library', t('site:landing.library_link'))}
            <div class="grid cards" data-testid="landing.products">
              ${data.showcase.items.map((p) => productCard(ctx, p))}
            </div>
          </section>`
        : null
    }
    <section aria-labelledby="landing-steps" class="stack">
      <h2 id="landing-steps">${t('site:landing.how_title')}</h2>
      <ol class="grid steps" data-testid="landing.steps">
        ${steps.map(
          (s, i) =>
            html`<li>
              <span class="step-no" aria-hidden="true">${number.format(i + 1)}</span>
              <div>
                <h3>${t(`site:landing.${audience}.steps.${s}.title`)}</h3>
                <p class="muted">${t(`site:landing.${audience}.steps.${s}.body`)}</p>
              </div>
            </li>`,
        )}
      </ol>
    </section>
    <div class="grid three">
      ${copy.features.map(
        (f) =>
          html`<div class="card feature">
            <h2 class="h-md">${f.title}</h2>
            <p class="muted">${f.body}</p>
          </div>`,
      )}
    </div>
    ${
      mine.length
        ? html`<section aria-labelledby="landing-plans" class="stack">
            ${sectionHead(ctx, 'landing-plans', t(`site:landing.${audience}.plans_title`), '/plans', t('site:landing.plans_link'))}
            <div class="grid three" data-testid="landing.plans">
              ${mine.map((p) => planCard(ctx, p, 'monthly'))}
            </div>
          </section>`
        : null
    }
    ${
      questions.length
        ? html`<section aria-labelledby="landing-faq" class="stack">
            <h2 id="landing-faq">${t('site:landing.faq_title')}</h2>
            <div class="stack-sm" data-testid="landing.faq">
              ${questions.map(
                (f) =>
                  html`<div class="card faq">
                    <a href="${href(ctx, `/faq#faq-${f.id}`)}">${f.question}</a>
                    <p class="muted clamp">${f.answer}</p>
                  </div>`,
              )}
            </div>
          </section>`
        : null
    }
    <section class="final">
      <h2>${t(`site:landing.${audience}.final_title`)}</h2>
      <p>${t(`site:landing.${audience}.final_body`)}</p>
      <p><a class="btn white lg" href="${href(ctx, copy.primary.to)}">${copy.primary.label}</a></p>
    </section>
  </div>`;
}
