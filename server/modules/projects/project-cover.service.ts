import { Readable } from 'node:stream';
import type { FileFormat } from '../../../src/api/contract/files';
import { ValidationError } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import type { Storage } from '../../storage/storage';
import { formats } from '../files/formats';
import { contentMatches } from '../files/sniff';

export const COVER_MAX_BYTES = 5 * 1024 * 1024;
const coverFormats: FileFormat[] = ['jpeg', 'png', 'webp'];

export const coverContentType = (key: string): string => {
  const format = coverFormats.find((f) => key.endsWith(`.${f}`));
  return format ? formats[format].contentType : 'application/octet-stream';
};

/**
 * Stores a project's cover image (JPEG, PNG or WebP, ≤ 5 MB, checked by content: it is shown
 * to every collaborator). Small enough to hold in memory while checking it.
 */
export async function storeCover(
  storage: Storage,
  projectId: string,
  bytes: Buffer,
): Promise<string> {
  const format = coverFormats.find((f) => contentMatches(f, bytes, true));
  if (!format) throw ValidationError.field('file', 'validation.image');
  const key = `projects/${projectId}/cover-${randomToken(12)}.${format}`;
  await storage.put(key, Readable.from(bytes), {
    maxBytes: COVER_MAX_BYTES,
    contentType: formats[format].contentType,
  });
  return key;
}
