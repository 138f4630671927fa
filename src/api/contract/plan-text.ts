import type { Plan, PlanLimits } from './site';

/** A translation function as i18next gives one, on the server or in the browser. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The limits a plan card lists, per audience (the app's card and the server's page). */
export const shownLimits: Record<Plan['audience'], (keyof PlanLimits)[]> = {
  pro: ['projects', 'storage_mb', 'collaborators', 'orders_per_month'],
  fab: ['products', 'storage_mb'],
};

/** One limit of a plan in words (« unlimited » when it has none). */
export function planLimitText(t: Translate, limits: PlanLimits, k: keyof PlanLimits): string {
  const v = limits[k];
  if (v === null) return t(`site:limits.${k}_unlimited`);
  return k === 'storage_mb'
    ? t('site:limits.storage', { size: v >= 1024 ? `${Math.round(v / 1024)} GB` : `${v} MB` })
    : t(`site:limits.${k}`, { count: v });
}

/** A price in dinars in the page's language (0 is « free »). */
export function dinarsText(t: Translate, locale: string, amount: number): string {
  if (amount === 0) return t('site:plans.free');
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'DZD',
    maximumFractionDigits: 0,
  }).format(amount);
}
