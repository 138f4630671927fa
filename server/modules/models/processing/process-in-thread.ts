import { Worker } from 'node:worker_threads';
import type { ProcessOutcome } from './process-model';

type FromThread =
  { type: 'progress'; progress: number } | { type: 'result'; outcome: ProcessOutcome };

export type ThreadRun = { result: Promise<ProcessOutcome>; kill: () => Promise<void> };

/**
 * Runs process-model.ts on `bytes` in a worker thread of its own (thread-entry.mjs loads it);
 * the promise rejects when the thread dies without a result (out of memory, killed).
 */
export function processInThread(bytes: Uint8Array, progress: (p: number) => void): ThreadRun {
  // A copy of its own, moved (not copied again) to the thread.
  const copy = new Uint8Array(bytes);
  const worker = new Worker(new URL('./thread-entry.mjs', import.meta.url), {
    workerData: { bytes: copy },
    transferList: [copy.buffer as ArrayBuffer],
  });
  let done = false;
  const result = new Promise<ProcessOutcome>((resolve, reject) => {
    worker.on('message', (m: FromThread) => {
      if (m.type === 'progress') progress(m.progress);
      else {
        done = true;
        resolve(m.outcome);
        void worker.terminate();
      }
    });
    worker.on('error', (err) => reject(err));
    worker.on('exit', (code) => {
      if (!done) reject(new Error(`processing thread exited (code ${code}) without a result`));
    });
  });
  return {
    result,
    kill: async () => {
      await worker.terminate();
    },
  };
}
