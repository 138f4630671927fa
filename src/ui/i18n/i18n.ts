import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLocaleBundle } from '@/api/locales.api';
import { defaultLanguage, languages, rtlLanguages, type Language } from '@/api/contract/languages';
import { setRequestLanguage } from '@/api/http';
import { setLocale } from '@/api/profile.api';
import { languageDetector } from './language-detector';

/**
 * One namespace per area, so each area's strings live in their own file (locales/{lng}/{ns}.json):
 * common (shared words), shell (layouts, menus, session dialogs), auth, account (onboarding,
 * verification, settings), admin, projects (projects, files, sharing), viewer, public (public pages).
 * `server` holds the validation texts the contract's zod schemas name (`validation.required`…), so
 * a form checked in the browser says exactly what the server would.
 */
export const namespaces = [
  'common',
  'shell',
  'auth',
  'account',
  'admin',
  'projects',
  'viewer',
  'public',
  'messaging',
  'catalogue',
  'site',
  'orders',
  'server',
] as const;

/** Loads every namespace of a language with one call to GET api/locales/{lng}. */
const apiBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    getLocaleBundle(language as Language)
      .then((bundle) => callback(null, (bundle[namespace] ?? {}) as Record<string, unknown>))
      .catch((err: unknown) => callback(err as Error, false));
  },
};

export function isRtl(lng: string): boolean {
  return (rtlLanguages as readonly string[]).includes(lng);
}

/** Mirrors the language on <html lang dir> and on every request's Accept-Language. */
export function applyDocumentLanguage(lng: string): void {
  setRequestLanguage(lng);
  document.documentElement.lang = lng;
  document.documentElement.dir = isRtl(lng) ? 'rtl' : 'ltr';
}

/** SPEC §9: every change of language is stored by the server (session for guests, account for users). */
function storeLanguage(lng: string): void {
  const language = lng as Language;
  if ((languages as readonly string[]).includes(language)) void setLocale(language).catch(() => {});
}

export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(apiBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      // French for a language the app does not speak (SPEC §9). A supported language falls back
      // to nothing: the three hold the same keys (locales.test.ts), so French would only be
      // downloaded for nothing while English or Arabic is shown.
      fallbackLng: (code: string) =>
        (languages as readonly string[]).includes(code) ? [] : [defaultLanguage],
      supportedLngs: [...languages],
      nonExplicitSupportedLngs: false,
      load: 'languageOnly',
      ns: [...namespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(i18next.resolvedLanguage ?? defaultLanguage);
  // Registered after the first detection, so only real changes are sent.
  i18next.on('languageChanged', storeLanguage);
  return i18next;
}
