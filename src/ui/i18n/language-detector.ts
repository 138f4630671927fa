import type { LanguageDetectorModule } from 'i18next';

/** Where the chosen language is remembered (public/site.js and public/lang-boot.js read it too). */
export const LANGUAGE_KEY = 'ouvrage.lng';

/** i18next's rule for a language code taken from outside (no markup, quotes or spaces). */
const safe = (code: string) =>
  /^[A-Za-z0-9_@.-]{1,128}$/.test(code) &&
  !code.includes('..') &&
  !['__proto__', 'constructor', 'prototype'].includes(code);

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The page's language, first found: `?lng=`, the remembered choice, the browser's languages, then
 * `<html lang>`; each cut to its two-letter code (i18next picks the first it supports). The
 * choice is remembered on each change. What i18next-browser-languagedetector did with the
 * options the app gave it, in 2 KB less of the first load.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const query = new URLSearchParams(location.search).get('lng');
    const found = [
      query,
      stored(),
      ...(navigator.languages ?? []),
      navigator.language,
      document.documentElement.getAttribute('lang'),
    ];
    return found
      .filter((l): l is string => typeof l === 'string' && l !== '' && safe(l))
      .map((l) => l.slice(0, 2).toLowerCase());
  },
  cacheUserLanguage(lng: string) {
    if (lng === 'cimode') return;
    try {
      localStorage.setItem(LANGUAGE_KEY, lng);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  },
};
