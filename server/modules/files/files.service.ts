import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { uploadQuerySchema } from '../../../src/api/contract/files';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import { ValidationError } from '../../lib/errors';
import type { Storage } from '../../storage/storage';
import type { StorageRoom } from '../site/plan-limits';
import { processingQueued, queueIfModel } from '../models/processing-queue';
import { isUniqueViolation } from '../projects/db-errors';
import {
  filesRepository,
  insertFileWithVersion,
  insertVersion,
  type FileRow,
  type VersionRow,
} from './files.repository';
import { extensionOf, formats } from './formats';
import type { StorageOrphanage } from './orphans';
import { nameAndFormat, storeContent, type StoredContent, type UploadPart } from './upload.service';

export type UploadDeps = {
  db: Db;
  storage: Storage;
  orphans: StorageOrphanage;
  maxBytes: number;
};

/** « plan.pdf » → « plan (2).pdf », « plan (3).pdf »… the first name not taken in the folder. */
export function freeName(name: string, taken: Set<string>): string {
  const ext = extensionOf(name);
  const stem = ext ? name.slice(0, -(ext.length + 1)) : name;
  for (let n = 2; ; n += 1) {
    const candidate = ext ? `${stem} (${n}).${ext}` : `${stem} (${n})`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

const refuse = (part: UploadPart, err: Error): never => {
  // Read the rest of the body away so the client receives the answer, not a reset connection.
  part.file.resume();
  throw err;
};

/**
 * Uploads: stream to storage first (checked, hashed, counted), then commit the rows and adopt
 * the object in one transaction. Any failure discards the object: no row, no orphan.
 */
export function fileUploads(deps: UploadDeps) {
  const repo = filesRepository(deps.db);

  async function commit<T>(stored: StoredContent, write: (tx: Db) => Promise<T>): Promise<T> {
    try {
      const result = await deps.db.transaction(async (tx) => {
        const written = await write(tx);
        await deps.orphans.adopt(tx, stored.key);
        return written;
      });
      processingQueued.emit('queued');
      return result;
    } catch (err) {
      await deps.orphans.discard([stored.key]);
      if (isUniqueViolation(err)) throw ValidationError.field('name', 'validation.name_taken');
      throw err;
    }
  }

  const versionValues = (
    stored: StoredContent,
    format: keyof typeof formats,
    part: UploadPart,
    userId: string,
    comment?: string,
  ) => ({
    storageKey: stored.key,
    size: stored.size,
    sha256: stored.sha256,
    contentType: formats[format].contentType,
    format,
    originalName: part.filename.slice(0, 255),
    comment: comment || null,
    createdBy: userId,
  });

  return {
    /** POST api/folders/{id}/files: a new file, or a new version of the file of that name. */
    async intoFolder(
      userId: string,
      folder: { id: string; projectId: string },
      part: UploadPart,
      options: z.output<typeof uploadQuerySchema>,
      quota?: StorageRoom | null,
    ): Promise<{ fileId: string; version: VersionRow; created: boolean }> {
      const { name: wanted, format } = nameAndFormat(part, options.name);
      const kind = formats[format].kind;
      let name = wanted;
      let existing = await repo.findByName(folder.id, wanted);
      if (existing && options.on_conflict === 'fail')
        refuse(part, ValidationError.field('name', 'validation.name_taken'));
      if (existing && options.on_conflict === 'rename') {
        name = freeName(wanted, await repo.namesLike(folder.id));
        existing = undefined;
      }
      if (existing && existing.kind !== kind)
        refuse(part, ValidationError.field('file', 'validation.version_kind'));

      const stored = await storeContent(deps, {
        projectId: folder.projectId,
        format,
        source: part.file,
        maxBytes: deps.maxBytes,
        contentType: formats[format].contentType,
        quota,
      });
      const values = versionValues(stored, format, part, userId, options.comment);
      return commit(stored, async (tx) => {
        if (existing) {
          const version = await insertVersion(tx, existing.id, userId, values);
          await queueIfModel(tx, version);
          if (options.discipline)
            await tx
              .update(files)
              .set({ discipline: options.discipline })
              .where(eq(files.id, existing.id));
          return { fileId: existing.id, version, created: false };
        }
        const created = await insertFileWithVersion(
          tx,
          {
            projectId: folder.projectId,
            folderId: folder.id,
            name,
            kind,
            discipline: options.discipline ?? null,
            createdBy: userId,
            updatedBy: userId,
          },
          values,
        );
        await queueIfModel(tx, created.version);
        return { fileId: created.file.id, version: created.version, created: true };
      });
    },

    /** POST api/files/{id}/versions: the content must be of the file's kind (IFC stays IFC…). */
    async newVersion(
      userId: string,
      file: FileRow,
      part: UploadPart,
      comment?: string,
      quota?: StorageRoom | null,
    ): Promise<VersionRow> {
      const { format } = nameAndFormat(part);
      if (formats[format].kind !== file.kind)
        refuse(part, ValidationError.field('file', 'validation.version_kind'));
      const stored = await storeContent(deps, {
        projectId: file.projectId,
        format,
        source: part.file,
        maxBytes: deps.maxBytes,
        contentType: formats[format].contentType,
        quota,
      });
      const values = versionValues(stored, format, part, userId, comment);
      return commit(stored, async (tx) => {
        const version = await insertVersion(tx, file.id, userId, values);
        await queueIfModel(tx, version);
        return version;
      });
    },
  };
}
