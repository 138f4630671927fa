import type { Db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { filesRepository } from '../files/files.repository';
import { accessControl, type Need } from '../projects/access';
import { modelsRepository, processableFormats, type ModelVersionRow } from './models.repository';

/**
 * A file version the caller may see (404 otherwise, as for the file routes), with its processing
 * state: IFC versions only (any other kind has no model: 404).
 */
export async function modelScope(
  db: Db,
  userId: string,
  fileId: string,
  n: number,
  need: Need = 'read',
) {
  const { file, access } = await accessControl(db).file(userId, fileId, need);
  const version = await filesRepository(db).version(file.id, n);
  if (!version || !processableFormats.includes(version.format)) throw new NotFoundError();
  const model = await modelsRepository(db).state(version.id);
  return { file, access, version, model };
}

/** As modelScope, for routes that read the processed model: 409 until it is ready. */
export async function readyModel(db: Db, userId: string, fileId: string, n: number) {
  const scope = await modelScope(db, userId, fileId, n);
  if (scope.model?.state !== 'ready') throw new ConflictError('errors.model_not_ready');
  return { ...scope, model: scope.model as ModelVersionRow & { state: 'ready' } };
}
