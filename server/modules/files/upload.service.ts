import { basename } from 'node:path';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileFormat } from '../../../src/api/contract/files';
import { entryNameSchema } from '../../../src/api/contract/people';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import type { Storage } from '../../storage/storage';
import { formatForName } from './formats';
import { InspectStream } from './inspect.stream';
import type { StorageOrphanage } from './orphans';

/** Multipart framing around the file: boundaries and part headers, generously. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Refuses, before reading it, a body whose declared length cannot fit the limit. */
export function checkDeclaredLength(request: FastifyRequest, maxBytes: number): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_OVERHEAD)
    throw new PayloadTooLargeError({ max: maxBytes });
}

/**
 * The multipart part named `file` (the body is not read yet: the part streams). Anything else
 * is a 422 on `file`.
 */
export async function receiveFilePart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<MultipartFile> {
  // One byte over the limit is let through so InspectStream, not a silent truncation, refuses it.
  const part = await request
    .file({ limits: { files: 1, fileSize: maxBytes + 1, fields: 0, parts: 1 } })
    .catch(() => undefined);
  if (!part) throw ValidationError.field('file', 'validation.required');
  if (part.fieldname !== 'file') {
    part.file.resume();
    throw ValidationError.field('file', 'validation.required');
  }
  return part;
}

/** The upload's file part, once its declared length is known to fit (413 otherwise). */
export async function receiveUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<MultipartFile> {
  checkDeclaredLength(request, maxBytes);
  return receiveFilePart(request, maxBytes);
}

/** The name a file will have and the format it must prove, from a chosen name or the upload's own. */
export function nameAndFormat(
  part: UploadPart,
  chosen?: string,
): { name: string; format: FileFormat } {
  const raw = chosen ?? basename(part.filename.replace(/\\/g, '/'));
  const parsed = entryNameSchema.safeParse(raw);
  const format = parsed.success ? formatForName(parsed.data) : null;
  if (!parsed.success || !format) {
    // Read the rest of the body away so the client receives the answer, not a reset connection.
    part.file.resume();
    const why = parsed.error?.issues[0]?.message;
    throw ValidationError.field(
      'file',
      parsed.success
        ? 'validation.file_type'
        : why?.startsWith('validation.')
          ? why
          : 'validation.entry_name',
    );
  }
  return { name: parsed.data, format };
}

/** What an upload needs of a multipart file part (the demo data passes its own). */
export type UploadPart = { filename: string; file: Readable };

export type StoredContent = { key: string; size: number; sha256: string };

/**
 * Streams an upload to storage under a fresh key, checking its content and size on the way.
 * The key is reserved as an orphan first: until the caller commits its rows and `adopt`s it,
 * the object is garbage, so a failure here or later (or a crash) leaves nothing behind.
 */
export async function storeContent(
  deps: { storage: Storage; orphans: StorageOrphanage },
  opts: {
    projectId: string;
    format: FileFormat;
    source: Readable;
    maxBytes: number;
    contentType: string;
    /** The room left on the plan of the project's owner: past it, its refusal instead of a 413. */
    quota?: { room: number; refuse: () => Error } | null;
  },
): Promise<StoredContent> {
  const key = `projects/${opts.projectId}/${randomToken(18)}`;
  await deps.orphans.reserve(key);
  const quota = opts.quota && opts.quota.room < opts.maxBytes ? opts.quota : null;
  const maxBytes = quota ? quota.room : opts.maxBytes;
  const inspect = new InspectStream(opts.format, maxBytes);
  // pipeline() propagates a client abort to `inspect` and an inspection failure back to the source.
  pipeline(opts.source, inspect, () => undefined);
  try {
    await deps.storage.put(key, inspect, { maxBytes, contentType: opts.contentType });
    return { key, size: inspect.size, sha256: inspect.sha256 };
  } catch (err) {
    opts.source.resume();
    await deps.orphans.discard([key]);
    throw quota && err instanceof PayloadTooLargeError ? quota.refuse() : err;
  }
}
