/**
 * When the file being downloaded should arrive, from the progress the page reports to the worker:
 * for a small file the warm-up does not start a round it could not finish before then (a file that
 * arrives waits for the round under way).
 */
export class DownloadEta {
  private first: { at: number; done: number } | null = null;
  private last: { at: number; done: number; total: number } | null = null;

  /** The file's size in bytes, 0 while unknown. */
  get total(): number {
    return this.last?.total ?? 0;
  }

  /** Bytes received so far of `total` (0 when the size is unknown), at time `at` (ms). */
  update(done: number, total: number, at: number): void {
    if (!this.first && done > 0) this.first = { at, done };
    this.last = { at, done, total };
  }

  /**
   * Milliseconds until the whole file is in, at time `now`: Infinity while the size or the rate
   * is unknown (a round is then worth starting), 0 once every byte is in.
   */
  msLeft(now: number): number {
    const last = this.last;
    if (!last || last.total <= 0) return Infinity;
    if (last.done >= last.total) return 0;
    const first = this.first;
    if (!first || last.at <= first.at || last.done <= first.done) return Infinity;
    const rate = (last.done - first.done) / (last.at - first.at);
    return Math.max(0, (last.total - last.done) / rate - (now - last.at));
  }
}
