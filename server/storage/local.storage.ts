import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PayloadTooLargeError } from '../lib/errors';
import { randomToken } from '../lib/tokens';
import { byteCounter } from './byte-counter';
import type { ByteRange, Storage } from './storage';

/** A write in progress: `.<random>.part` beside its final name. */
const TEMP_NAME = /^\.[\w-]+\.part$/;

/** Files under DATA_DIR/storage; writes go to a temporary name and are renamed once complete. */
export function localStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const p = resolve(base, key);
    if (!p.startsWith(base + sep)) throw new Error(`invalid storage key: ${key}`);
    return p;
  };

  return {
    kind: 'local',
    async put(key, body, opts = {}) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const tmp = join(dirname(target), `.${randomToken(8)}.part`);
      const counter = byteCounter(opts.maxBytes);
      const out = createWriteStream(tmp);
      try {
        await pipeline(body, counter.stream, out);
        // A stream that was cut short (client gone) must not become a file.
        if ((body as Readable & { truncated?: boolean }).truncated)
          throw new PayloadTooLargeError({ max: opts.maxBytes });
        await rename(tmp, target);
        return { size: counter.size() };
      } catch (err) {
        // A failure before the file was even opened would otherwise let it appear after rm().
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key, range?: ByteRange) {
      const p = pathOf(key);
      await access(p);
      return createReadStream(p, range ? { start: range.start, end: range.end } : undefined);
    },
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async sweepTemporary(olderThan) {
      let removed = 0;
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile() || !TEMP_NAME.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const info = await stat(path).catch(() => null);
        if (info && info.mtime < olderThan) {
          await rm(path, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
    async ping() {
      try {
        await mkdir(base, { recursive: true });
        await access(base);
        return true;
      } catch {
        return false;
      }
    },
  };
}
