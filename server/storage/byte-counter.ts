import { Transform } from 'node:stream';
import { PayloadTooLargeError } from '../lib/errors';

/**
 * A pass-through stream that counts the bytes written into storage and fails with a 413 as soon
 * as they pass `maxBytes`, so an oversized upload stops mid-stream on either backend.
 */
export function byteCounter(maxBytes?: number): { stream: Transform; size: () => number } {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) {
        cb(new PayloadTooLargeError({ max: maxBytes }));
        return;
      }
      cb(null, chunk);
    },
  });
  return { stream, size: () => size };
}
