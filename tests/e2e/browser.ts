import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The system Chromium: CHROMIUM_PATH, else Debian's headless shell (`chromium-headless-shell`,
 * the same engine without the browser's own interface, about half the CPU of the full browser's
 * headless mode for the same page), else the full browser (`chromium`).
 */
export function chromiumPath(): string {
  const candidates = process.env.CHROMIUM_PATH
    ? [process.env.CHROMIUM_PATH]
    : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  const path = candidates.find((c) => existsSync(c));
  if (!path) {
    throw new Error(
      `Chromium not found at ${candidates.join(' or ')}: apt-get install chromium-headless-shell, or set CHROMIUM_PATH`,
    );
  }
  return path;
}

/**
 * Headless Chromium. With WebGL (the default), WebGL2 runs on SwiftShader and so does the page's
 * compositing; pages without a 3D scene are tested with `webgl: false`, composited by Chromium's
 * lighter software compositor.
 */
export function launchBrowser({ webgl = true }: { webgl?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu-sandbox',
      ...(webgl
        ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist']
        : ['--disable-gpu']),
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** This worker's own server (global-setup.ts starts one per worker). */
function server() {
  const servers = inject('servers');
  const pool = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(pool - 1) % servers.length]!;
}

export const baseUrl = (): string => server().baseUrl;
export const dataDir = (): string => server().dataDir;

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
