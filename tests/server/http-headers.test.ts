import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';

const ASSET = '/assets/index-Abc123.js';
const asset = `export const text = ${JSON.stringify('Ouvrage '.repeat(400))};\n`;

/** A built client as `vite build` leaves it: index.html, robots.txt, a hashed asset with its .br and .gz. */
async function fakeBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ouvrage-dist-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  await writeFile(join(dir, ASSET), asset);
  await writeFile(join(dir, `${ASSET}.br`), brotliCompressSync(asset));
  await writeFile(join(dir, `${ASSET}.gz`), gzipSync(asset));
  return dir;
}

describe('what every answer carries', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fakeBuild();
    t = await buildTestApp({ env: { STATIC_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/pro/projects', ASSET, '/api/health', '/api/nothing', '/robots.txt'])(
    '%s has the security headers',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      // Cookies are not Secure in a test: no HSTS (it would lock a plain-HTTP setup out).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('answers the app for its routes with 200, and for any other path with 404', async () => {
    for (const url of ['/', '/login', '/pro/projects/p1/files/f1', '/pro/shared-with-me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode, res.headers['content-type']]).toEqual([
        url,
        200,
        'text/html; charset=utf-8',
      ]);
    }
    for (const url of ['/no/such/page', '/pro/projects/p1/files', '/wp-login.php']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves a real robots.txt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
  });

  it('serves hashed assets precompressed and immutable', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: ASSET,
        headers: { 'accept-encoding': accept! },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON over 1 KB on the fly, and leaves small answers alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/locales/fr',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('behind HTTPS (Secure cookies)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { COOKIE_SECURE: 'true' } });
  });
  afterAll(() => t.close());

  it('sends HSTS and asks the browser to upgrade requests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });
});
