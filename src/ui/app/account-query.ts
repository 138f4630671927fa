import { getAccount } from '@/api/auth.api';

/**
 * The account query (GET api/account, after the CSRF cookie). The session actor is fed from it
 * (SPEC §4: "set from the account query"); views read the user through the session hooks
 * (`useCurrentUser()`), and hand a newer user to the session with `useSessionActions().setUser`.
 */
export const accountQueryKey = ['account'] as const;

export const accountQueryOptions = {
  queryKey: accountQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getAccount(signal),
  retry: false,
  staleTime: 30_000,
} as const;
