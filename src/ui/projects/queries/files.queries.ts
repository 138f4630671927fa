import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProjectFile } from '@/api/contract/files';
import type { Folder } from '@/api/contract/folders';
import {
  deleteFile,
  deleteVersion,
  getFile,
  getFileFollow,
  getVersion,
  listFiles,
  listVersions,
  setFileFollow,
  updateFile,
} from '@/api/files.api';
import {
  createFolder,
  deleteFolder,
  getFolder,
  listFolders,
  updateFolder,
} from '@/api/folders.api';
import { qk } from './keys';

export const useFolders = (projectId: string, enabled = true) =>
  useQuery({
    queryKey: qk.folders(projectId),
    queryFn: ({ signal }) => listFolders(projectId, signal),
    enabled,
  });

export const useFolder = (id: string | undefined) =>
  useQuery({
    queryKey: qk.folder(id ?? ''),
    queryFn: ({ signal }) => getFolder(id!, signal),
    enabled: !!id,
  });

/** Files whose model is still queued or processing: the list is asked again every 2 s. */
const pending = (files: ProjectFile[] | undefined) =>
  !!files?.some((f) => f.processing?.state === 'queued' || f.processing?.state === 'processing');

export const useFiles = (folderId: string | undefined) =>
  useQuery({
    queryKey: qk.files(folderId ?? ''),
    queryFn: ({ signal }) => listFiles(folderId!, signal),
    enabled: !!folderId,
    refetchInterval: (q) => (pending(q.state.data) ? 2000 : false),
  });

export const useFile = (id: string | undefined) =>
  useQuery({
    queryKey: qk.file(id ?? ''),
    queryFn: ({ signal }) => getFile(id!, signal),
    enabled: !!id,
  });

export const useVersions = (fileId: string | undefined) =>
  useQuery({
    queryKey: qk.versions(fileId ?? ''),
    queryFn: ({ signal }) => listVersions(fileId!, signal),
    enabled: !!fileId,
  });

/** Whether the user follows a file, and the switch that changes it. */
export function useFileFollow(fileId: string | undefined) {
  const qc = useQueryClient();
  const key = [...qk.file(fileId ?? ''), 'follow'];
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getFileFollow(fileId!, signal),
    enabled: !!fileId,
  });
  const change = useMutation({
    mutationFn: (following: boolean) => setFileFollow(fileId!, following),
    onSuccess: (data) => qc.setQueryData(key, data),
  });
  return { query, change };
}

export const useVersion = (fileId: string, n: number) =>
  useQuery({
    queryKey: [...qk.versions(fileId), n],
    queryFn: ({ signal }) => getVersion(fileId, n, signal),
  });

/** Everything a change inside a project may affect: its tree, folders, files and counts. */
export function useRefreshProjectContent() {
  const qc = useQueryClient();
  return (projectId?: string) => {
    for (const key of ['folders', 'folder', 'files', 'file', 'versions', 'shares'])
      void qc.invalidateQueries({ queryKey: [key] });
    if (projectId) void qc.invalidateQueries({ queryKey: qk.project(projectId) });
    void qc.invalidateQueries({ queryKey: qk.projects() });
  };
}

export function useCreateFolder(projectId: string) {
  const refresh = useRefreshProjectContent();
  return useMutation({
    mutationFn: (body: { name: string; parent_id?: string }) => createFolder(projectId, body),
    onSuccess: () => refresh(projectId),
  });
}

/**
 * Optimistic rename: the new name shows at once in the list it is in (files of a folder, or the
 * project's tree), and the old one comes back if the server refuses.
 */
export function useRename() {
  const qc = useQueryClient();
  const refresh = useRefreshProjectContent();
  return useMutation({
    mutationFn: async (v: {
      kind: 'file' | 'folder';
      id: string;
      name: string;
      listKey: readonly unknown[];
    }) => {
      if (v.kind === 'file') await updateFile(v.id, { name: v.name });
      else await updateFolder(v.id, { name: v.name });
    },
    onMutate: async (v) => {
      await qc.cancelQueries({ queryKey: v.listKey });
      const before = qc.getQueryData(v.listKey);
      qc.setQueryData<(ProjectFile | Folder)[]>(v.listKey, (list) =>
        list?.map((x) => (x.id === v.id ? { ...x, name: v.name } : x)),
      );
      return { before };
    },
    onError: (_e, v, ctx) => qc.setQueryData(v.listKey, ctx?.before),
    onSettled: () => refresh(),
  });
}

export function useMove() {
  const refresh = useRefreshProjectContent();
  return useMutation({
    mutationFn: async (v: { kind: 'file' | 'folder'; id: string; to: string }) => {
      if (v.kind === 'file') await updateFile(v.id, { folder_id: v.to });
      else await updateFolder(v.id, { parent_id: v.to });
    },
    onSuccess: () => refresh(),
  });
}

/** Optimistic delete of a file or folder: it leaves its list at once, and returns on failure. */
export function useDeleteEntry() {
  const qc = useQueryClient();
  const refresh = useRefreshProjectContent();
  return useMutation({
    mutationFn: (v: { kind: 'file' | 'folder'; id: string; listKey: readonly unknown[] }) =>
      v.kind === 'file' ? deleteFile(v.id) : deleteFolder(v.id),
    onMutate: async (v) => {
      await qc.cancelQueries({ queryKey: v.listKey });
      const before = qc.getQueryData(v.listKey);
      qc.setQueryData<{ id: string }[]>(v.listKey, (list) => list?.filter((x) => x.id !== v.id));
      return { before };
    },
    onError: (_e, v, ctx) => qc.setQueryData(v.listKey, ctx?.before),
    onSettled: () => refresh(),
  });
}

export function useDeleteVersion() {
  const refresh = useRefreshProjectContent();
  return useMutation({
    mutationFn: (v: { fileId: string; n: number }) => deleteVersion(v.fileId, v.n),
    onSettled: () => refresh(),
  });
}
