import type { CDPSession } from 'playwright-core';

/** A stretch of the page's thread busy without a break: its length and where the time went. */
export type BusyStretch = {
  ms: number;
  self: [string, number][];
  entries: [string, number][];
  /** Functions named like React components (a capital first letter), with the time under them. */
  components: [string, number][];
};

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/**
 * Starts sampling the page's JavaScript (the CDP Profiler, one sample a millisecond); `stop`
 * answers, for the longest of the long tasks given (the Long Tasks API's entries), the functions
 * that held the time (self time) and the outermost JavaScript frames of it, « (program) » being
 * the browser's own work (layout, paint, WebGL calls). Without tasks: the longest busy stretches
 * (consecutive samples not idle; tasks a few microseconds apart merge). On a loaded machine the
 * samples cover less than the task's wall time: the thread was waiting for a core.
 */
export async function profileBusyStretches(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  // The profile's clock (µs) against the page's performance.now() (ms), read at its start.
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'performance.now()' });
  const startedAt = Number(result.value);
  /** `tasks`: the page's long tasks (start, duration in performance.now() ms), if known. */
  return async (tasks: [number, number][] = [], count = 3): Promise<BusyStretch[]> => {
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    if (tasks.length === 0) return busyStretches(profile, count);
    return longTasks(profile, startedAt, tasks, count);
  };
}

/** The samples inside each of the longest long tasks (times mapped through the profile's start). */
function longTasks(p: Profile, startedAt: number, tasks: [number, number][], count: number) {
  const times: number[] = [];
  let t = 0;
  for (const d of p.timeDeltas) times.push(startedAt + (t += d) / 1000 - p.timeDeltas[0]! / 1000);
  return [...tasks]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([start, ms]) => {
      const inside: Profile = { nodes: p.nodes, samples: [], timeDeltas: [] };
      p.samples.forEach((id, i) => {
        if (times[i]! >= start && times[i]! <= start + ms) {
          inside.samples.push(id);
          inside.timeDeltas.push(p.timeDeltas[i] ?? 1000);
        }
      });
      const [s] = busyStretches(inside, 1, true);
      return { ...(s ?? { self: [], entries: [], components: [] }), ms };
    });
}

const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').at(-1) ?? ''}:${n.callFrame.lineNumber + 1}`;

function busyStretches(p: Profile, count: number, whole = false): BusyStretch[] {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  /** The outermost JavaScript frame under the root (the task's entry point). */
  const entry = (id: number) => {
    let at = id;
    for (;;) {
      const up = parent.get(at);
      if (up === undefined || byId.get(up)!.callFrame.functionName === '(root)') break;
      at = up;
    }
    return label(byId.get(at)!);
  };
  const stretches: { ms: number; samples: [number, number][] }[] = [];
  let current: { ms: number; samples: [number, number][] } | null = null;
  p.samples.forEach((id, i) => {
    const ms = (p.timeDeltas[i + 1] ?? 1000) / 1000;
    if (!whole && byId.get(id)!.callFrame.functionName === '(idle)') {
      if (current) stretches.push(current);
      current = null;
      return;
    }
    current ??= { ms: 0, samples: [] };
    current.ms += ms;
    current.samples.push([id, ms]);
  });
  if (current) stretches.push(current);
  /** The component-like frames on a sample's stack, each once. */
  const components = (id: number) => {
    const found = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at)!;
      if (/^[A-Z][A-Za-z0-9]*$/.test(n.callFrame.functionName)) found.add(label(n));
    }
    return found;
  };
  const top = (m: Map<string, number>, n = 6) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n) as [string, number][];
  return stretches
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map((s) => {
      const self = new Map<string, number>();
      const entries = new Map<string, number>();
      const under = new Map<string, number>();
      for (const [id, ms] of s.samples) {
        for (const c of components(id)) under.set(c, (under.get(c) ?? 0) + ms);
        const l = label(byId.get(id)!);
        self.set(l, (self.get(l) ?? 0) + ms);
        const e = entry(id);
        entries.set(e, (entries.get(e) ?? 0) + ms);
      }
      return { ms: s.ms, self: top(self), entries: top(entries), components: top(under, 12) };
    });
}
