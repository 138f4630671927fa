import { z } from 'zod';
import {
  fileDetailSchema,
  fileFollowSchema,
  fileSchema,
  fileVersionSchema,
  type updateFileBodySchema,
} from './contract/files';
import { http } from './http';
import { request, requestVoid } from './request';

type In<S extends z.ZodType> = z.input<S>;
export type Disposition = 'attachment' | 'inline';

export const listFiles = (folderId: string, signal?: AbortSignal) =>
  request(() => http.get(`api/folders/${folderId}/files`, { signal }), z.array(fileSchema));

export const getFile = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/files/${id}`, { signal }), fileDetailSchema);

export const updateFile = (id: string, body: In<typeof updateFileBodySchema>) =>
  request(() => http.patch(`api/files/${id}`, { json: body }), fileDetailSchema);

export const deleteFile = (id: string) => requestVoid(() => http.delete(`api/files/${id}`));

export const listVersions = (fileId: string, signal?: AbortSignal) =>
  request(() => http.get(`api/files/${fileId}/versions`, { signal }), z.array(fileVersionSchema));

export const getVersion = (fileId: string, n: number, signal?: AbortSignal) =>
  request(() => http.get(`api/files/${fileId}/versions/${n}`, { signal }), fileVersionSchema);

export const deleteVersion = (fileId: string, n: number) =>
  requestVoid(() => http.delete(`api/files/${fileId}/versions/${n}`));

/** Whether the caller follows the file (a notification for each new version). */
export const getFileFollow = (id: string, signal?: AbortSignal) =>
  request(() => http.get(`api/files/${id}/follow`, { signal }), fileFollowSchema);

export const setFileFollow = (id: string, following: boolean) =>
  request(
    () => (following ? http.put(`api/files/${id}/follow`) : http.delete(`api/files/${id}/follow`)),
    fileFollowSchema,
  );

/** Links for `<a href>` and the viewers (same-origin, the session cookie goes along). */
export const fileDownloadUrl = (id: string, disposition: Disposition = 'attachment') =>
  `/api/files/${id}/download?disposition=${disposition}`;
export const versionDownloadUrl = (
  id: string,
  n: number,
  disposition: Disposition = 'attachment',
) => `/api/files/${id}/versions/${n}/download?disposition=${disposition}`;
