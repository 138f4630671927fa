import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain ES module of the scripts folder, without types.
import { buildForTests, TEST_BUILD_DIR } from '../../scripts/build-for-tests.mjs';

export type E2eServer = { baseUrl: string; dataDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    servers: E2eServer[];
  }
}

/** One server per browser-test worker (vitest.config.ts runs two files at a time). */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Starts the real server (the client built into dist-test/, embedded PGlite, demo data) once per
 * worker, each on a free port with a throw-away DATA_DIR, so files run side by side without
 * sharing data; stops them and removes their data afterwards. A running `npm start` (dist/) is
 * never touched.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  (buildForTests as () => void)();
  const started = await Promise.all(Array.from({ length: E2E_WORKERS }, () => startServer()));
  project.provide(
    'servers',
    started.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return async () => {
    await Promise.all(
      started.map(async ({ child, dataDir }) => {
        child.kill('SIGINT');
        if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
        await rm(dataDir, { recursive: true, force: true });
      }),
    );
  };
}

async function startServer(): Promise<E2eServer & { child: ChildProcess }> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'ouvrage-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      STATIC_DIR: TEST_BUILD_DIR as string,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Every browser test comes from 127.0.0.1: the per-address handshake limit is not under test here.
      RATE_LIMIT_CSRF: '100000',
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return { baseUrl, dataDir, child };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    'server did not become healthy in 180 s (a first start migrates and seeds the demo data; a busy machine is slow)',
  );
}
