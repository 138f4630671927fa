import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getAccount } from '@/api/auth.api';
import type { User } from '@/api/contract/user';

/**
 * The signed-in user lives in one query. The session actor is fed from it (SPEC §4: "set from the
 * account query"); a page that gets a new user from the server (e-mail validated, onboarding sent,
 * profile saved) replaces it with `setAccount`.
 */
export const accountQueryKey = ['account'] as const;

export const accountQueryOptions = {
  queryKey: accountQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getAccount(signal),
  retry: false,
  staleTime: 30_000,
} as const;

export function useAccount() {
  return useQuery(accountQueryOptions);
}

export function setAccount(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData(accountQueryKey, user);
}

export function useSetAccount(): (user: User | null) => void {
  const queryClient = useQueryClient();
  return (user) => setAccount(queryClient, user);
}
