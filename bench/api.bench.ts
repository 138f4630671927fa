/** Requests per second of GET /api/health and GET /api/locales/fr through inject (no network). */
import { buildTestApp } from '../tests/support/test-app';

export async function run(): Promise<void> {
  const t = await buildTestApp();
  try {
    for (const url of ['/api/health', '/api/locales/fr']) {
      const n = 500;
      const start = performance.now();
      for (let i = 0; i < n; i++) await t.app.inject({ method: 'GET', url });
      const ms = performance.now() - start;
      console.log(
        `${url.padEnd(20)} ${(n / (ms / 1000)).toFixed(0).padStart(6)} req/s  (${(ms / n).toFixed(2)} ms each)`,
      );
    }
  } finally {
    await t.close();
  }
}
