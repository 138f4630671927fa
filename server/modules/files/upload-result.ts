import type { Db } from '../../db/client';
import { stillThere } from '../../lib/errors';
import { loadPeople } from '../projects/people';
import { peopleOfFile, toFile, toVersion } from './files.dto';
import { filesRepository, type VersionRow } from './files.repository';

/**
 * The answer to an upload, of a new file or of a new version: the file as it now is, the
 * version just stored, and whether the upload created the file.
 */
export async function uploadResult(db: Db, fileId: string, version: VersionRow, created: boolean) {
  const file = stillThere(await filesRepository(db).get(fileId));
  const people = await loadPeople(db, [...peopleOfFile(file), version.createdBy]);
  return {
    file: toFile(file, people),
    version: toVersion(version, file.current.number, people),
    created,
  };
}
