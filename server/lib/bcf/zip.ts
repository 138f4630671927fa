import { inflateRawSync } from 'node:zlib';
import {
  Unzip,
  UnzipPassThrough,
  zipSync,
  type AsyncFlateStreamHandler,
  type UnzipDecoder,
  type Zippable,
} from 'fflate';

export class BcfArchiveError extends Error {
  constructor(
    readonly code:
      'not_zip' | 'too_large' | 'too_many_entries' | 'no_version' | 'unsupported_version',
    message: string,
  ) {
    super(message);
  }
}

export type ZipLimits = { maxTotalBytes: number; maxEntries: number };

/** 256 MB inflated and 20 000 entries: far above any real BCF, far below what hurts the server. */
export const defaultZipLimits: ZipLimits = { maxTotalBytes: 256 * 1024 * 1024, maxEntries: 20_000 };

/**
 * The entries of a zip, inflated while counting: the archive is refused as soon as the inflated
 * total or the entry count passes the limits, so a zip bomb never fills the memory.
 */
export function unzipBounded(
  bytes: Uint8Array,
  limits = defaultZipLimits,
): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>();
  let total = 0;
  let entries = 0;
  let failure: BcfArchiveError | null = null;
  const unzip = new Unzip((file) => {
    if (failure) return;
    entries += 1;
    if (entries > limits.maxEntries) {
      failure = new BcfArchiveError('too_many_entries', `more than ${limits.maxEntries} entries`);
      return;
    }
    if (file.name.endsWith('/')) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) {
        failure = new BcfArchiveError('not_zip', `${file.name}: ${err.message}`);
        return;
      }
      total += chunk.length;
      if (total > limits.maxTotalBytes) {
        failure = new BcfArchiveError('too_large', `inflates beyond ${limits.maxTotalBytes} bytes`);
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) out.set(file.name.replace(/\\/g, '/'), concat(chunks));
    };
    file.start();
  });
  unzip.register(nativeInflate(() => limits.maxTotalBytes - total));
  unzip.register(UnzipPassThrough);
  const step = 64 * 1024;
  try {
    for (let i = 0; i < bytes.length && !failure; i += step) {
      unzip.push(bytes.subarray(i, i + step), i + step >= bytes.length);
    }
  } catch (err) {
    failure ??=
      err instanceof BcfArchiveError
        ? err
        : new BcfArchiveError('not_zip', err instanceof Error ? err.message : 'not a zip');
  }
  if (failure) throw failure;
  if (out.size === 0) throw new BcfArchiveError('not_zip', 'not a zip archive');
  return out;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * A deflated entry inflated by Node's zlib (native) once its compressed bytes are in, never past
 * what is left of the archive's budget. fflate's own streaming inflater grows its output by
 * copying, which cost seconds on archives of a few large snapshots.
 */
function nativeInflate(budget: () => number) {
  return class NativeInflate implements UnzipDecoder {
    static compression = 8;
    ondata: AsyncFlateStreamHandler = () => undefined;
    private readonly chunks: Uint8Array[] = [];
    push(data: Uint8Array, final: boolean) {
      this.chunks.push(data);
      if (!final) return;
      const left = budget();
      let out: Buffer;
      try {
        out = inflateRawSync(concat(this.chunks), { maxOutputLength: Math.max(1, left + 1) });
      } catch (err) {
        if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new BcfArchiveError('too_large', 'inflates beyond the archive limit');
        throw new BcfArchiveError(
          'not_zip',
          err instanceof Error ? err.message : 'bad deflate data',
        );
      }
      this.ondata(
        null,
        new Uint8Array(out.buffer as ArrayBuffer, out.byteOffset, out.byteLength),
        true,
      );
    }
  };
}

/** Images are already compressed: stored as they are (deflating them again only costs time). */
const stored = /\.(png|jpe?g|gif|webp)$/i;

export const zip = (files: Map<string, Uint8Array>): Uint8Array =>
  zipSync(
    Object.fromEntries(
      [...files].map(([name, bytes]): [string, Zippable[string]] => [
        name,
        stored.test(name) ? [bytes, { level: 0 }] : bytes,
      ]),
    ),
    { level: 6 },
  );
