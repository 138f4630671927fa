import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The listener as `npm start` runs it: data survives a restart, Ctrl-C exits cleanly, bad config is named. */
describe('the server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'ouvrage-process-'));
  });
  // A test that fails leaves its server running: stop it before its data folder goes.
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
  });

  const start = (env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    return child;
  };

  /**
   * Waits for the listener. A first start migrates and seeds the whole demo (its model
   * processed, its orders written), which two busy cores can stretch past a minute: 3 minutes.
   */
  async function until(port: number, child: ChildProcess): Promise<void> {
    for (let i = 0; i < 720; i++) {
      if (child.exitCode !== null) throw new Error('server exited');
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('server did not start');
  }

  const exitOf = (child: ChildProcess) =>
    new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  async function signIn(port: number): Promise<number> {
    const base = `http://127.0.0.1:${port}`;
    const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
    const cookies = csrf.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = decodeURIComponent(
      cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.split('=')[1]!,
    );
    const res = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookies.join('; '),
        'x-xsrf-token': xsrf,
      },
      body: JSON.stringify({ email: 'pro@ouvrage.test', password: 'Ouvrage-demo-2026' }),
    });
    return res.status;
  }

  it('keeps its data across a restart and shuts down cleanly on SIGINT', async () => {
    const port = 18000 + Math.floor(Math.random() * 2000);
    const first = start({ PORT: String(port), DATA_DIR: dataDir });
    await until(port, first);
    expect(await signIn(port)).toBe(200);
    const firstExit = exitOf(first);
    first.kill('SIGINT');
    expect(await firstExit).toBe(0);

    const second = start({ PORT: String(port), DATA_DIR: dataDir });
    await until(port, second);
    expect(await signIn(port)).toBe(200);
    const secondExit = exitOf(second);
    second.kill('SIGINT');
    expect(await secondExit).toBe(0);
  }, 420_000);

  it('refuses to start with a bad variable and names it', async () => {
    const child = start({ PORT: 'eighty', DATA_DIR: dataDir });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    expect(await exitOf(child)).toBe(1);
    expect(stderr).toContain('PORT');
  });
});
