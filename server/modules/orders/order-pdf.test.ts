import { describe, expect, it } from 'vitest';
import { layoutLines, tokens, visualOrder } from '../../lib/pdf-bidi';

const eye = (text: string, rtl: boolean) =>
  visualOrder(tokens(text, rtl), rtl)
    .map((t) => t.text)
    .join('|');

describe('mixed Arabic and Latin text in PDFs (pdf-bidi)', () => {
  it('keeps numbers whole and resolves spaces by their neighbours', () => {
    expect(tokens('باب 90 cm', true).map((t) => [t.text, t.dir])).toEqual([
      ['باب', 'rtl'],
      [' ', 'rtl'],
      ['90', 'ltr'],
      [' ', 'ltr'],
      ['cm', 'ltr'],
    ]);
    expect(tokens('12\u202F050,00\u00A0DZD', false)[0]!.text).toBe('12\u00A0050,00');
  });

  it('orders runs for the eye: Arabic words right to left, Latin runs left to right', () => {
    // In a French line, the Arabic words swap; the rest stays.
    expect(eye('Bloc 20 — باب خشبي 90 cm', false)).toBe('Bloc| |20| — |خشبي| |باب| |90| |cm');
    // In an Arabic line, runs go right to left, each Latin run still reads left to right.
    expect(eye('15 ديسمبر 2026', true)).toBe('2026| |ديسمبر| |15');
    // An amount with its Arabic currency, Intl's bidi marks dropped.
    expect(eye('\u200F12.050,00\u00A0د.ج.\u200F', true)).toBe('.|ج|.|د|\u00A0|12.050,00');
  });

  it('wraps at spaces inside the width, dropping spaces at line ends', () => {
    const lines = layoutLines('one two three', false, 7, (t) => t.text.length);
    expect(lines.map((l) => l.tokens.map((t) => t.text).join(''))).toEqual(['one two', 'three']);
  });
});
