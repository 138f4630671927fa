/**
 * A dependency check (the database answers, the storage is writable) shared by the calls that
 * ask at about the same time: while one check runs, every caller waits for it; its answer is
 * kept `ttlMs` (a second by default), up or down. A health route polled by a load balancer, or
 * hammered by clients, then costs one check a second, not one per request; a dependency that
 * goes down or comes back shows within that second. A check that throws counts as down.
 */
export function sharedProbe(
  check: () => Promise<boolean>,
  ttlMs = 1000,
  now: () => number = () => performance.now(),
): () => Promise<boolean> {
  let kept: { at: number; up: boolean } | null = null;
  let running: Promise<boolean> | null = null;
  return () => {
    if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.up);
    running ??= check()
      .catch(() => false)
      .then((up) => {
        kept = { at: now(), up };
        running = null;
        return up;
      });
    return running;
  };
}
