import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@/api/contract/user';
import { useNotify } from '@/ui/components/use-notify';

export const queueKey = ['admin', 'users'] as const;

/** One admin decision: runs the call, refreshes the queue, says what happened. */
export function useDecision<A>(
  call: (args: A) => Promise<User>,
  done: string,
  onDone?: () => void,
) {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (user) => {
      await queryClient.invalidateQueries({ queryKey: queueKey });
      notify.success(t(done, { name: `${user.first_name} ${user.last_name}` }));
      onDone?.();
    },
    onError: notify.error,
  });
}
