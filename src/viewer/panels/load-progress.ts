export type LoadPhase = 'downloading' | 'parsing' | 'streaming';

/** The share of the bar given to the download; parsing and streaming fill the rest. */
export const downloadShare = 0.4;

/**
 * One bar for the whole load, from 0 to 100, that only moves forward: the download fills its
 * share by bytes, parsing holds there, streaming fills the rest by elements. Null (an
 * indeterminate bar) only while a download of unknown size is under way: the network is the
 * bottleneck then, not the CPU. Parsing and streaming show a still bar that moves in steps, since
 * a running animation makes the browser composite frames and takes CPU from the parser.
 */
export function loadPercent(phase: LoadPhase, done: number, total: number): number | null {
  const part = total > 0 ? Math.min(1, Math.max(0, done / total)) : 0;
  switch (phase) {
    case 'downloading':
      return total > 0 ? Math.round(part * downloadShare * 100) : null;
    case 'parsing':
      return Math.round(downloadShare * 100);
    case 'streaming':
      return Math.round((downloadShare + part * (1 - downloadShare)) * 100);
  }
}
