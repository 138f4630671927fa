import ky, { type KyInstance } from 'ky';
import { defaultLanguage } from './contract/languages';

/** Reads a cookie the server made readable on purpose (XSRF-TOKEN). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : undefined;
}

let currentLanguage: string = defaultLanguage;
/** The language sent as Accept-Language on every request; kept in step with i18next. */
export function setRequestLanguage(lng: string): void {
  currentLanguage = lng;
}
/** The language of the requests made outside ky (uploads through XMLHttpRequest, for progress). */
export const requestLanguage = (): string => currentLanguage;

/**
 * The one ky instance: same-origin cookies, Accept-Language and X-XSRF-TOKEN on every call.
 * Error handling (419 refresh and retry, 401 reported, 422 mapped) is in request.ts.
 */
export const http: KyInstance = ky.create({
  // Absolute, so the same instance also runs where Request refuses relative URLs (jsdom tests).
  prefix: typeof location === 'undefined' ? '/' : `${location.origin}/`,
  credentials: 'include',
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        request.headers.set('Accept-Language', currentLanguage);
        request.headers.set('Accept', 'application/json');
        // Only the state-changing calls need it (the server checks no other); reading
        // document.cookie is a synchronous trip to the browser, for each of a page's requests.
        if (request.method === 'GET' || request.method === 'HEAD') return;
        const xsrf = readCookie('XSRF-TOKEN');
        if (xsrf) request.headers.set('X-XSRF-TOKEN', xsrf);
      },
    ],
  },
});
