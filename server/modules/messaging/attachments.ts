import { pipeline } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { messageAttachments } from '../../db/schema/messaging';
import { randomToken } from '../../lib/tokens';
import type { Storage } from '../../storage/storage';
import { formats } from '../files/formats';
import { InspectStream } from '../files/inspect.stream';
import type { StorageOrphanage } from '../files/orphans';
import { nameAndFormat, receiveUpload } from '../files/upload.service';
import type { AttachmentRow } from './messaging.repository';

/**
 * Attachments go through the files' own storage path: the accepted formats, checked by content
 * while streaming, reserved as orphans until their row commits.
 */
export function attachmentStore(deps: {
  db: Db;
  storage: Storage;
  orphans: StorageOrphanage;
  maxBytes: number;
}) {
  return {
    async receive(uploaderId: string, request: FastifyRequest): Promise<AttachmentRow> {
      const part = await receiveUpload(request, deps.maxBytes);
      const { name, format } = nameAndFormat(part);
      const contentType = formats[format].contentType;
      const key = `messages/${uploaderId}/${randomToken(18)}`;
      await deps.orphans.reserve(key);
      const inspect = new InspectStream(format, deps.maxBytes);
      pipeline(part.file, inspect, () => undefined);
      try {
        await deps.storage.put(key, inspect, { maxBytes: deps.maxBytes, contentType });
        return await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(messageAttachments)
            .values({
              uploaderId,
              storageKey: key,
              name,
              size: inspect.size,
              sha256: inspect.sha256,
              format,
              contentType,
            })
            .returning();
          await deps.orphans.adopt(tx, key);
          return row!;
        });
      } catch (err) {
        part.file.resume();
        await deps.orphans.discard([key]);
        throw err;
      }
    },
  };
}
