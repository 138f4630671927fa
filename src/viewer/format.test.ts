import { describe, expect, it } from 'vitest';
import { formatLength, formatMetres, formatValue } from './format';

describe('lengths and values as people read them', () => {
  it('writes a length in the project unit, to the millimetre', () => {
    expect(formatLength(5, 'm', 'fr')).toBe('5,000 m');
    expect(formatLength(5, 'cm', 'en')).toBe('500.0 cm');
    expect(formatLength(5.0004, 'mm', 'en')).toBe('5,000 mm');
    expect(formatLength(2.5, 'm', 'ar')).toBe('2.500 m');
  });

  it('writes converted quantities with their SI unit', () => {
    expect(formatMetres(0.2, 'en')).toBe('0.200 m');
    expect(formatValue(12.5, 'fr', 'm2')).toBe('12,5 m²');
    expect(formatValue(null, 'fr')).toBe('—');
    expect(formatValue('Béton', 'fr')).toBe('Béton');
  });
});
