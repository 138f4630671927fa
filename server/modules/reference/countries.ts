import countries from 'i18n-iso-countries';
import ar from 'i18n-iso-countries/langs/ar.json' with { type: 'json' };
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import fr from 'i18n-iso-countries/langs/fr.json' with { type: 'json' };
import type { Language } from '../../../src/api/contract/languages';

// The maintained ISO 3166 dataset, not a hand-made list.
countries.registerLocale(fr);
countries.registerLocale(en);
countries.registerLocale(ar);

const cache = new Map<Language, { code: string; name: string }[]>();

/** Every ISO 3166-1 country: alpha-2 code and official short name in `lng`, sorted by name. */
export function countryList(lng: Language): { code: string; name: string }[] {
  let list = cache.get(lng);
  if (!list) {
    const names = countries.getNames(lng, { select: 'official' });
    const collator = new Intl.Collator(lng);
    list = Object.entries(names)
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(lng, list);
  }
  return list;
}

export const isCountryCode = (code: string): boolean =>
  /^[A-Z]{2}$/.test(code) && countries.isValid(code);

export const countryName = (code: string, lng: Language): string =>
  countries.getName(code, lng, { select: 'official' }) ?? code;
