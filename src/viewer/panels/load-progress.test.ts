import { describe, expect, it } from 'vitest';
import { downloadShare, loadPercent } from './load-progress';

describe('loadPercent', () => {
  it('fills the download share by bytes, then streaming fills the rest by elements', () => {
    expect(loadPercent('downloading', 0, 1000)).toBe(0);
    expect(loadPercent('downloading', 500, 1000)).toBe((downloadShare * 100) / 2);
    expect(loadPercent('downloading', 1000, 1000)).toBe(downloadShare * 100);
    expect(loadPercent('parsing', 1000, 1000)).toBe(downloadShare * 100);
    expect(loadPercent('streaming', 0, 800)).toBe(downloadShare * 100);
    expect(loadPercent('streaming', 400, 800)).toBe(70);
    expect(loadPercent('streaming', 800, 800)).toBe(100);
  });

  it('is indeterminate only while bytes of a download of unknown size come in', () => {
    expect(loadPercent('downloading', 12345, 0)).toBeNull();
    // Before the first byte (the response not there yet): an empty, still bar.
    expect(loadPercent('downloading', 0, 0)).toBe(0);
    expect(loadPercent('parsing', 0, 0)).toBe(downloadShare * 100);
    expect(loadPercent('streaming', 3, 0)).toBe(downloadShare * 100);
  });

  it('never goes past the ends, whatever the counts say', () => {
    expect(loadPercent('downloading', 2000, 1000)).toBe(downloadShare * 100);
    expect(loadPercent('streaming', 900, 800)).toBe(100);
    expect(loadPercent('streaming', -1, 800)).toBe(downloadShare * 100);
  });

  it('only moves forward across the phases', () => {
    const steps = [
      loadPercent('downloading', 0, 10),
      loadPercent('downloading', 10, 10),
      loadPercent('parsing', 10, 10),
      loadPercent('streaming', 0, 5),
      loadPercent('streaming', 5, 5),
    ] as number[];
    expect([...steps].sort((a, b) => a - b)).toEqual(steps);
  });
});
