import { describe, expect, it } from 'vitest';
import { intlLocale, weekStart } from './week';

describe('weeks and locales (SPEC §9)', () => {
  it('starts French weeks on Monday', () => {
    expect(weekStart.fr).toBe(1);
    expect(intlLocale.fr).toBe('fr-FR');
  });

  it('gives Arabic a right-to-left Algerian locale with a Saturday week start', () => {
    expect(weekStart.ar).toBe(6);
    expect(new Intl.Locale(intlLocale.ar).language).toBe('ar');
  });
});
