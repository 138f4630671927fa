import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..', '..');
const read = (lng: string) =>
  JSON.parse(readFileSync(join(root, 'locales', lng, 'projects.json'), 'utf8')) as unknown;
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
/** Plural forms differ by language (Arabic has six): compare their base key. */
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });

describe('projects texts', () => {
  const fr = new Set(keys(read('fr')).map(base));

  it('has the same keys in fr, en and ar', () => {
    for (const lng of ['en', 'ar']) expect(new Set(keys(read(lng)).map(base))).toEqual(fr);
  });

  it('has every key the views use', () => {
    const used = sources(join(root, 'src', 'ui')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/t\('projects:([\w.]+)'/g)].map((m) => m[1]!),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((k) => !fr.has(k))).toEqual([]);
  });
});
