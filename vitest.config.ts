import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const serverFiles = ['server/**/*.test.ts', 'tests/server/**/*.test.ts'];
/**
 * Server-side tests that open no database (BCF reading and writing, signed URLs, caches, PDF):
 * they run once, with the unit tests, not once per database.
 */
const serverUnitFiles = [
  'tests/server/bcf-conformance.test.ts',
  'server/lib/bcf/bcf.test.ts',
  'server/lib/shared-probe.test.ts',
  'server/lib/signed-url.test.ts',
  'server/modules/catalogue/library-cache.test.ts',
  'server/modules/files/sniff.test.ts',
  'server/modules/orders/order-pdf.test.ts',
  'server/modules/projects/project-list-cache.test.ts',
];
/** The server files against one database (`TEST_DB`, read by tests/support/test-db.ts). */
const serverProject = (db: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `server-${db}`,
    include: serverFiles,
    exclude: serverUnitFiles,
    environment: 'node' as const,
    isolate: false,
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
/** Unit tests of plain modules run in Node; these, and every .tsx test, need a DOM (jsdom). */
const domTests = ['src/api/request.test.ts', 'src/ui/app/query-client.test.ts'];

/**
 * Unit and server test files share their worker's modules (`isolate: false`): imported once per
 * worker instead of once per file (unit: 43 → 16 s of CPU; server on PGlite: 605 → 476 s, 324 →
 * 257 s alone). Each server file builds its own app and database, and the app closes them.
 * An earlier try of shared server modules once failed on PostgreSQL with web-ifc's "memory access
 * out of bounds" in a later file; every model the tests write now comes from one web-ifc instance
 * per process (server/lib/ifc-model-factory.ts) instead of a new WebAssembly instance each.
 *
 * One run, five projects: unit (Node) and unit-dom (jsdom), server on PGlite, server on
 * PostgreSQL (only when TEST_DATABASE_URL is set), and browser end-to-end tests in the system
 * Chromium.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts', ...serverUnitFiles],
          exclude: domTests,
          environment: 'node',
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'unit-dom',
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx', ...domTests],
          environment: 'jsdom',
          setupFiles: ['tests/support/unit-setup.ts'],
        },
      },
      serverProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
          // Like the unit and server files: a worker imports playwright-core and the helpers once,
          // not once per file (the run's import time summed over files: 86 → 46 s). Each file
          // launches and closes its own browser; the helpers keep no state but idle tabs, per context.
          isolate: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // A page's answer to an action waits for the server and the renderer, which two
          // busy cores can slow past expect.poll's one-second default: wait up to 10 s (a poll
          // still ends as soon as its condition holds).
          expect: { poll: { timeout: 10_000, interval: 100 } },
          // Two files at a time, each worker on its own server (global-setup.ts); tests marked
          // concurrent (the axe and phone-width checks, each in its own tab) run three at a time.
          fileParallelism: true,
          maxConcurrency: 3,
        },
      },
    ],
  },
});
