import type { BrowserContext } from 'playwright-core';

export const DEMO_PASSWORD = 'Ouvrage-demo-2026';

/** Signs a browser context in through the API (CSRF handshake + POST api/login), as the login page does. */
export async function signIn(
  context: BrowserContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await context.request.get('/sanctum/csrf-cookie');
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const res = await context.request.post('/api/login', {
    data: { email, password },
    headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' },
  });
  if (!res.ok()) throw new Error(`sign-in of ${email} failed: ${res.status()} ${await res.text()}`);
}

/** The XSRF header the browser's client would send, for API calls made from a test. */
export async function xsrfHeader(context: BrowserContext): Promise<Record<string, string>> {
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(xsrf), Accept: 'application/json' };
}
