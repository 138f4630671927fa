import { describe, expect, it } from 'vitest';
import { formatBytes } from './format';

/** French puts a narrow no-break space before the unit; compare with plain spaces. */
const size = (bytes: number, locale: string) => formatBytes(bytes, locale).replace(/\s/g, ' ');

describe('file sizes', () => {
  it('uses the reader’s own units and decimal mark', () => {
    expect(size(2.5 * 1024 ** 2, 'fr-FR')).toBe('2,5 Mo');
    expect(size(2.5 * 1024 ** 2, 'en-GB')).toBe('2.5 MB');
    expect(size(3 * 1024 ** 3, 'fr-FR')).toBe('3 Go');
    expect(size(2.5 * 1024 ** 2, 'ar-DZ')).toContain('م.ب');
  });

  it('keeps whole bytes and sizes of a hundred units or more without decimals', () => {
    expect(size(512, 'fr-FR')).toBe('512 o');
    expect(size(193, 'en-GB')).toBe('193 B');
    expect(size(193, 'ar-DZ')).toMatch(/\s/);
    expect(size(150.4 * 1024, 'en-GB')).toBe('150 kB');
  });
});
