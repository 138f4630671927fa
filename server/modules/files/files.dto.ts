import type { FileFormat, FileVersion, ProjectFile } from '../../../src/api/contract/files';
import type { FileProcessing } from '../../../src/api/contract/models';
import type { Db } from '../../db/client';
import { toFileProcessing } from '../models/models.dto';
import { modelsRepository, processableFormats } from '../models/models.repository';
import { personOf, type People } from '../projects/people';
import type { FileWithCurrent, VersionRow } from './files.repository';
import { formats } from './formats';

export const peopleOfFile = (f: FileWithCurrent) => [f.createdBy, f.updatedBy];

/** The processing of the files' current versions (IFC files only), by version id. */
export async function processingOf(
  db: Db,
  list: FileWithCurrent[],
): Promise<Map<string, FileProcessing>> {
  const ifc = list.filter((f) => processableFormats.includes(f.current.format));
  const rows = await modelsRepository(db).states(ifc.map((f) => f.current.id));
  return new Map(ifc.map((f) => [f.current.id, toFileProcessing(rows.get(f.current.id))]));
}

export function toFile(
  f: FileWithCurrent,
  people: People,
  processing?: Map<string, FileProcessing>,
): ProjectFile {
  const format = f.current.format as FileFormat;
  return {
    ...(processing ? { processing: processing.get(f.current.id) ?? null } : {}),
    id: f.id,
    project_id: f.projectId,
    folder_id: f.folderId,
    name: f.name,
    kind: f.kind,
    format,
    content_type: formats[format].contentType,
    size: f.current.size,
    version: f.current.number,
    version_id: f.current.id,
    version_count: f.versionCount,
    discipline: f.discipline,
    created_by: personOf(people, f.createdBy),
    created_at: f.createdAt.toISOString(),
    updated_by: personOf(people, f.updatedBy),
    updated_at: f.updatedAt.toISOString(),
  };
}

export function toVersion(v: VersionRow, currentNumber: number, people: People): FileVersion {
  return {
    id: v.id,
    file_id: v.fileId,
    number: v.number,
    size: v.size,
    content_type: v.contentType,
    format: v.format as FileFormat,
    original_name: v.originalName,
    sha256: v.sha256,
    comment: v.comment,
    created_by: personOf(people, v.createdBy),
    created_at: v.createdAt.toISOString(),
    is_current: v.number === currentNumber,
  };
}
