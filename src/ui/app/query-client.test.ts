import { describe, expect, it } from 'vitest';
import { ApiFailure } from '@/api/api-error';
import { createQueryClient, retryDelay } from './query-client';

describe('the query client (SPEC §7, §9)', () => {
  it('waits min(1000·2ⁿ, 10000) ms between retries', () => {
    expect([0, 1, 2, 3, 4, 5].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it('does not refetch on window focus and retries a failed query twice', () => {
    const q = createQueryClient().getDefaultOptions().queries!;
    expect(q.refetchOnWindowFocus).toBe(false);
    const retry = q.retry as (n: number, e: unknown) => boolean;
    const serverError = new ApiFailure({ kind: 'http', status: 500, message: 'x', original: null });
    expect([0, 1, 2].map((n) => retry(n, serverError))).toEqual([true, true, false]);
  });

  it('never retries a client error (4xx)', () => {
    const retry = createQueryClient().getDefaultOptions().queries!.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    expect(
      retry(0, new ApiFailure({ kind: 'http', status: 404, message: 'x', original: null })),
    ).toBe(false);
  });
});
