import { z } from 'zod';
import {
  type createShareBodySchema,
  publicShareSchema,
  sharedEntrySchema,
  shareSchema,
} from './contract/shares';
import type { Disposition } from './files.api';
import { http } from './http';
import { request, requestVoid } from './request';
import { searchParams } from './search-params';

export type ShareTarget = { kind: 'file' | 'folder'; id: string };
export type NewShare = z.input<typeof createShareBodySchema>;

const base = (t: ShareTarget) => `api/${t.kind}s/${t.id}/shares`;

export const createShare = (target: ShareTarget, body: NewShare, signal?: AbortSignal) =>
  request(() => http.post(base(target), { json: body, signal }), shareSchema);

export const listShares = (target: ShareTarget, signal?: AbortSignal) =>
  request(() => http.get(base(target), { signal }), z.array(shareSchema));

export const revokeShare = (id: string) => requestVoid(() => http.delete(`api/shares/${id}`));

export const sharedWithMe = (signal?: AbortSignal) =>
  request(() => http.get('api/shared-with-me', { signal }), z.array(sharedEntrySchema));

export const sharedByMe = (signal?: AbortSignal) =>
  request(() => http.get('api/shared-by-me', { signal }), z.array(sharedEntrySchema));

/** What a link shows, without sign-in (`folderId` goes down inside a shared folder). */
export const getPublicShare = (token: string, folderId?: string, signal?: AbortSignal) =>
  request(
    () =>
      http.get(`api/shares/${encodeURIComponent(token)}`, {
        signal,
        searchParams: searchParams({ folder_id: folderId }),
      }),
    publicShareSchema,
  );

export const publicDownloadUrl = (
  token: string,
  opts: { fileId?: string; disposition?: Disposition } = {},
) => {
  const q = new URLSearchParams(
    searchParams({ file_id: opts.fileId, disposition: opts.disposition ?? 'attachment' }) as Record<
      string,
      string
    >,
  );
  return `/api/shares/${encodeURIComponent(token)}/download?${q}`;
};
