import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The real app (built client, embedded database) on a free port, for the benchmark. */
export async function startApp(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!existsSync('dist/index.html')) {
    console.log('building the client (dist/ is missing)…');
    if (spawnSync('npx', ['vite', 'build'], { stdio: 'ignore' }).status !== 0) {
      throw new Error('client build failed');
    }
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'ouvrage-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Minutes, not seconds: on the shared 2-core machine the first start (migrations) can be slow.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) {
      server.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
      throw new Error('server did not start in 180 s');
    }
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGINT');
      await new Promise((r) => server.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
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
