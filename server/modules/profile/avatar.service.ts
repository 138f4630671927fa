import { Readable } from 'node:stream';
import { ValidationError } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import type { Storage } from '../../storage/storage';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const types = [
  {
    ext: 'jpg',
    mime: 'image/jpeg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'png',
    mime: 'image/png',
    magic: (b: Buffer) =>
      b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'webp',
    mime: 'image/webp',
    magic: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export const avatarContentType = (key: string): string =>
  types.find((t) => key.endsWith(`.${t.ext}`))?.mime ?? 'application/octet-stream';

/**
 * Stores an avatar after checking its first bytes (the declared type is not trusted, since the
 * file is served back to other users). Avatars are small (≤ 5 MB), so the upload is buffered to
 * sniff it. The key changes with each upload; the previous file is removed.
 */
export async function storeAvatar(
  storage: Storage,
  userId: string,
  bytes: Buffer,
  previousKey: string | null,
): Promise<string> {
  const type = types.find((t) => t.magic(bytes));
  if (!type) throw ValidationError.field('file', 'validation.image');
  const key = `avatars/${userId}/${randomToken(12)}.${type.ext}`;
  await storage.put(key, Readable.from(bytes), {
    maxBytes: AVATAR_MAX_BYTES,
    contentType: type.mime,
  });
  if (previousKey) await storage.delete(previousKey).catch(() => undefined);
  return key;
}
