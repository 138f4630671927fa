import type { Readable } from 'node:stream';

export type ByteRange = { start: number; end: number };

/** Where file bytes live: the local disk by default, S3-compatible storage when configured. */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Streams `body` to `key`; rejects (leaving nothing behind) when the stream fails or exceeds `maxBytes`. */
  put(
    key: string,
    body: Readable,
    opts?: { maxBytes?: number; contentType?: string },
  ): Promise<{ size: number }>;
  get(key: string, range?: ByteRange): Promise<Readable>;
  size(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Deletes what interrupted writes left behind (a `.part` file after `kill -9`) when older than
   * `olderThan`; returns how many. S3 has no such leftovers (an aborted upload stores nothing).
   */
  sweepTemporary?(olderThan: Date): Promise<number>;
}
