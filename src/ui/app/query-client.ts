import { QueryClient } from '@tanstack/react-query';
import { isApiFailure } from '@/api/api-error';

/** SPEC §7/§9: no refetch on focus, 2 retries, delay min(1000·2ⁿ, 10000) ms; client errors are not retried. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 10_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (count, error) => {
          const status = isApiFailure(error) ? error.status : undefined;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return count < 2;
        },
        retryDelay,
      },
    },
  });
}
