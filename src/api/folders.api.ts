import { z } from 'zod';
import {
  type createFolderBodySchema,
  folderDetailSchema,
  folderSchema,
  type updateFolderBodySchema,
} from './contract/folders';
import { http } from './http';
import { request, requestVoid } from './request';

type In<S extends z.ZodType> = z.input<S>;

export const listFolders = (projectId: string, signal?: AbortSignal) =>
  request(() => http.get(`api/projects/${projectId}/folders`, { signal }), z.array(folderSchema));

export const getFolder = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/folders/${id}`, { signal }), folderDetailSchema);

export const createFolder = (projectId: string, body: In<typeof createFolderBodySchema>) =>
  request(() => http.post(`api/projects/${projectId}/folders`, { json: body }), folderDetailSchema);

export const updateFolder = (id: string, body: In<typeof updateFolderBodySchema>) =>
  request(() => http.patch(`api/folders/${id}`, { json: body }), folderDetailSchema);

export const deleteFolder = (id: string) => requestVoid(() => http.delete(`api/folders/${id}`));
