import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n, type Resource, type TFunction } from 'i18next';
import { languages, type Language } from '../../src/api/contract/languages';

export const localesDir = fileURLToPath(new URL('../../locales', import.meta.url));

/** Every namespace of every language, read once from locales/{lng}/{ns}.json. */
export function readLocales(): Record<Language, Record<string, unknown>> {
  const out = {} as Record<Language, Record<string, unknown>>;
  for (const lng of languages) {
    const dir = join(localesDir, lng);
    out[lng] = Object.fromEntries(
      readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8'))]),
    );
  }
  return out;
}

let instance: i18n | undefined;

export function serverI18n(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources: readLocales() as Resource,
      fallbackLng: 'fr',
      supportedLngs: [...languages],
      defaultNS: 'server',
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  }
  return instance;
}

export function translator(lng: Language): TFunction {
  return serverI18n().getFixedT(lng, 'server');
}

/** Picks fr, en or ar from an Accept-Language header (two-letter codes only); fr by default. */
export function pickLanguage(header: string | undefined): Language {
  if (!header) return 'fr';
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if ((languages as readonly string[]).includes(code)) return code as Language;
  }
  return 'fr';
}
