import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import Fastify from 'fastify';
import { app } from '../../server/app';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/client';
import { createMailer } from '../../server/mail/mailer';
import { localStorage } from '../../server/storage/local.storage';

/**
 * A benchmark's server process: the real app over the bench's database, on a free port of
 * 127.0.0.1. A line on stdin asks for the process's CPU time so far (every thread, in ms), its
 * RSS and its heap in use (after a full collection when run with --expose-gc): time per request is a steadier figure than requests/s on a machine others share.
 * The line `forget` first empties the library's cache. Each answer also says, since the line
 * before, the garbage collector's pauses (count, total, longest) and the event loop's delay (p99,
 * longest), and the library's and the project list's cache counts: where a server's latency tail may come from.
 * SIGTERM closes it, drops what the bench made (`cleanUp`) and its data folder, and exits.
 */
export async function serveBenchApp(o: {
  config: Config;
  database: Database;
  dataDir: string;
  cleanUp?: () => Promise<void>;
}): Promise<{ port: number }> {
  const fastify = Fastify({ logger: false });
  const mailer = createMailer({
    smtpUrl: undefined,
    from: o.config.MAIL_FROM,
    mailDir: join(o.dataDir, 'mail'),
    log: { info() {} },
  });
  await fastify.register(app, {
    config: o.config,
    database: o.database,
    storage: localStorage(join(o.dataDir, 'storage')),
    mailer,
  });
  // BENCH_PORT: a fixed port on a machine where ports are shared out (default: any free one).
  await fastify.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT ?? 0) });
  const address = fastify.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const gc = { count: 0, ms: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gc.count++;
      gc.ms += e.duration;
      gc.maxMs = Math.max(gc.maxMs, e.duration);
    }
  }).observe({ entryTypes: ['gc'] });

  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (line: string) => {
    // `forget`: the library's answers are dropped, so that a run starts with none kept.
    if (line.trim() === 'forget') fastify.libraryCache.invalidate();
    const { user, system } = process.cpuUsage();
    // With --expose-gc, the heap is measured after a full collection: what is really kept.
    (globalThis as { gc?: () => void }).gc?.();
    const mb = (n: number) => n / 2 ** 20;
    const pauses = {
      gc: { count: gc.count, ms: +gc.ms.toFixed(1), maxMs: +gc.maxMs.toFixed(1) },
      loop: { p99Ms: +(loop.percentile(99) / 1e6).toFixed(1), maxMs: +(loop.max / 1e6).toFixed(1) },
      cache: fastify.libraryCache.stats(),
      lists: fastify.projectListCache.stats(),
    };
    Object.assign(gc, { count: 0, ms: 0, maxMs: 0 });
    loop.reset();
    process.stdout.write(
      `${JSON.stringify({ cpuMs: (user + system) / 1000, rssMb: mb(process.memoryUsage.rss()), heapMb: mb(process.memoryUsage().heapUsed), ...pauses })}\n`,
    );
  });
  process.on('SIGTERM', () => {
    void (async () => {
      // Open event streams would hold the close: the app ends them in its preClose hook.
      await fastify.close();
      mailer.close();
      await o.database.close();
      await o.cleanUp?.();
      await rm(o.dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
  return { port };
}
