import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };
const serverFiles = ['server/**/*.test.ts', 'tests/server/**/*.test.ts'];
/** Unit tests of plain modules run in Node; these, and every .tsx test, need a DOM (jsdom). */
const domTests = ['src/api/request.test.ts', 'src/ui/app/query-client.test.ts'];

/**
 * Unit and server test files share their worker's modules (`isolate: false`): each file still
 * builds its own app over its own database (tests/support/test-app.ts), but the server's modules
 * are imported once per worker instead of once per file, which was a third of these projects' CPU
 * (6 server files, one worker: 63 → 41 s of CPU; the unit project 43 → 16 s). What this asks of a
 * test file: leave no module state behind (fake timers restored, nothing patched on a shared
 * module), which they already did; the jsdom and browser projects stay isolated.
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
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
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
      {
        resolve: { alias },
        test: {
          name: 'server-pglite',
          include: serverFiles,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'server-postgres',
                include: serverFiles,
                environment: 'node' as const,
                env: { TEST_DB: 'postgres' },
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          environment: 'node',
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
