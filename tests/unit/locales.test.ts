import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname, '..', '..', 'locales');
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
/** Plural forms differ by language (Arabic has six): compare their base key. */
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
const read = (lng: string, file: string) =>
  [...new Set(keys(JSON.parse(readFileSync(join(dir, lng, file), 'utf8'))).map(base))].sort();

/**
 * The client shows English or Arabic without French behind it (no fallback download): every
 * namespace must hold the same keys in the three languages.
 */
describe('translations', () => {
  const files = readdirSync(join(dir, 'fr')).filter((f) => f.endsWith('.json'));
  it.each(files)('%s has the same keys in fr, en and ar', (file) => {
    const fr = read('fr', file);
    expect(read('en', file)).toEqual(fr);
    expect(read('ar', file)).toEqual(fr);
  });
});
