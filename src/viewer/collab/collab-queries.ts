import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileDetail } from '@/api/contract/files';
import { getProjectParameters } from '@/api/projects.api';
import type { LengthUnit } from '../format';
import {
  getTopic,
  getViewerFile,
  listAnnotations,
  listTasks,
  listTopics,
  listViewpoints,
} from '@/api/viewer.api';
import { useViewer } from '../session/viewer-context';

/** Server data of the viewer, cached by TanStack Query under these keys. */
export const collabKeys = {
  file: (fileId: string, version?: number) =>
    ['viewer', 'file', fileId, version ?? 'current'] as const,
  annotations: (versionId: string) => ['viewer', versionId, 'annotations'] as const,
  viewpoints: (versionId: string) => ['viewer', versionId, 'viewpoints'] as const,
  topics: (versionId: string) => ['viewer', versionId, 'topics'] as const,
  topic: (id: string) => ['viewer', 'topic', id] as const,
  tasks: (versionId: string) => ['viewer', versionId, 'tasks'] as const,
};

export type Collab = { versionId: string; file: FileDetail; canContribute: boolean };

/**
 * The file version the viewer's annotations, viewpoints, topics and tasks hang on; null on a
 * page without one (a link share) or while it loads. Share recipients and read-only pages only
 * read; project members contribute.
 */
export function useCollab(): Collab | null {
  const { collab, readOnly } = useViewer();
  const query = useQuery({
    queryKey: collabKeys.file(collab?.fileId ?? '', collab?.version),
    queryFn: ({ signal }) => getViewerFile(collab!.fileId, collab!.version, signal),
    enabled: !!collab,
    staleTime: 60_000,
  });
  if (!query.data) return null;
  return {
    versionId: query.data.versionId,
    file: query.data.file,
    canContribute: !readOnly && query.data.file.access.role !== 'recipient',
  };
}

/**
 * The unit the project shows measurements in (its parameters, SPEC's "project parameters");
 * metres when the viewer has no project (a link share, someone a file was shared with).
 */
export function useLengthUnit(): LengthUnit {
  const collab = useCollab();
  const projectId =
    collab && collab.file.access.role !== 'recipient' ? collab.file.project_id : null;
  const query = useQuery({
    queryKey: ['projects', projectId, 'parameters'],
    queryFn: ({ signal }) => getProjectParameters(projectId!, signal),
    enabled: !!projectId,
    staleTime: 60_000,
  });
  return query.data?.length_unit ?? 'm';
}

export function useAnnotations(versionId: string | undefined) {
  return useQuery({
    queryKey: collabKeys.annotations(versionId ?? ''),
    queryFn: ({ signal }) => listAnnotations(versionId!, signal),
    enabled: !!versionId,
  });
}

export function useViewpoints(versionId: string | undefined) {
  return useQuery({
    queryKey: collabKeys.viewpoints(versionId ?? ''),
    queryFn: ({ signal }) => listViewpoints(versionId!, signal),
    enabled: !!versionId,
  });
}

export function useTopics(versionId: string | undefined) {
  return useQuery({
    queryKey: collabKeys.topics(versionId ?? ''),
    queryFn: ({ signal }) => listTopics(versionId!, signal),
    enabled: !!versionId,
  });
}

export function useTopic(id: string | null) {
  return useQuery({
    queryKey: collabKeys.topic(id ?? ''),
    queryFn: ({ signal }) => getTopic(id!, signal),
    enabled: !!id,
  });
}

export function useTasks(versionId: string | undefined) {
  return useQuery({
    queryKey: collabKeys.tasks(versionId ?? ''),
    queryFn: ({ signal }) => listTasks(versionId!, signal),
    enabled: !!versionId,
  });
}

/** Refreshes a version's lists after a change. */
export function useRefresh() {
  const client = useQueryClient();
  return (key: readonly unknown[]) => client.invalidateQueries({ queryKey: key });
}
