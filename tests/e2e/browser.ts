import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** The system Chromium (/usr/bin/chromium, or CHROMIUM_PATH), headless, WebGL2 through SwiftShader. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: apt-get install chromium, or set CHROMIUM_PATH`,
    );
  }
  return path;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu-sandbox',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const baseUrl = (): string => inject('baseUrl');
export const dataDir = (): string => inject('dataDir');

/** A fresh context (no cookies, no storage) in the given language. */
export async function newContext(browser: Browser, locale = 'fr-FR'): Promise<BrowserContext> {
  return browser.newContext({ baseURL: baseUrl(), locale, viewport: { width: 1280, height: 800 } });
}

/** Fails the test on any uncaught page error, so a crash is never silent. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
