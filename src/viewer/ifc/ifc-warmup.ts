import type { IfcAPI } from 'web-ifc';
import { openAndStream } from '@/ifc/ifc-stream';
import { warmupIfc, type WarmupSize } from './warmup-building';

/**
 * Warming web-ifc up while the user's file downloads. Its wasm starts on V8's baseline tier and is
 * recompiled, hot function by hot function, by the optimising tier as it runs; streaming a
 * generated building (warmup-building.ts) exercises the same functions a real file does, and the
 * worker's own batching code gets optimised the same way. So that recompilation happens during
 * the download instead of competing with the real model's parse for the CPU.
 */

const oneRoom: WarmupSize = { storeys: 1, rooms: 1 };
const fourRooms: WarmupSize = { storeys: 1, rooms: 2 };

/**
 * The buildings of successive rounds, all small: a file that arrives waits at most for the round
 * under way (a wasm call cannot be interrupted), and the first rounds run on the slow baseline
 * code. Four rounds: more gain little parse speed, and they keep a core busy while the page
 * paints its first frames, which without a GPU makes those composites slower; one still under way
 * when the file comes in holds back the model's first frame.
 */
export const warmupRounds: readonly WarmupSize[] = [oneRoom, oneRoom, fourRooms, fourRooms];

/** Stop warming after this long, whatever happens. */
export const warmupBudgetMs = 1500;

/** What a round is expected to take before one of its size has run (the first, cold, is slow). */
const firstRoundMs = 120;

/**
 * Opens and streams generated buildings, round after round, until `stop(roundMs)` says a real file
 * is waiting or would arrive before a round of `roundMs` (the last one of that size) ends (checked
 * between rounds, after yielding to the worker's messages), or the rounds or the time budget run
 * out (`budgetMs`, checked before each round). Returns the rounds done. Never throws: warming is
 * only an optimisation.
 */
export async function warmUp(
  api: IfcAPI,
  stop: (roundMs: number) => boolean,
  budgetMs = warmupBudgetMs,
): Promise<number> {
  const until = performance.now() + budgetMs;
  const files = new Map<WarmupSize, Uint8Array>();
  const took = new Map<WarmupSize, number>();
  let rounds = 0;
  for (const size of warmupRounds) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (stop(took.get(size) ?? firstRoundMs) || performance.now() > until) break;
    const start = performance.now();
    try {
      // The viewer's own path (batching and placement included), its output dropped.
      let bytes = files.get(size);
      if (!bytes) files.set(size, (bytes = warmupIfc(size)));
      const result = openAndStream(api, bytes, {
        post: () => undefined,
        postBatch: () => undefined,
      });
      if ('error' in result) break;
      api.CloseModel(result.modelId);
    } catch {
      break;
    }
    took.set(size, performance.now() - start);
    rounds++;
  }
  return rounds;
}
