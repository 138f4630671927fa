import { useTranslation } from 'react-i18next';
import { defaultLanguage, type Language, languages } from '@/api/contract/languages';
import { intlLocale, weekStart, type Weekday } from './week';

export const asLanguage = (lng: string | undefined): Language =>
  (languages as readonly string[]).includes(lng ?? '') ? (lng as Language) : defaultLanguage;

/** The current language, its Intl locale and first weekday, re-read on every change. */
export function useLanguage(): {
  language: Language;
  locale: string;
  weekStart: Weekday;
  change: (lng: Language) => Promise<unknown>;
} {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  return {
    language,
    locale: intlLocale[language],
    weekStart: weekStart[language],
    change: (lng) => i18n.changeLanguage(lng),
  };
}
