import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayedParsingLabel, pacedProgress } from './load-pacing';

describe('the download progress shown', () => {
  it('shows nothing in the first period, then one report per period, dropping the steps between', () => {
    let clock = 0;
    const shown: number[] = [];
    const report = pacedProgress((p) => shown.push(p.loaded), { everyMs: 250, now: () => clock });
    for (const [at, loaded] of [
      [10, 10],
      [100, 20],
      [249, 30],
      [250, 40],
      [400, 50],
      [520, 60],
      [900, 70],
    ] as const) {
      clock = at;
      report({ loaded, total: 100 });
    }
    expect(shown).toEqual([40, 60, 70]);
  });

  it('changes nothing on screen for a download shorter than a period', () => {
    let clock = 0;
    const shown: number[] = [];
    const report = pacedProgress((p) => shown.push(p.loaded), { everyMs: 250, now: () => clock });
    for (const at of [20, 80, 160, 240]) {
      clock = at;
      report({ loaded: at, total: 240 });
    }
    expect(shown).toEqual([]);
  });

  it('does not show the last bytes coming in: the load moving on tells it', () => {
    let clock = 0;
    const shown: number[] = [];
    const report = pacedProgress((p) => shown.push(p.loaded), { everyMs: 250, now: () => clock });
    clock = 300;
    report({ loaded: 50, total: 100 });
    clock = 900;
    report({ loaded: 100, total: 100 });
    // A download held back, then sent whole: its one report is its last.
    const held = pacedProgress((p) => shown.push(p.loaded), { everyMs: 250, now: () => clock });
    clock = 1600;
    held({ loaded: 100, total: 100 });
    expect(shown).toEqual([50]);
  });
});

describe('the parsing label', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is shown once parsing has lasted the delay', () => {
    const show = vi.fn();
    const label = delayedParsingLabel(show, { afterMs: 250 });
    label.parsing();
    vi.advanceTimersByTime(249);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
    label.streaming();
    vi.advanceTimersByTime(1000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('is never shown for a model whose geometry comes first, nor after the load is stopped', () => {
    const show = vi.fn();
    const fast = delayedParsingLabel(show, { afterMs: 250 });
    fast.parsing();
    vi.advanceTimersByTime(100);
    fast.streaming();
    const stopped = delayedParsingLabel(show, { afterMs: 250 });
    stopped.parsing();
    stopped.cancel();
    vi.advanceTimersByTime(1000);
    expect(show).not.toHaveBeenCalled();
  });
});
