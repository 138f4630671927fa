import type { CDPSession } from 'playwright-core';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** The page thread's longest task: its wall time and the CPU time its thread had in it (ms). */
export type LongestTask = { wallMs: number; cpuMs: number; longestCpuMs: number };

/**
 * Records a Chromium trace (the CDP Tracing domain, the timeline's categories) and answers, on
 * the renderer's main thread, the longest task by wall time with the CPU time its thread got in
 * it, and the longest by CPU time. On a 2-core machine shared with other work a task's wall time
 * also holds the time its thread waited for a core; its CPU time (`tdur`) does not.
 */
export async function traceTasks(cdp: CDPSession) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    },
  });
  return async (): Promise<LongestTask> => {
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.end');
    await complete;
    const mains = new Set(
      events
        .filter(
          (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
        )
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const tasks = events.filter(
      (e) => e.name === 'RunTask' && e.ph === 'X' && mains.has(`${e.pid}:${e.tid}`),
    );
    // The page's main thread: the renderer whose tasks took the most time.
    const busy = new Map<string, number>();
    for (const t of tasks)
      busy.set(`${t.pid}:${t.tid}`, (busy.get(`${t.pid}:${t.tid}`) ?? 0) + (t.dur ?? 0));
    const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const mine = tasks.filter((t) => `${t.pid}:${t.tid}` === main);
    const byWall = mine.reduce<TraceEvent | null>(
      (a, t) => (!a || (t.dur ?? 0) > (a.dur ?? 0) ? t : a),
      null,
    );
    const longestCpu = Math.max(0, ...mine.map((t) => t.tdur ?? 0));
    return {
      wallMs: (byWall?.dur ?? 0) / 1000,
      cpuMs: (byWall?.tdur ?? 0) / 1000,
      longestCpuMs: longestCpu / 1000,
    };
  };
}
