import type { Project } from '../../../src/api/contract/projects';
import { accessOf, type ProjectRole } from './access';
import { personOf, type People } from './people';
import type { ProjectListRow } from './projects.repository';

export const coverUrl = (p: Pick<ProjectListRow, 'id' | 'coverKey'>): string | null =>
  p.coverKey ? `/api/projects/${p.id}/cover?v=${encodeURIComponent(p.coverKey.slice(-12))}` : null;

export const roleIn = (p: ProjectListRow, userId: string): ProjectRole =>
  p.ownerId === userId ? 'owner' : ((p.memberRole as ProjectRole | null) ?? 'viewer');

export function toProject(p: ProjectListRow, userId: string, people: People): Project {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    address: p.address,
    wilaya_id: p.wilayaId,
    cover_url: coverUrl(p),
    start_date: p.startDate,
    end_date: p.endDate,
    status: p.status,
    owner: personOf(people, p.ownerId)!,
    root_folder_id: p.rootFolderId,
    file_count: p.fileCount,
    folder_count: p.folderCount,
    size: p.size,
    member_count: p.memberCount,
    parameters: p.parameters,
    access: accessOf(roleIn(p, userId)),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    updated_by: personOf(people, p.updatedBy),
  };
}

export const peopleOfProject = (p: ProjectListRow) => [p.ownerId, p.updatedBy];
