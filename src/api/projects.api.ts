import type { z } from 'zod';
import {
  type createProjectBodySchema,
  projectParametersSchema,
  projectSchema,
  projectsPageSchema,
  type projectsQuerySchema,
  type updateProjectBodySchema,
  type updateProjectParametersBodySchema,
} from './contract/projects';
import { http } from './http';
import { request, requestVoid } from './request';
import { searchParams } from './search-params';

type In<S extends z.ZodType> = z.input<S>;

export const listProjects = (
  query: Partial<z.output<typeof projectsQuerySchema>>,
  signal?: AbortSignal,
) =>
  request(
    () => http.get('api/projects', { signal, searchParams: searchParams(query) }),
    projectsPageSchema,
  );

export const getProject = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/projects/${id}`, { signal }), projectSchema);

export const createProject = (body: In<typeof createProjectBodySchema>) =>
  request(() => http.post('api/projects', { json: body }), projectSchema);

export const updateProject = (id: string, body: In<typeof updateProjectBodySchema>) =>
  request(() => http.patch(`api/projects/${id}`, { json: body }), projectSchema);

export const deleteProject = (id: string) => requestVoid(() => http.delete(`api/projects/${id}`));

export const getProjectParameters = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/projects/${id}/parameters`, { signal }), projectParametersSchema);

export const updateProjectParameters = (
  id: string,
  body: In<typeof updateProjectParametersBodySchema>,
) =>
  request(
    () => http.patch(`api/projects/${id}/parameters`, { json: body }),
    projectParametersSchema,
  );

export const uploadProjectCover = (id: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return request(() => http.post(`api/projects/${id}/cover`, { body: form }), projectSchema);
};

export const removeProjectCover = (id: string) =>
  request(() => http.delete(`api/projects/${id}/cover`), projectSchema);
