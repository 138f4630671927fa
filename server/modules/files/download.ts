import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { sendAsStored } from '../../plugins/compression';
import type { Storage } from '../../storage/storage';
import type { VersionRow } from './files.repository';

export type Disposition = 'attachment' | 'inline';

/** One `bytes=` range of a file of `size` bytes: null to send it whole, 'unsatisfiable' for 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const m = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return null; // absent, malformed or several ranges: whole file
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** RFC 6266: an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(disposition: Disposition, name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored version with Range (206/416), ETag (its SHA-256) and If-None-Match (304)
 * support. Never sniffed by the browser (nosniff): only PDF and images are ever shown inline
 * by type; every other type downloads or is fetched by a viewer.
 */
export async function sendVersion(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  version: Pick<VersionRow, 'storageKey' | 'size' | 'sha256' | 'contentType' | 'createdAt'>,
  name: string,
  disposition: Disposition,
) {
  sendAsStored(request);
  const etag = `"${version.sha256}"`;
  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== etag ? null : parseRange(request.headers.range, version.size);
  if (range === 'unsatisfiable') {
    throw new AppError(
      416,
      'range_not_satisfiable',
      'errors.range',
      {},
      {
        'content-range': `bytes */${version.size}`,
      },
    );
  }
  void reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', version.createdAt.toUTCString())
    .header('cache-control', 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(disposition, name))
    .header('content-type', version.contentType);
  // Shown inline (a PDF or an image, in the app's own frame): this origin may frame it, and the
  // document itself may load nothing (a PDF's links and scripts stay inert).
  if (disposition === 'inline')
    void reply
      .header('x-frame-options', 'SAMEORIGIN')
      .header(
        'content-security-policy',
        "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
      );
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const stream = await storage.get(version.storageKey, range ?? undefined);
  if (!range) return reply.header('content-length', version.size).send(stream);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${version.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(stream);
}
