export type LoadPhase = 'downloading' | 'parsing' | 'streaming';

/** The share of the bar given to the download; parsing and streaming fill the rest. */
export const downloadShare = 0.4;

/**
 * One bar for the whole load, from 0 to 100, that only moves forward: the download fills its
 * share by bytes, parsing holds there, streaming fills the rest by elements. Null (an
 * indeterminate bar) only while bytes of a download of unknown size come in: the network is the
 * bottleneck then, not the CPU. Before the first byte the bar is empty and still (the page makes
 * its renderer and the worker warms up then), and parsing and streaming show a still bar that
 * moves in steps: a running animation makes the browser composite frames, which takes CPU from
 * both.
 */
export function loadPercent(phase: LoadPhase, done: number, total: number): number | null {
  const part = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  switch (phase) {
    case 'downloading':
      if (total > 0) return Math.round(part * downloadShare * 100);
      return done > 0 ? null : 0;
    case 'parsing':
      return Math.round(downloadShare * 100);
    case 'streaming':
      return Math.round((downloadShare + part * (1 - downloadShare)) * 100);
  }
}
