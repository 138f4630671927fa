import { describe, expect, it } from 'vitest';
import { sharedProbe } from './shared-probe';

describe('sharedProbe', () => {
  it('runs one check for the calls that come while it runs, and keeps its answer for the ttl', async () => {
    let clock = 0;
    let checks = 0;
    let release!: (up: boolean) => void;
    const probe = sharedProbe(
      () => {
        checks++;
        return new Promise<boolean>((r) => (release = r));
      },
      1000,
      () => clock,
    );
    const calls = [probe(), probe(), probe()];
    expect(checks).toBe(1);
    release(true);
    expect(await Promise.all(calls)).toEqual([true, true, true]);
    clock = 999;
    expect(await probe()).toBe(true);
    expect(checks).toBe(1);
    clock = 1000;
    const again = probe();
    expect(checks).toBe(2);
    release(false);
    expect(await again).toBe(false);
  });

  it('reports a dependency down when its check throws, and checks again once the ttl is over', async () => {
    let clock = 0;
    let fail = true;
    const probe = sharedProbe(
      () => (fail ? Promise.reject(new Error('gone')) : Promise.resolve(true)),
      1000,
      () => clock,
    );
    expect(await probe()).toBe(false);
    fail = false;
    expect(await probe()).toBe(false);
    clock = 1500;
    expect(await probe()).toBe(true);
  });
});
