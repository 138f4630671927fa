import type { Access } from '../../../src/api/contract/access';
import type { Folder, FolderDetail } from '../../../src/api/contract/folders';
import type { Crumb } from '../../../src/api/contract/people';
import { personOf, type People } from './people';
import type { FolderWithCount } from './folders.repository';

export function toFolder(f: FolderWithCount, people: People): Folder {
  return {
    id: f.id,
    project_id: f.projectId,
    parent_id: f.parentId,
    name: f.name,
    is_root: f.parentId === null,
    file_count: f.fileCount,
    created_by: personOf(people, f.createdBy),
    created_at: f.createdAt.toISOString(),
    updated_at: f.updatedAt.toISOString(),
  };
}

export const toFolderDetail = (
  f: FolderWithCount,
  people: People,
  extra: { path: Crumb[]; access: Access; children: Folder[] },
): FolderDetail => ({ ...toFolder(f, people), ...extra });
