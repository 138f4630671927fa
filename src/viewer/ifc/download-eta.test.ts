import { describe, expect, it } from 'vitest';
import { DownloadEta } from './download-eta';

describe('DownloadEta', () => {
  it('knows nothing before any progress, or while the size is unknown', () => {
    const eta = new DownloadEta();
    expect(eta.msLeft(0)).toBe(Infinity);
    eta.update(1000, 0, 10);
    eta.update(5000, 0, 20);
    expect(eta.msLeft(20)).toBe(Infinity);
    expect(eta.total).toBe(0);
  });

  it('needs two progress reports with bytes between them to know the rate', () => {
    const eta = new DownloadEta();
    eta.update(0, 10_000, 0);
    expect(eta.msLeft(0)).toBe(Infinity);
    eta.update(1000, 10_000, 100);
    expect(eta.msLeft(100)).toBe(Infinity);
  });

  it('extrapolates the rate seen so far, counting the time since the last report', () => {
    const eta = new DownloadEta();
    eta.update(1000, 10_000, 100);
    eta.update(3000, 10_000, 200); // 20 bytes per ms: 7000 bytes left, 350 ms
    expect(eta.total).toBe(10_000);
    expect(eta.msLeft(200)).toBeCloseTo(350);
    expect(eta.msLeft(300)).toBeCloseTo(250);
    expect(eta.msLeft(1000)).toBe(0);
  });

  it('says 0 once every byte is in', () => {
    const eta = new DownloadEta();
    eta.update(10_000, 10_000, 5);
    expect(eta.msLeft(5)).toBe(0);
  });
});
