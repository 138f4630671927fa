import { basename } from 'node:path';
import { pipeline, Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { and, eq, max } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { productFiles, type ProductFileRow } from '../../db/schema/catalogue';
import { PayloadTooLargeError, ValidationError } from '../../lib/errors';
import { randomToken } from '../../lib/tokens';
import type { Storage } from '../../storage/storage';
import { InspectStream } from '../files/inspect.stream';
import type { StorageOrphanage } from '../files/orphans';
import { productFileLimits, productFormatForName, productFormats } from './product-formats';

export const THUMB_SIZE = 480;

type Deps = { db: Db; storage: Storage; orphans: StorageOrphanage };

/** A thumbnail (WebP, at most 480 px wide or high); also proves the image decodes. */
export async function thumbnail(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes, { limitInputPixels: 100_000_000 })
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/**
 * Stores one uploaded file of a product: its format from the name, its content checked as it
 * streams (size-limited per kind), an image's thumbnail made here. Objects are reserved as
 * orphans until the row commits, so a failure leaves nothing behind.
 */
export async function storeProductFile(
  deps: Deps,
  productId: string,
  upload: { name: string; source: Readable },
): Promise<ProductFileRow> {
  const name = basename(upload.name.replace(/\\/g, '/')).slice(0, 200);
  const format = productFormatForName(name);
  if (!format) {
    upload.source.resume();
    throw ValidationError.field('file', 'validation.file_type');
  }
  const info = productFormats[format];
  const maxBytes = productFileLimits[info.kind];
  const key = `products/${productId}/${randomToken(18)}`;
  await deps.orphans.reserve(key);
  const keys = [key];
  try {
    const inspect = new InspectStream(format, maxBytes, info.matches);
    pipeline(upload.source, inspect, () => undefined);
    let thumbKey: string | null = null;
    if (info.kind === 'image') {
      const bytes = await collect(inspect);
      const thumb = await thumbnail(bytes).catch(() => {
        throw ValidationError.field('file', 'validation.image');
      });
      await deps.storage.put(key, Readable.from(bytes), {
        maxBytes,
        contentType: info.contentType,
      });
      thumbKey = `${key}-thumb.webp`;
      await deps.orphans.reserve(thumbKey);
      keys.push(thumbKey);
      await deps.storage.put(thumbKey, Readable.from(thumb), { contentType: 'image/webp' });
    } else {
      await deps.storage.put(key, inspect, { maxBytes, contentType: info.contentType });
    }
    return await deps.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ n: max(productFiles.position) })
        .from(productFiles)
        .where(eq(productFiles.productId, productId));
      const [row] = await tx
        .insert(productFiles)
        .values({
          productId,
          kind: info.kind,
          format,
          name,
          storageKey: key,
          thumbKey,
          size: inspect.size,
          sha256: inspect.sha256,
          contentType: info.contentType,
          position: (last?.n ?? -1) + 1,
        })
        .returning();
      for (const k of keys) await deps.orphans.adopt(tx as unknown as Db, k);
      return row!;
    });
  } catch (err) {
    upload.source.resume();
    await deps.orphans.discard(keys);
    throw err;
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The upload's `file` part, or a 422; a part over the largest limit is a 413. */
export async function receiveProductFile(
  file: () => Promise<MultipartFile | undefined>,
  declaredLength: number,
): Promise<MultipartFile> {
  if (declaredLength > productFileLimits.bim + 64 * 1024)
    throw new PayloadTooLargeError({ max: productFileLimits.bim });
  const part = await file().catch(() => undefined);
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw ValidationError.field('file', 'validation.required');
  }
  return part;
}

/** Removes one file: its row now, its objects through the orphanage. */
export async function removeProductFile(deps: Deps, productId: string, fileId: string) {
  const keys = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(productFiles)
      .where(and(eq(productFiles.id, fileId), eq(productFiles.productId, productId)))
      .returning();
    if (!row) return null;
    const ks = [row.storageKey, row.thumbKey].filter((k): k is string => !!k);
    await deps.orphans.enqueue(tx as unknown as Db, ks);
    return ks;
  });
  if (keys) await deps.orphans.discard(keys);
  return keys !== null;
}
