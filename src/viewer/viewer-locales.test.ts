import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/viewer.json';
import en from '../../locales/en/viewer.json';
import fr from '../../locales/fr/viewer.json';
import { propertyTabs } from '@/machines/viewer/viewer-types';
import { commands } from './commands';

const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
/** i18next plural forms differ by language (Arabic has six): compare the keys without them. */
const base = (list: string[]) =>
  [...new Set(list.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('viewer texts', () => {
  it('hold the same keys in fr, en and ar', () => {
    expect(base(keys(en))).toEqual(base(keys(fr)));
    expect(base(keys(ar))).toEqual(base(keys(fr)));
  });

  it('give Arabic every plural form where French has plurals', () => {
    const plural = keys(fr)
      .filter((k) => k.endsWith('_other'))
      .map((k) => k.slice(0, -6));
    for (const k of plural) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) {
        expect(keys(ar)).toContain(`${k}_${form}`);
      }
    }
  });

  it('name every command, property tab and load error', () => {
    const all = new Set(keys(fr));
    for (const c of commands) expect(all).toContain(`commands.${c.id}`);
    for (const tab of propertyTabs) {
      expect(all).toContain(`properties.tabs.${tab}`);
      expect(all).toContain(`properties.empty.${tab}`);
    }
    for (const code of [
      'unsupported-schema',
      'unsupported-format',
      'corrupt',
      'out-of-memory',
      'download',
      'not-found',
      'worker-crashed',
      'unknown',
    ]) {
      expect(all).toContain(`error.${code}`);
    }
  });
});
