import { startTransition, useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render: none at first, then `step` more each time the
 * page's thread is free, in a transition (React renders it in slices and yields to input). A
 * list of heavy cards (the take-off's groups) so never renders and commits in one long task,
 * even when the list arrives through an external store (xstate's useSelector), whose updates
 * React renders synchronously. Starts over when `list` changes.
 */
export function useProgressiveCount(list: unknown, total: number, step: number): number {
  const [state, setState] = useState({ list, count: 0 });
  if (state.list !== list) setState({ list, count: 0 });
  const count = state.list === list ? state.count : 0;
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() =>
      startTransition(() =>
        setState((s) => (s.list === list ? { list, count: s.count + step } : s)),
      ),
    );
    return () => clearTimeout(timer);
  }, [list, count, total, step]);
  return Math.min(count, total);
}
