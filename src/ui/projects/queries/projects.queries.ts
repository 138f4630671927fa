import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Project, projectsQuerySchema } from '@/api/contract/projects';
import {
  createProject,
  deleteProject,
  getProject,
  getProjectParameters,
  listProjects,
  removeProjectCover,
  updateProject,
  updateProjectParameters,
  uploadProjectCover,
} from '@/api/projects.api';
import { qk } from './keys';

export type ProjectsQuery = Partial<z.output<typeof projectsQuerySchema>>;
type ProjectsPage = Awaited<ReturnType<typeof listProjects>>;

export const useProjects = (q: ProjectsQuery) =>
  useQuery({
    queryKey: qk.projects(q),
    queryFn: ({ signal }) => listProjects(q, signal),
    placeholderData: keepPreviousData,
  });

export const useProject = (id: string) =>
  useQuery({ queryKey: qk.project(id), queryFn: ({ signal }) => getProject(id, signal) });

export const useParameters = (id: string) =>
  useQuery({
    queryKey: qk.parameters(id),
    queryFn: ({ signal }) => getProjectParameters(id, signal),
  });

/** After a change to a project: its own cache, and every list. */
function useRefreshProject() {
  const qc = useQueryClient();
  return (project: Project) => {
    qc.setQueryData(qk.project(project.id), project);
    void qc.invalidateQueries({ queryKey: qk.projects() });
  };
}

export function useCreateProject() {
  const refresh = useRefreshProject();
  return useMutation({ mutationFn: createProject, onSuccess: refresh });
}

export function useUpdateProject(id: string) {
  const refresh = useRefreshProject();
  return useMutation({
    mutationFn: (body: Parameters<typeof updateProject>[1]) => updateProject(id, body),
    onSuccess: refresh,
  });
}

export function useUpdateParameters(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: Parameters<typeof updateProjectParameters>[1]) =>
      updateProjectParameters(id, body),
    onSuccess: (parameters) => {
      qc.setQueryData(qk.parameters(id), parameters);
      void qc.invalidateQueries({ queryKey: qk.project(id) });
    },
  });
}

export function useProjectCover(id: string) {
  const refresh = useRefreshProject();
  return {
    upload: useMutation({
      mutationFn: (file: File) => uploadProjectCover(id, file),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => removeProjectCover(id), onSuccess: refresh }),
  };
}

/** Optimistic: the project leaves every list at once and comes back if the server refuses. */
export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onMutate: async (id: string) => {
      await qc.cancelQueries({ queryKey: qk.projects() });
      const before = qc.getQueriesData<ProjectsPage>({ queryKey: qk.projects() });
      qc.setQueriesData<ProjectsPage>({ queryKey: qk.projects() }, (page) =>
        page
          ? {
              ...page,
              data: page.data.filter((p) => p.id !== id),
              meta: { ...page.meta, total: Math.max(0, page.meta.total - 1) },
            }
          : page,
      );
      return { before };
    },
    onError: (_e, _id, ctx) => ctx?.before.forEach(([key, data]) => qc.setQueryData(key, data)),
    onSettled: (_d, _e, id) => {
      qc.removeQueries({ queryKey: qk.project(id) });
      void qc.invalidateQueries({ queryKey: qk.projects() });
    },
  });
}
