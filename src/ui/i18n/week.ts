import type { Language } from '@/api/contract/languages';

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The first day of the week for calendars and date pickers: SPEC §9 says French weeks start on
 * Monday; English follows the same European convention; Arabic (Algeria) starts on Saturday.
 */
export const weekStart: Record<Language, Weekday> = { fr: 1, en: 1, ar: 6 };

export { intlLocale } from '@/api/contract/languages';
