import { z } from 'zod';
import type { Language } from './contract/languages';
import { http } from './http';
import { request } from './request';

const bundleSchema = z.record(z.string(), z.unknown());
const cache = new Map<Language, Promise<Record<string, unknown>>>();

/** All namespaces of one language; one request per language per page load. */
export function getLocaleBundle(lng: Language): Promise<Record<string, unknown>> {
  let hit = cache.get(lng);
  if (!hit) {
    hit = request(() => http.get(`api/locales/${lng}`), bundleSchema);
    hit.catch(() => cache.delete(lng));
    cache.set(lng, hit);
  }
  return hit;
}
